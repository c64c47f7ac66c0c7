#if !canImport(UIKit)
  @_spi(Tapwise) import HeadlessUIKit

  // HeadlessUIKit: the mirror of ObjCRuntime+ControlActions.swift, through HeadlessInterception's sendAction hooks.
  extension RuntimeHooks {
    private static var controlActionsIntercepted = false

    /// HeadlessUIKit: routes both `UIControl.sendAction` overloads through the filters, once. Like an exchanged
    /// method, the new hook wraps whatever was installed before it. The hook is UIControl's body, so it serves every
    /// class: a Swift subclass that overrides `sendAction` without calling `super` can't be wrapped here as its own
    /// implementation is on Apple platforms (Swift can't replace a method), and bypasses it.
    /// - Parameters:
    ///   - classes: The gated control classes; unused here.
    static func interceptControlActions(
      of classes: [UIControl.Type], targetAction: @escaping TargetActionFilter, action: @escaping UIActionFilter
    ) {
      guard !controlActionsIntercepted else { return }
      controlActionsIntercepted = true
      let previousSendAction = HeadlessInterception.sendAction
      HeadlessInterception.sendAction = { control, selector, target, event, original in
        guard targetAction(control, selector, target, event) else { return }
        if let previousSendAction { previousSendAction(control, selector, target, event, original) } else { original() }
      }
      let previousSendUIAction = HeadlessInterception.sendUIAction
      HeadlessInterception.sendUIAction = { control, uiAction, original in
        guard action(control, uiAction) else { return }
        if let previousSendUIAction { previousSendUIAction(control, uiAction, original) } else { original() }
      }
    }
  }
#endif
