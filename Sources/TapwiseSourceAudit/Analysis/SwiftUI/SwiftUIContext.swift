import SwiftSyntax

/// What the views around a target decide about it: whether the system places and sizes it (a toolbar, a menu),
/// whether it is in a `List` or `Form` row, and the button style an enclosing view sets.
struct SwiftUIContext {
  /// Inside a toolbar, a menu's content, a context menu, swipe actions, an alert's or dialog's actions, a tab item:
  /// the system draws and sizes these controls, so they aren't targets at all.
  var isSystemPlaced = false
  /// Inside a `List` or `Form`, where a button with the default style is the whole row.
  var isInListRow = false
  /// The argument of the nearest enclosing `.buttonStyle(…)`, if any.
  var buttonStyle: ExprSyntax?
  /// The argument of the nearest enclosing `.font(…)`, if any: the font of text and symbols inside.
  var font: ExprSyntax?

  /// A new screen (a sheet's or a navigation destination's content): nothing around it carries over.
  static let screen = SwiftUIContext()
}

/// How a closure's context differs from the one around it.
struct SwiftUIContextChange {
  /// Whether the system places what the closure builds.
  var systemPlaced = false
  /// Whether the closure builds `List` or `Form` rows.
  var listRows = false
  /// Whether the closure builds a new screen.
  var newScreen = false
  /// A button style set on the view the closure belongs to, nearer than any around it.
  var buttonStyle: ExprSyntax?
  /// A font set on the view the closure belongs to, nearer than any around it.
  var font: ExprSyntax?

  /// The context inside the closure.
  /// - Parameter outer: The context around it.
  /// - Returns: The context inside.
  func applied(to outer: SwiftUIContext) -> SwiftUIContext {
    var inner = newScreen ? SwiftUIContext.screen : outer
    if systemPlaced { inner.isSystemPlaced = true }
    if listRows { inner.isInListRow = true }
    if let buttonStyle { inner.buttonStyle = buttonStyle }
    if let font { inner.font = font }
    return inner
  }
}

/// Which closures of a view chain change the context of what they build.
enum SwiftUIContextRules {
  /// Modifiers whose content the system places and sizes.
  private static let systemPlacedModifiers: Set<String> = [
    "toolbar", "contextMenu", "swipeActions", "alert", "confirmationDialog", "commands", "tabItem",
    "navigationBarItems", "searchSuggestions", "toolbarTitleMenu",
  ]
  /// Modifiers whose content is another screen.
  private static let screenModifiers: Set<String> = [
    "sheet", "fullScreenCover", "popover", "navigationDestination", "inspector",
  ]
  /// Views whose content the system places and sizes.
  private static let systemPlacedViews: Set<String> = ["ToolbarItem", "ToolbarItemGroup", "ToolbarTitleMenu"]

  /// The context changes of a chain's closures and arguments, by node.
  /// - Parameters:
  ///   - chain: The chain.
  ///   - record: Called with each node whose content has a context of its own, and the change.
  static func changes(in chain: ViewChain, record: (SyntaxIdentifier, SwiftUIContextChange) -> Void) {
    var style: ExprSyntax?
    var font: ExprSyntax?
    for modifier in chain.modifiers.reversed() {
      switch modifier.name {
      case "buttonStyle":
        style = modifier.call.firstUnlabeledArgument
        continue
      case "font":
        font = modifier.call.firstUnlabeledArgument
        continue
      default:
        break
      }
      var change = SwiftUIContextChange(buttonStyle: style, font: font)
      if systemPlacedModifiers.contains(modifier.name) {
        change.systemPlaced = true
        for argument in modifier.call.arguments where !argument.expression.is(ClosureExprSyntax.self) {
          record(argument.id, change)
        }
      } else if screenModifiers.contains(modifier.name) {
        change = SwiftUIContextChange(newScreen: true)
      } else if style == nil && font == nil {
        continue
      }
      for closure in modifier.call.allClosures { record(closure.id, change) }
    }
    guard let base = chain.base.as(FunctionCallExprSyntax.self), let name = base.calledName else {
      return
    }
    var change = SwiftUIContextChange(buttonStyle: style, font: font)
    let inherits = style != nil || font != nil
    switch name {
    case "List", "Form":
      change.listRows = true
    case _ where systemPlacedViews.contains(name):
      change.systemPlaced = true
    case "Menu":
      // The menu's items are menu items the system draws; its label is drawn as the button.
      for closure in base.allClosures where closure.id != base.closure(labelled: "label")?.id {
        var items = change
        items.systemPlaced = true
        record(closure.id, items)
      }
      if let label = base.closure(labelled: "label"), inherits { record(label.id, change) }
      return
    case "NavigationLink":
      if let destination = ControlRules.destination(of: base) { record(destination.id, .init(newScreen: true)) }
      if !inherits { return }
      for closure in base.allClosures where closure.id != ControlRules.destination(of: base)?.id {
        record(closure.id, change)
      }
      return
    default:
      if !inherits { return }
    }
    for closure in base.allClosures { record(closure.id, change) }
  }
}
