#if canImport(UIKit) && canImport(ObjectiveC)
  import ObjectiveC
  import UIKit

  extension RuntimeHooks {
    /// The classes whose own `sendAction` implementations go through the filters.
    private static var interceptedControlClasses: Set<ObjectIdentifier> = []
    /// The sends being filtered, by control and action: a send that reaches another wrapped implementation through
    /// `super` (a subclass's wrapped override calling UIControl's) is filtered once, by the outermost wrapper.
    private static var sendsInProgress: Set<SendKey> = []

    /// One control's one action.
    private struct SendKey: Hashable {
      let control: ObjectIdentifier
      let action: AnyHashable
    }

    /// Apple: routes both `sendAction` methods of UIControl, and of every class from each given class up to
    /// UIControl that carries an implementation of its own, through the filters, once per class.
    ///
    /// An earlier swizzle at `+load` often copies UIControl's method into UIButton, and a subclass may override
    /// `sendAction` without calling `super`: replacing UIControl's implementation alone would then never see that
    /// class's actions. `method_setImplementation` keeps each method's own type encoding. A call off the main
    /// thread (a bug UIKit only warns about) goes straight to the original. Compared with InterposeKit's
    /// class-level hooks, which likewise replace the implementation each class itself carries.
    /// - Parameters:
    ///   - classes: The gated control classes; calling again with more classes wraps the new ones.
    static func interceptControlActions(
      of classes: [UIControl.Type], targetAction: @escaping TargetActionFilter, action: @escaping UIActionFilter
    ) {
      for gated in classes {
        var current: AnyClass? = gated
        while let controlClass = current {
          if interceptedControlClasses.insert(ObjectIdentifier(controlClass)).inserted,
            controlClass == UIControl.self || carriesOwnSendAction(controlClass)
          {
            wrapSendActions(of: controlClass, targetAction: targetAction, action: action)
          }
          if controlClass == UIControl.self { break }
          current = class_getSuperclass(controlClass)
        }
      }
    }

    /// Whether a class carries its own implementation of either `sendAction` method, rather than inheriting it.
    private static func carriesOwnSendAction(_ controlClass: AnyClass) -> Bool {
      [
        #selector(UIControl.sendAction(_:to:for:)),
        #selector(UIControl.sendAction(_:) as (UIControl) -> (UIAction) -> Void),
      ]
      .contains { selector in
        class_getInstanceMethod(controlClass, selector)
          != class_getSuperclass(controlClass).flatMap {
            class_getInstanceMethod($0, selector)
          }
      }
    }

    /// Replaces a class's own `sendAction` implementations with filtering ones.
    private static func wrapSendActions(
      of controlClass: AnyClass, targetAction: @escaping TargetActionFilter, action: @escaping UIActionFilter
    ) {
      let targetActionSelector = #selector(UIControl.sendAction(_:to:for:))
      if let method = ownMethod(targetActionSelector, of: controlClass) {
        let replacement = targetActionReplacement(
          method_getImplementation(method), selector: targetActionSelector, filter: targetAction)
        method_setImplementation(method, replacement)
      }
      let uiActionSelector = #selector(UIControl.sendAction(_:) as (UIControl) -> (UIAction) -> Void)
      if let method = ownMethod(uiActionSelector, of: controlClass) {
        let replacement = uiActionReplacement(
          method_getImplementation(method), selector: uiActionSelector, filter: action)
        method_setImplementation(method, replacement)
      }
    }

    /// The class's own method for a selector, or `nil` when it only inherits one.
    private static func ownMethod(_ selector: Selector, of controlClass: AnyClass) -> Method? {
      guard let method = class_getInstanceMethod(controlClass, selector) else { return nil }
      let inherited = class_getSuperclass(controlClass).flatMap { class_getInstanceMethod($0, selector) }
      return method == inherited ? nil : method
    }

    /// Apple: the replacement `sendAction(_:to:for:)`, built outside the main actor so that the block carries no
    /// isolation check of its own (SE-0423): a call off the main thread reaches the original, and the thread check
    /// here is the only one.
    private nonisolated static func targetActionReplacement(
      _ implementation: IMP, selector: Selector, filter: @escaping TargetActionFilter
    ) -> IMP {
      typealias SendTargetAction = @convention(c) (UIControl, Selector, Selector, AnyObject?, UIEvent?) -> Void
      let original = unsafeBitCast(implementation, to: SendTargetAction.self)
      let replacement: @convention(block) (UIControl, Selector, AnyObject?, UIEvent?) -> Void = {
        control, action, target, event in
        guard Thread.isMainThread else { return original(control, selector, action, target, event) }
        onMainThread {
          filtered(control, action, { filter(control, action, target, event) }) {
            original(control, selector, action, target, event)
          }
        }
      }
      return imp_implementationWithBlock(replacement)
    }

    /// Apple: the replacement `sendAction(_: UIAction)`, built as ``targetActionReplacement(_:selector:filter:)``.
    private nonisolated static func uiActionReplacement(
      _ implementation: IMP, selector: Selector, filter: @escaping UIActionFilter
    ) -> IMP {
      typealias SendUIAction = @convention(c) (UIControl, Selector, UIAction) -> Void
      let original = unsafeBitCast(implementation, to: SendUIAction.self)
      let replacement: @convention(block) (UIControl, UIAction) -> Void = { control, uiAction in
        guard Thread.isMainThread else { return original(control, selector, uiAction) }
        onMainThread {
          filtered(control, uiAction.identifier, { filter(control, uiAction) }) {
            original(control, selector, uiAction)
          }
        }
      }
      return imp_implementationWithBlock(replacement)
    }

    /// Sends through the filter, unless an outer wrapper is already sending this control's action.
    private static func filtered(
      _ control: UIControl, _ action: some Hashable, _ admits: () -> Bool, send: () -> Void
    ) {
      let key = SendKey(control: ObjectIdentifier(control), action: AnyHashable(action))
      if sendsInProgress.contains(key) { return send() }
      guard admits() else { return }
      sendsInProgress.insert(key)
      defer { sendsInProgress.remove(key) }
      send()
    }
  }
#endif
