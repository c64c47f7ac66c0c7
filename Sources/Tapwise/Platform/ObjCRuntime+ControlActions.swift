#if canImport(UIKit) && canImport(ObjectiveC)
  import ObjectiveC
  import UIKit

  extension RuntimeHooks {
    private static var controlActionsIntercepted = false

    /// Apple: replaces UIControl's two `sendAction` implementations once. `method_setImplementation` keeps each
    /// method's own type encoding, and subclasses that override `sendAction` reach the filter through `super`.
    /// A call off the main thread (a bug UIKit only warns about) goes straight to the original.
    static func interceptControlActions(targetAction: @escaping TargetActionFilter, action: @escaping UIActionFilter) {
      guard !controlActionsIntercepted else { return }
      controlActionsIntercepted = true

      typealias SendTargetAction = @convention(c) (UIControl, Selector, Selector, AnyObject?, UIEvent?) -> Void
      let targetActionSelector = #selector(UIControl.sendAction(_:to:for:))
      if let method = class_getInstanceMethod(UIControl.self, targetActionSelector) {
        let original = unsafeBitCast(method_getImplementation(method), to: SendTargetAction.self)
        let replacement: @convention(block) (UIControl, Selector, AnyObject?, UIEvent?) -> Void = {
          control, selector, target, event in
          let send = !Thread.isMainThread || onMainThread { targetAction(control, selector, target, event) }
          if send { original(control, targetActionSelector, selector, target, event) }
        }
        method_setImplementation(method, imp_implementationWithBlock(replacement))
      }

      typealias SendUIAction = @convention(c) (UIControl, Selector, UIAction) -> Void
      let uiActionSelector = #selector(UIControl.sendAction(_:))
      if let method = class_getInstanceMethod(UIControl.self, uiActionSelector) {
        let original = unsafeBitCast(method_getImplementation(method), to: SendUIAction.self)
        let replacement: @convention(block) (UIControl, UIAction) -> Void = { control, uiAction in
          let send = !Thread.isMainThread || onMainThread { action(control, uiAction) }
          if send { original(control, uiActionSelector, uiAction) }
        }
        method_setImplementation(method, imp_implementationWithBlock(replacement))
      }
    }
  }
#endif
