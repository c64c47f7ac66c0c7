import SwiftSyntax

/// The point size of a SwiftUI font at the default text size (Large), as far as the code fixes it.
///
/// Apple's text styles have fixed point sizes at the default Dynamic Type size (Human Interface Guidelines,
/// Typography: Large Title 34, Title 1 28 … Caption 2 11); `.system(size:)` and `.custom(_:size:)` give theirs. The
/// audit reads sizes at the default text size, as a reviewer checking a screen does; larger text sizes grow text and
/// symbols, never a fixed frame.
///
/// ```swift
/// FontSize.points(of: ".system(size: 12, weight: .bold)")   // 12
/// FontSize.points(of: ".title2.bold()")                     // 22
/// FontSize.points(of: "theme.font")                         // nil
/// ```
enum FontSize {
  /// The body style's size: the font of text and symbols when no `.font` is set around them.
  static let body = 17.0

  /// The text styles' point sizes at the default text size.
  private static let textStyles: [String: Double] = [
    "extraLargeTitle": 36, "extraLargeTitle2": 28, "largeTitle": 34, "title": 28, "title2": 22, "title3": 20,
    "headline": 17, "body": 17, "callout": 16, "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
  ]

  /// The point size of a font expression, or `nil` when the code doesn't fix it (a variable, a theme's font).
  /// - Parameter font: The font expression: `.body`, `Font.title.weight(.bold)`, `.system(size: 12)`,
  ///   `.custom("Inter", size: 14)`.
  /// - Returns: Its size at the default text size.
  static func points(of font: ExprSyntax) -> Double? {
    var current = font
    while true {
      if let call = current.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
      {
        let name = member.declName.baseName.text
        if member.base == nil || isFontType(member.base) {
          switch name {
          case "system":
            if let size = call.argument("size") { return NumberLiteral.value(of: size) }
            return call.firstUnlabeledArgument.flatMap(points(of:))
          case "custom":
            return (call.argument("size") ?? call.argument("fixedSize")).flatMap(NumberLiteral.value(of:))
          default:
            return nil
          }
        }
        // A font's own modifier (`.bold()`, `.weight(.semibold)`, `.monospacedDigit()`) keeps its size.
        guard let base = member.base else { return nil }
        current = base
        continue
      }
      if let member = current.as(MemberAccessExprSyntax.self), member.base == nil || isFontType(member.base) {
        return textStyles[member.declName.baseName.text]
      }
      return nil
    }
  }

  /// Whether an expression names the `Font` type.
  private static func isFontType(_ expression: ExprSyntax?) -> Bool {
    expression?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Font"
  }
}
