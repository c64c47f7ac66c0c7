import SwiftSyntax

/// The constants a SwiftUI size rule can read from source: a length written as a number (`24`, `24.5`, `-4`,
/// `CGFloat(24)`), a `CGSize(width:height:)`, an `EdgeInsets(top:leading:bottom:trailing:)`, a `true`/`false`.
///
/// Anything else (a variable, an arithmetic expression, a constant from another type) reads as `nil`, which every
/// rule takes as unknown: the audit bounds a hit area only by what the code writes out.
enum SwiftUILiteral {
  /// A length written as a number literal, possibly negated or wrapped in `CGFloat(…)`/`Double(…)`.
  /// - Parameter expression: The expression.
  /// - Returns: The length, or `nil` when the expression isn't a written-out number.
  static func length(_ expression: ExprSyntax) -> Double? {
    if let integer = expression.as(IntegerLiteralExprSyntax.self) {
      return Double(integer.literal.text.replacing("_", with: ""))
    }
    if let float = expression.as(FloatLiteralExprSyntax.self) {
      return Double(float.literal.text.replacing("_", with: ""))
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
      let value = length(prefix.expression)
    {
      return -value
    }
    if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      name == "CGFloat" || name == "Double" || name == "Float",
      call.arguments.count == 1, let only = call.arguments.first, only.label == nil
    {
      return length(only.expression)
    }
    if let parenthesized = expression.as(TupleExprSyntax.self), parenthesized.elements.count == 1,
      let only = parenthesized.elements.first, only.label == nil
    {
      return length(only.expression)
    }
    return nil
  }

  /// A Boolean literal.
  /// - Parameter expression: The expression.
  /// - Returns: Its value, or `nil` when it isn't `true` or `false`.
  static func bool(_ expression: ExprSyntax) -> Bool? {
    guard let literal = expression.as(BooleanLiteralExprSyntax.self) else { return nil }
    return literal.literal.tokenKind == .keyword(.true)
  }

  /// The width and height of a `CGSize(width:height:)` written with numbers; each `nil` where it isn't.
  /// - Parameter expression: The expression.
  /// - Returns: The width and height, or `nil` when the expression isn't a `CGSize(width:height:)` call.
  static func size(_ expression: ExprSyntax) -> (width: Double?, height: Double?)? {
    guard let call = expression.as(FunctionCallExprSyntax.self), call.calledName == "CGSize" else { return nil }
    guard let width = call.argument("width"), let height = call.argument("height") else { return nil }
    return (length(width), length(height))
  }

  /// The horizontal and vertical sums of an `EdgeInsets(top:leading:bottom:trailing:)` written with numbers: each
  /// `nil` where an edge of it isn't a number. A missing edge is 0, as in `EdgeInsets`' memberwise initializer.
  /// - Parameter expression: The expression.
  /// - Returns: The sums, or `nil` when the expression isn't an `EdgeInsets(…)` call.
  static func insets(_ expression: ExprSyntax) -> (horizontal: Double?, vertical: Double?)? {
    guard let call = expression.as(FunctionCallExprSyntax.self), call.calledName == "EdgeInsets" else { return nil }
    func edge(_ label: String) -> Double? {
      guard let value = call.argument(label) else { return 0 }
      return length(value)
    }
    func sum(_ first: Double?, _ second: Double?) -> Double? {
      guard let first, let second else { return nil }
      return first + second
    }
    let top = edge("top"), leading = edge("leading"), bottom = edge("bottom"), trailing = edge("trailing")
    return (sum(leading, trailing), sum(top, bottom))
  }
}
