import SwiftSyntax

/// A `CGSize` written in source: `CGSize(width: 24, height: 24)`, `.init(width: 24, height: 24)`, `CGSize.zero`,
/// `.zero`; each dimension a number, or `nil` when the code computes it.
///
/// ```swift
/// SizeLiteral(expression)   // width 24, height nil for `CGSize(width: 24, height: side)`
/// ```
struct SizeLiteral {
  /// The width, when written as a number.
  let width: Double?
  /// The height, when written as a number.
  let height: Double?

  /// Reads an expression as a size, or `nil` when it isn't written as one.
  /// - Parameters:
  ///   - expression: An expression.
  ///   - implied: Whether the context makes `.init(…)` and `.zero` a `CGSize` (an assignment to a `CGSize`
  ///     property).
  init?(_ expression: ExprSyntax, implied: Bool = true) {
    if ZeroLiteral.isZero(expression, type: "CGSize", implied: implied) {
      width = 0
      height = 0
      return
    }
    guard let construction = TypeConstruction(expression, of: "CGSize", implied: implied),
      construction.labels == ["width", "height"], let w = construction.argument("width"),
      let h = construction.argument("height")
    else { return nil }
    width = NumberLiteral.value(of: w)
    height = NumberLiteral.value(of: h)
  }
}

/// `.zero` and `T.zero`, the value a geometry type is zeroed with.
enum ZeroLiteral {
  /// Whether an expression is `T.zero`, or `.zero` where the context implies `T`.
  /// - Parameters:
  ///   - expression: An expression.
  ///   - type: The type's name.
  ///   - implied: Whether the context implies the type.
  /// - Returns: Whether it is the type's zero.
  static func isZero(_ expression: ExprSyntax, type: String, implied: Bool) -> Bool {
    guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "zero" else {
      return false
    }
    guard let base = member.base else { return implied }
    return base.as(DeclReferenceExprSyntax.self)?.baseName.text == type
  }
}
