import SwiftSyntax

/// How `.contentShape`, `.background`, `.overlay` and `.border` change what answers touches.
///
/// A plain shape (`Rectangle()`, `Circle()`, `.rect(cornerRadius: 8)`…) fills the bounds of the view it's given, so
/// as a content shape it makes the view's laid-out length what answers touches, and as a background or overlay
/// (like a color or a material) it adds that length to what answers. Anything else (a custom shape, a view of its
/// own size, a variable) may reach beyond the view, and makes the dimension unknown.
enum ShapeFillRules {
  /// The built-in shapes whose path fills the rectangle they're given, by type name.
  private static let shapeTypes: Set<String> = [
    "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule", "Ellipse",
    "ContainerRelativeShape",
  ]
  /// The same shapes as `Shape`'s static members (`.rect`, `.circle`…).
  private static let shapeMembers: Set<String> = ["rect", "circle", "capsule", "ellipse", "containerRelative"]
  /// Views that fill whatever is proposed to them and no more: colors and gradients.
  private static let fillingViews: Set<String> = [
    "Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Material",
  ]
  /// Modifiers on a shape or color that keep it within the bounds it's given.
  private static let keepsBounds: Set<String> = [
    "fill", "foregroundColor", "foregroundStyle", "opacity", "strokeBorder", "gradient", "cornerRadius",
    "clipShape", "tint", "shadow", "blur", "saturation", "brightness", "contrast", "grayscale", "hueRotation",
    "blendMode",
  ]
  /// The content-shape kinds that don't decide hit testing (only previews and effects).
  private static let nonInteractionKinds: Set<String> = [
    "dragPreview", "contextMenuPreview", "hoverEffect", "focusEffect", "accessibility",
  ]

  /// Applies `.contentShape(shape)` or `.contentShape(kinds, shape)`: a plain shape makes what answers touches the
  /// view's laid-out bounds; a kind that isn't `.interaction` leaves hit testing alone.
  /// - Parameters:
  ///   - modifier: The modifier.
  ///   - state: The view so far.
  static func applyContentShape(_ modifier: ViewChain.Modifier, to state: inout ViewHitState) {
    let unlabeled = modifier.call.arguments.filter { $0.label == nil }.map(\.expression)
    var shape = unlabeled.first
    if unlabeled.count >= 2 {
      switch kindDecidesHitTesting(unlabeled[0]) {
      case false?: return
      case nil: shape = nil
      case true?: shape = unlabeled[1]
      }
    }
    guard let shape, isPlainShape(shape) else {
      state.update(.both) { $0.forget() }
      return
    }
    state.update(.both) { $0.hit = $0.layout }
  }

  /// Applies `.background(…)`, `.overlay(…)` or `.border(…)`: a color, material, gradient or plain shape fills the
  /// view's bounds and answers touches there; anything else makes what answers unknown.
  /// - Parameters:
  ///   - modifier: The modifier.
  ///   - state: The view so far.
  static func applyFill(_ modifier: ViewChain.Modifier, to state: inout ViewHitState) {
    guard fillsBounds(modifier) else {
      state.update(.both) {
        $0.hit = nil
        $0.fitsProposal = false
      }
      return
    }
    state.update(.both) { dimension in
      guard let layout = dimension.layout, let hit = dimension.hit else {
        dimension.hit = nil
        return
      }
      dimension.hit = Bound.larger(hit, layout)
    }
  }

  /// Whether a background, overlay or border modifier draws only within the view's bounds.
  private static func fillsBounds(_ modifier: ViewChain.Modifier) -> Bool {
    let call = modifier.call
    if modifier.name == "border" { return true }
    if let shape = call.argument("in") { return isPlainShape(shape) }
    var contents: [ExprSyntax] = call.arguments.filter { $0.label == nil }.map(\.expression)
    for closure in call.allClosures {
      for statement in closure.statements {
        guard let expression = Syntax(statement.item).as(ExprSyntax.self) else { return false }
        contents.append(expression)
      }
    }
    if contents.isEmpty { return modifier.name == "background" && call.arguments.isEmpty }
    return contents.allSatisfy(fills)
  }

  /// Whether a view or style fills what it's given and no more: a color, material, gradient or plain shape, with
  /// only modifiers that keep it within its bounds.
  private static func fills(_ expression: ExprSyntax) -> Bool {
    var current = expression
    while true {
      if let call = current.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
      {
        guard keepsBounds.contains(member.declName.baseName.text) else { return false }
        current = base
        continue
      }
      if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        // `Color.red`, `Material.thin`, `.red.gradient`
        if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text { return fillingViews.contains(type) }
        guard member.declName.baseName.text == "gradient" else { return false }
        current = base
        continue
      }
      break
    }
    // An implicit member: a color, a material or another shape style (`.red`, `.ultraThinMaterial`, `.tint`), or
    // a shape (`.rect`).
    if current.is(MemberAccessExprSyntax.self) { return true }
    if let call = current.as(FunctionCallExprSyntax.self) {
      if call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil,
        call.calledExpression.is(MemberAccessExprSyntax.self)
      {
        return true
      }
      guard let name = call.calledName else { return false }
      return fillingViews.contains(name) || shapeTypes.contains(name)
    }
    return false
  }

  /// Whether an expression is a plain shape: `Rectangle()`, `RoundedRectangle(cornerRadius: 8)`, `.rect`,
  /// `.rect(cornerRadius: 8)`, `Circle()`…
  static func isPlainShape(_ expression: ExprSyntax) -> Bool {
    if let call = expression.as(FunctionCallExprSyntax.self) {
      if let name = call.calledName { return shapeTypes.contains(name) }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
        return shapeMembers.contains(member.declName.baseName.text)
      }
      return false
    }
    if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
      return shapeMembers.contains(member.declName.baseName.text)
    }
    return false
  }

  /// Whether a content-shape kind decides hit testing: `true` with `.interaction` among the kinds, `false` with
  /// only other known kinds, `nil` for an expression the audit can't read.
  private static func kindDecidesHitTesting(_ expression: ExprSyntax) -> Bool? {
    let names: [String]
    if let array = expression.as(ArrayExprSyntax.self) {
      var collected: [String] = []
      for element in array.elements {
        guard let member = element.expression.as(MemberAccessExprSyntax.self) else { return nil }
        collected.append(member.declName.baseName.text)
      }
      names = collected
    } else if let member = expression.as(MemberAccessExprSyntax.self) {
      names = [member.declName.baseName.text]
    } else {
      return nil
    }
    if names.contains("interaction") { return true }
    return names.allSatisfy(nonInteractionKinds.contains) ? false : nil
  }
}
