import SwiftSyntax

/// The constants only SwiftUI's rules read from source: an `EdgeInsets(top:leading:bottom:trailing:)` (SwiftUI's,
/// with leading and trailing edges, unlike UIKit's ``EdgeInsetsLiteral``) and a `true`/`false`. Numbers and sizes
/// are read by the readers both finders share, ``NumberLiteral`` and ``SizeLiteral``.
///
/// Anything else (a variable, an arithmetic expression, a constant from another type) reads as `nil`, which every
/// rule takes as unknown: the audit bounds a hit area only by what the code writes out.
enum SwiftUILiteral {
  /// A Boolean literal.
  /// - Parameter expression: The expression.
  /// - Returns: Its value, or `nil` when it isn't `true` or `false`.
  static func bool(_ expression: ExprSyntax) -> Bool? {
    guard let literal = expression.as(BooleanLiteralExprSyntax.self) else { return nil }
    return literal.literal.tokenKind == .keyword(.true)
  }

  /// The horizontal and vertical sums of an `EdgeInsets(top:leading:bottom:trailing:)` written with numbers: each
  /// `nil` where an edge of it isn't a number. A missing edge is 0, as in `EdgeInsets`' memberwise initializer.
  /// - Parameter expression: The expression.
  /// - Returns: The sums, or `nil` when the expression isn't an `EdgeInsets(…)` call.
  static func insets(_ expression: ExprSyntax) -> (horizontal: Double?, vertical: Double?)? {
    guard let call = expression.as(FunctionCallExprSyntax.self), call.calledName == "EdgeInsets" else { return nil }
    func edge(_ label: String) -> Double? {
      guard let value = call.argument(label) else { return 0 }
      return NumberLiteral.value(of: value)
    }
    func sum(_ first: Double?, _ second: Double?) -> Double? {
      guard let first, let second else { return nil }
      return first + second
    }
    let top = edge("top"), leading = edge("leading"), bottom = edge("bottom"), trailing = edge("trailing")
    return (sum(leading, trailing), sum(top, bottom))
  }
}
