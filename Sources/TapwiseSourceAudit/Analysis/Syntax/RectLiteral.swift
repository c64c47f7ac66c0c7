import SwiftSyntax

/// A `CGRect`'s size written in source: `CGRect(x:y:width:height:)`, `CGRect(origin:size:)` with a
/// ``SizeLiteral``, their `.init(…)` forms where the type is implied, `CGRect.zero` and `.zero`; each dimension a
/// number, or `nil` when the code computes it. The origin is never read: it doesn't change a size.
///
/// ```swift
/// RectLiteral(expression)   // width 24, height 24 for `CGRect(x: bounds.maxX - 30, y: 0, width: 24, height: 24)`
/// ```
struct RectLiteral {
  /// The width, when written as a number.
  let width: Double?
  /// The height, when written as a number.
  let height: Double?

  /// Reads an expression as a rectangle, or `nil` when it isn't written as one.
  /// - Parameters:
  ///   - expression: An expression.
  ///   - implied: Whether the context makes `.init(…)` and `.zero` a `CGRect` (`frame:`, `.frame =`).
  init?(_ expression: ExprSyntax, implied: Bool = true) {
    if ZeroLiteral.isZero(expression, type: "CGRect", implied: implied) {
      width = 0
      height = 0
      return
    }
    guard let construction = TypeConstruction(expression, of: "CGRect", implied: implied) else { return nil }
    switch construction.labels {
    case ["x", "y", "width", "height"]:
      width = construction.argument("width").flatMap(NumberLiteral.value(of:))
      height = construction.argument("height").flatMap(NumberLiteral.value(of:))
    case ["origin", "size"]:
      let size = construction.argument("size").flatMap { SizeLiteral($0) }
      width = size?.width
      height = size?.height
    case []:
      width = 0
      height = 0
    default:
      return nil
    }
  }
}
