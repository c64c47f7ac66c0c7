import SwiftSyntax

/// What a view is before any modifier: how far it may reach whatever frame is put around it.
///
/// A frame bounds only content that takes the size it is proposed. Shapes, colors, gradients and resizable images
/// do. Text and SF Symbols are sized by their font: text wraps or truncates to a proposed width but keeps at least a
/// line, and a symbol keeps its natural size, so either may reach past a small frame; the audit takes them to reach
/// at most twice their font's point size (one line of text is about 1.2 times it; SF Symbols, drawn at the font's
/// size, are under twice as wide as it), at the default text size (``FontSize``). An image from an asset or a
/// `UIImage` keeps a natural size the code doesn't show; a stack, a group or a `Label` adds up children that may each
/// keep their own size (symbols side by side, an avatar of a fixed size); and a view the audit can't see into (an
/// app's own view, a variable, `content` in a modifier, an `AsyncImage`) may fix its own size in its body: no frame
/// around any of these bounds them.
enum ViewContentRules {
  /// SwiftUI views that take the size proposed to them.
  private static let filling: Set<String> = [
    "Color", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule", "Ellipse",
    "ContainerRelativeShape", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
    "GeometryReader", "Spacer", "Divider",
  ]

  /// The state of a view expression's base, before its modifiers.
  /// - Parameters:
  ///   - base: The base expression.
  ///   - modifiers: The chain's modifiers, read for `.resizable()`, the font and the symbol scale.
  ///   - inheritedFont: The font set around the view, if any.
  /// - Returns: Its state.
  static func state(ofBase base: ExprSyntax, modifiers: [ViewChain.Modifier], inheritedFont: ExprSyntax?)
    -> ViewHitState
  {
    if let call = base.as(FunctionCallExprSyntax.self), let name = call.calledName {
      if name == "Image" {
        if modifiers.contains(where: { $0.name == "resizable" }) { return .flexible }
        guard call.hasArgument("systemName") else { return .rigid }
        return fontSizedState(modifiers, inheritedFont: inheritedFont, isSymbol: true)
      }
      if filling.contains(name) { return .flexible }
      if name == "Text" { return fontSizedState(modifiers, inheritedFont: inheritedFont, isSymbol: false) }
      return .rigid
    }
    if let member = base.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color"
    {
      return .flexible
    }
    return .rigid
  }

  /// The state of content sized by its font: it reaches at most twice the font's point size past a smaller frame;
  /// unknown when the font, a symbol scale above medium, or a Dynamic Type size set in the chain isn't fixed.
  static func fontSizedState(_ modifiers: [ViewChain.Modifier], inheritedFont: ExprSyntax?, isSymbol: Bool)
    -> ViewHitState
  {
    for modifier in modifiers {
      switch modifier.name {
      case "dynamicTypeSize": return .rigid
      case "imageScale" where isSymbol:
        let scale = modifier.call.firstUnlabeledArgument?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if scale != "small" && scale != "medium" { return .rigid }
      default: break
      }
    }
    let font = modifiers.first { $0.name == "font" }.map { $0.call.firstUnlabeledArgument } ?? inheritedFont
    let points: Double?
    if let font { points = FontSize.points(of: font) } else { points = FontSize.body }
    guard let points else { return .rigid }
    var state = ViewHitState.flexible
    state.update(.both) { $0.floor = 2 * points }
    return state
  }

  /// The hit state of a whole view expression (a button's label): its base, then each of its modifiers.
  /// - Parameters:
  ///   - expression: The view expression.
  ///   - inheritedFont: The font set around it, if any.
  /// - Returns: Its state.
  static func state(of expression: ExprSyntax, inheritedFont: ExprSyntax?) -> ViewHitState {
    guard let call = expression.as(FunctionCallExprSyntax.self), let chain = ViewChain(endingAt: call, anywhere: true)
    else {
      return state(ofBase: expression, modifiers: [], inheritedFont: inheritedFont)
    }
    var state = state(ofBase: chain.base, modifiers: chain.modifiers, inheritedFont: inheritedFont)
    for modifier in chain.modifiers { ModifierRules.apply(modifier, to: &state) }
    return state
  }

  /// The state of what a view builder builds (a button's label closure): its one view, declarations aside, or its
  /// one `if`, whose branches each build one view or nothing, taken at the larger bound of its branches (unknown if
  /// any branch is).
  /// - Parameters:
  ///   - statements: The builder's statements.
  ///   - inheritedFont: The font set around it, if any.
  /// - Returns: Its state.
  static func state(ofBuilder statements: CodeBlockItemListSyntax, inheritedFont: ExprSyntax?) -> ViewHitState {
    var built: ViewHitState?
    var views = 0
    for statement in statements {
      let item = Syntax(statement.item)
      if item.is(DeclSyntax.self) { continue }
      views += 1
      let expression = item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
      if let branches = expression?.as(IfExprSyntax.self) {
        built = state(ofBranches: branches, inheritedFont: inheritedFont)
      } else if let expression {
        built = state(of: expression, inheritedFont: inheritedFont)
      }
    }
    guard views == 1, let built else { return .rigid }
    return built
  }

  /// The larger state of an `if`'s branches; a branch that builds nothing adds nothing.
  private static func state(ofBranches branches: IfExprSyntax, inheritedFont: ExprSyntax?) -> ViewHitState? {
    var states: [ViewHitState] = []
    var current: IfExprSyntax? = branches
    while let branch = current {
      if !branch.body.statements.isEmpty {
        states.append(state(ofBuilder: branch.body.statements, inheritedFont: inheritedFont))
      }
      switch branch.elseBody {
      case .ifExpr(let next)?: current = next
      case .codeBlock(let block)?:
        if !block.statements.isEmpty { states.append(state(ofBuilder: block.statements, inheritedFont: inheritedFont)) }
        current = nil
      case nil: current = nil
      }
    }
    guard var combined = states.first else { return nil }
    for other in states.dropFirst() { combined = combined.union(other) }
    return combined
  }

  /// Whether an expression is `EmptyView()`: a label that shows nothing and answers no touch.
  static func isEmpty(_ expression: ExprSyntax) -> Bool {
    expression.as(FunctionCallExprSyntax.self)?.calledName == "EmptyView"
  }
}
