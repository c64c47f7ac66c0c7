import SwiftSyntax

/// A `UIEdgeInsets` written in source: `UIEdgeInsets(top:left:bottom:right:)`, `.init(…)` where the type is
/// implied, `UIEdgeInsets.zero` and `.zero`; the sums it adds to each dimension, or `nil` where the code computes
/// an edge.
///
/// ```swift
/// EdgeInsetsLiteral(expression)?.horizontal   // 24 for `UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)`
/// ```
struct EdgeInsetsLiteral {
  /// `left + right`, when both are written as numbers.
  let horizontal: Double?
  /// `top + bottom`, when both are written as numbers.
  let vertical: Double?

  /// Reads an expression as edge insets, or `nil` when it isn't written as them.
  /// - Parameters:
  ///   - expression: An expression.
  ///   - implied: Whether the context makes `.init(…)` and `.zero` a `UIEdgeInsets`.
  init?(_ expression: ExprSyntax, implied: Bool = true) {
    if ZeroLiteral.isZero(expression, type: "UIEdgeInsets", implied: implied) {
      horizontal = 0
      vertical = 0
      return
    }
    guard let construction = TypeConstruction(expression, of: "UIEdgeInsets", implied: implied),
      construction.labels == ["top", "left", "bottom", "right"]
    else { return nil }
    func edge(_ label: String) -> Double? { construction.argument(label).flatMap(NumberLiteral.value(of:)) }
    horizontal = Self.sum(edge("left"), edge("right"))
    vertical = Self.sum(edge("top"), edge("bottom"))
  }

  private static func sum(_ a: Double?, _ b: Double?) -> Double? {
    guard let a, let b else { return nil }
    return a + b
  }
}
