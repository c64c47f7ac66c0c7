import SwiftSyntax

/// The hit area of SwiftUI's controls before their own modifiers: a button-like control (`Button`, `Link`,
/// `NavigationLink`, `Menu`) is its label under a plain or borderless style, and unknown under any other; a switch,
/// stepper or picker is sized by the system.
///
/// The default (automatic) button style is borderless on iOS outside a container ("iOS uses the borderless button
/// style by default", `PrimitiveButtonStyle.automatic`); in a `List` or `Form` it makes the button the whole row,
/// whose size the code doesn't fix. A style set outside the file can't be seen: a target's style is the nearest
/// `.buttonStyle` in its own chain or around it in the file, else the default.
enum ControlRules {
  /// How a button style sizes a button.
  enum StyleSizing {
    /// `.plain` or `PlainButtonStyle()`: the label, but the whole row in a `List` (sources disagree; see the tests).
    case plain
    /// `.borderless` or `BorderlessButtonStyle()`: the label, in a row too.
    case borderless
    /// `.automatic`, `DefaultButtonStyle()`, or none: the label, or the whole row in a `List`.
    case automatic
    /// Any other style (`.bordered`, `.borderedProminent`, an app's own): it may add padding or a shape.
    case other
  }

  /// The button-like controls, whose hit area is their label's.
  static let labelled: Set<String> = ["Button", "Link", "NavigationLink", "Menu"]
  /// The controls the system draws and sizes.
  static let systemSized: Set<String> = ["Toggle", "Stepper", "Picker"]

  /// Whether a call is one of the controls, written with that control's SwiftUI initializers (so that an app's own
  /// `Link(url:)` model or a `Menu(items:)` value isn't taken for one).
  /// - Parameters:
  ///   - call: The call.
  ///   - name: Its called name.
  ///   - modifiers: Its chain's modifiers (a `Picker` is a target only in the menu style).
  /// - Returns: Whether it is a target control.
  static func isControl(_ call: FunctionCallExprSyntax, named name: String, modifiers: [ViewChain.Modifier]) -> Bool {
    switch name {
    case "Button":
      return call.trailingClosure != nil || call.hasArgument("action") || call.hasArgument("intent")
    case "NavigationLink":
      return call.trailingClosure != nil || call.hasArgument("destination") || call.hasArgument("value")
    case "Link":
      return call.hasArgument("destination")
    case "Menu":
      return call.trailingClosure != nil || call.hasArgument("content")
    case "Toggle":
      return call.hasArgument("isOn") || call.hasArgument("sources")
    case "Stepper":
      return call.hasArgument("value") || call.hasArgument("onIncrement")
    case "Picker":
      return call.hasArgument("selection") && modifiers.contains { isMenuPickerStyle($0) }
    default:
      return false
    }
  }

  /// The state of a control, before its chain's modifiers; `nil` when it shows nothing to touch (an `EmptyView`
  /// label, as in a link kept only for programmatic navigation).
  /// - Parameters:
  ///   - call: The control's call.
  ///   - name: Its name.
  ///   - modifiers: Its chain's modifiers, read for its button style.
  ///   - context: The views around it.
  /// - Returns: Its state, or `nil`.
  static func state(
    of call: FunctionCallExprSyntax, named name: String, modifiers: [ViewChain.Modifier], context: SwiftUIContext
  ) -> ViewHitState? {
    guard labelled.contains(name) else {
      var state = ViewHitState.rigid
      state.isSystemSized = true
      return state
    }
    let font = modifiers.first { $0.name == "font" }?.call.firstUnlabeledArgument ?? context.font
    var labelState = ViewHitState.rigid
    if let closure = label(closureOf: call, named: name) {
      if let label = closure.singleExpression, ViewContentRules.isEmpty(label) { return nil }
      labelState = ViewContentRules.state(ofBuilder: closure.statements, inheritedFont: font)
    } else if call.firstUnlabeledArgument != nil, !call.hasArgument("systemImage") && !call.hasArgument("image") {
      // A title: a `Text` in the control's font. (With an image it is a `Label`: a stack, of unknown size.)
      labelState = ViewContentRules.fontSizedState(modifiers, inheritedFont: context.font, isSymbol: false)
    }
    let style = modifiers.first { $0.name == "buttonStyle" }?.call.firstUnlabeledArgument ?? context.buttonStyle
    var sizing = style.map(sizing(of:)) ?? .automatic
    if name == "Menu", modifiers.contains(where: { $0.name == "menuStyle" }) { sizing = .other }
    switch (sizing, context.isInListRow) {
    case (.borderless, _), (.plain, false), (.automatic, false):
      return labelState
    case (.plain, true), (.automatic, true):
      var row = ViewHitState.rigid
      row.isSystemSized = true
      row.isFixable = false
      return row
    case (.other, _):
      return .rigid
    }
  }

  /// The closure that builds a button-like control's label, if one does: `label: { … }`, or the trailing closure
  /// that follows an `action:` or `destination:` argument; `nil` for a title.
  static func label(closureOf call: FunctionCallExprSyntax, named name: String) -> ClosureExprSyntax? {
    if let closure = call.closure(labelled: "label") { return closure }
    guard let trailing = call.trailingClosure, call.additionalTrailingClosures.isEmpty else { return nil }
    switch name {
    case "Button" where call.hasArgument("action") || call.hasArgument("intent"),
      "NavigationLink" where call.hasArgument("destination") || call.hasArgument("value"),
      "Link" where call.hasArgument("destination"):
      return trailing
    default:
      return nil
    }
  }

  /// The destination closure of a `NavigationLink`: `destination: { … }`, or the first trailing closure before a
  /// `label:` one.
  static func destination(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
    if let closure = call.argument("destination")?.as(ClosureExprSyntax.self) { return closure }
    if call.additionalTrailingClosures.contains(where: { $0.label.text == "label" }) { return call.trailingClosure }
    return nil
  }

  /// How a button style argument sizes a button.
  static func sizing(of style: ExprSyntax) -> StyleSizing {
    let name: String?
    if let member = style.as(MemberAccessExprSyntax.self), member.base == nil {
      name = member.declName.baseName.text
    } else if let call = style.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
      name = call.calledName
    } else {
      name = nil
    }
    switch name {
    case "plain", "PlainButtonStyle": return .plain
    case "borderless", "BorderlessButtonStyle": return .borderless
    case "automatic", "DefaultButtonStyle": return .automatic
    default: return .other
    }
  }

  /// Whether a modifier is `.pickerStyle(.menu)` or `.pickerStyle(MenuPickerStyle())`.
  private static func isMenuPickerStyle(_ modifier: ViewChain.Modifier) -> Bool {
    guard modifier.name == "pickerStyle", let style = modifier.call.firstUnlabeledArgument else { return false }
    if let member = style.as(MemberAccessExprSyntax.self), member.base == nil {
      return member.declName.baseName.text == "menu"
    }
    return style.as(FunctionCallExprSyntax.self)?.calledName == "MenuPickerStyle"
  }
}
