import SwiftSyntax

/// What a view is before any modifier: whether the walk may assume it takes no more than the size proposed to it, so
/// that a fixed frame around it bounds it.
///
/// SwiftUI's own views of text, symbols, shapes, colors and stacks fit what they're proposed (text wraps or
/// truncates, a resizable image and a shape take the proposal). An image that isn't `.resizable()` keeps its natural
/// size: the walk takes a frame around it as its size (a symbol at the default font, or an asset framed to the size
/// it's drawn at), except where the chain sets a font or symbol scale, which may draw the symbol larger than the
/// frame. A view the audit can't see into (an app's own view, a variable, `content` in a modifier) may fix its own
/// larger size in its body, so no frame around it bounds it.
enum ViewContentRules {
  /// SwiftUI views that take no more than they're proposed.
  private static let fitting: Set<String> = [
    "Text", "Label", "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group", "Spacer", "Color",
    "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule", "Ellipse",
    "ContainerRelativeShape", "EmptyView", "AsyncImage", "Divider", "LinearGradient", "RadialGradient",
    "AngularGradient", "EllipticalGradient", "ViewThatFits", "GeometryReader", "ProgressView",
  ]
  /// Modifiers that size a symbol image by its font.
  private static let symbolSizing: Set<String> = ["font", "imageScale", "dynamicTypeSize", "controlSize"]

  /// The state of a view expression's base, before its modifiers.
  /// - Parameters:
  ///   - base: The base expression.
  ///   - modifiers: The chain's modifiers, read for `.resizable()` and a symbol's font.
  /// - Returns: Its state.
  static func state(ofBase base: ExprSyntax, modifiers: [ViewChain.Modifier]) -> ViewHitState {
    if let call = base.as(FunctionCallExprSyntax.self), let name = call.calledName {
      if name == "Image" { return imageState(modifiers) }
      return fitting.contains(name) ? .flexible : .rigid
    }
    if let member = base.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color"
    {
      return .flexible
    }
    return .rigid
  }

  /// An image's state: a resizable one fits its frame; one at its natural size is taken to match the frame around
  /// it, unless its chain sizes it by a font. A fixed font size (`.font(.system(size: 12))`) draws a symbol no
  /// larger than twice that size (SF Symbols are drawn at the font's point size; the widest are under twice as wide
  /// as high), so a frame bounds it by the larger of the frame and that; a text style or a symbol scale, which
  /// Dynamic Type grows, bounds nothing.
  private static func imageState(_ modifiers: [ViewChain.Modifier]) -> ViewHitState {
    if modifiers.contains(where: { $0.name == "resizable" }) { return .flexible }
    var largest = 0.0
    for modifier in modifiers where symbolSizing.contains(modifier.name) {
      guard modifier.name == "font", let size = fixedFontSize(modifier.call.firstUnlabeledArgument) else {
        return .rigid
      }
      largest = max(largest, size)
    }
    var state = ViewHitState.flexible
    state.update(.both) { $0.floor = 2 * largest }
    return state
  }

  /// The point size of `.system(size: 12)` or `Font.system(size: 12, weight: .bold)`, written as a number.
  private static func fixedFontSize(_ font: ExprSyntax?) -> Double? {
    guard let call = font?.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "system",
      member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Font",
      call.arguments.allSatisfy({ $0.label?.text != "relativeTo" }),
      let size = call.argument("size")
    else { return nil }
    return SwiftUILiteral.length(size)
  }

  /// The hit state of a whole view expression (a button's label): its base, then each of its modifiers.
  /// - Parameter expression: The view expression.
  /// - Returns: Its state.
  static func state(of expression: ExprSyntax) -> ViewHitState {
    guard let call = expression.as(FunctionCallExprSyntax.self), let chain = ViewChain(endingAt: call, anywhere: true)
    else {
      return state(ofBase: expression, modifiers: [])
    }
    var state = state(ofBase: chain.base, modifiers: chain.modifiers)
    for modifier in chain.modifiers { ModifierRules.apply(modifier, to: &state) }
    return state
  }

  /// Whether an expression is `EmptyView()`: a label that shows nothing and answers no touch.
  static func isEmpty(_ expression: ExprSyntax) -> Bool {
    expression.as(FunctionCallExprSyntax.self)?.calledName == "EmptyView"
  }
}
