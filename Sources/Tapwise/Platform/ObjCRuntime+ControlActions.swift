#if canImport(UIKit) && canImport(ObjectiveC)
  import ObjectiveC
  import UIKit

  extension RuntimeHooks {
    /// The filtering implementations Tapwise built: a class whose own `sendAction` is one of these is wrapped.
    private static var sendActionReplacements: Set<IMP> = []
    /// The sends being filtered, by control and action: a send that reaches another wrapped implementation through
    /// `super` (a subclass's wrapped override calling UIControl's) is filtered once, by the outermost wrapper.
    private static var sendsInProgress: Set<SendKey> = []

    /// One control's one action.
    private struct SendKey: Hashable {
      let control: ObjectIdentifier
      let action: AnyHashable
    }

    /// Apple: routes both `sendAction` methods through the filters in every class that carries an implementation of
    /// its own and can send a gated class's actions: UIControl, each class from a gated class up to UIControl, and
    /// every loaded subclass of a gated class. Each call looks again, so a copy that appeared since the last one is
    /// wrapped too.
    ///
    /// An earlier swizzle at `+load` often copies UIControl's method into UIButton, and a subclass may override
    /// `sendAction` without calling `super`: replacing UIControl's implementation alone would then never see that
    /// class's actions. Whether a class is wrapped is read from its method, never remembered per class: a class
    /// that had no copy of its own at the first look and got one later from a swizzler that doesn't call through is
    /// wrapped at the next. `method_setImplementation` keeps each method's own type encoding. A call off the main
    /// thread (a bug UIKit only warns about) goes straight to the original. Compared with InterposeKit's
    /// class-level hooks, which likewise replace the implementation each class itself carries; the subclasses come
    /// from `objc_copyClassList`, as Apple documents for listing every registered class.
    /// - Parameters:
    ///   - classes: The gated control classes.
    static func interceptControlActions(
      of classes: [UIControl.Type], targetAction: @escaping TargetActionFilter, action: @escaping UIActionFilter
    ) {
      for controlClass in classesThatSend(for: classes)
      where controlClass == UIControl.self || carriesOwnSendAction(controlClass) {
        wrapSendActions(of: controlClass, targetAction: targetAction, action: action)
      }
    }

    /// UIControl, the classes from each gated class up to it, and every loaded subclass of a gated class.
    private static func classesThatSend(for gated: [UIControl.Type]) -> [AnyClass] {
      var found: [AnyClass] = []
      var seen: Set<ObjectIdentifier> = []
      func add(_ controlClass: AnyClass) {
        if seen.insert(ObjectIdentifier(controlClass)).inserted { found.append(controlClass) }
      }
      for gatedClass in gated {
        var current: AnyClass? = gatedClass
        while let controlClass = current {
          add(controlClass)
          if controlClass == UIControl.self { break }
          current = class_getSuperclass(controlClass)
        }
      }
      let roots = Set(gated.map { ObjectIdentifier($0) })
      var count: UInt32 = 0
      guard let list = objc_copyClassList(&count) else { return found }
      defer { free(UnsafeMutableRawPointer(list)) }
      for index in 0..<Int(count) {
        var current: AnyClass? = class_getSuperclass(list[index])
        while let ancestor = current {
          if roots.contains(ObjectIdentifier(ancestor)) {
            add(list[index])
            break
          }
          current = class_getSuperclass(ancestor)
        }
      }
      return found
    }

    /// Whether a class carries its own implementation of either `sendAction` method, rather than inheriting it.
    private static func carriesOwnSendAction(_ controlClass: AnyClass) -> Bool {
      [
        #selector(UIControl.sendAction(_:to:for:)),
        #selector(UIControl.sendAction(_:) as (UIControl) -> (UIAction) -> Void),
      ]
      .contains { ownMethod($0, of: controlClass) != nil }
    }

    /// Replaces a class's own `sendAction` implementations with filtering ones, unless they are Tapwise's already.
    private static func wrapSendActions(
      of controlClass: AnyClass, targetAction: @escaping TargetActionFilter, action: @escaping UIActionFilter
    ) {
      let targetActionSelector = #selector(UIControl.sendAction(_:to:for:))
      if let method = ownMethod(targetActionSelector, of: controlClass),
        !sendActionReplacements.contains(method_getImplementation(method))
      {
        let replacement = targetActionReplacement(
          method_getImplementation(method), selector: targetActionSelector, filter: targetAction)
        sendActionReplacements.insert(replacement)
        method_setImplementation(method, replacement)
      }
      let uiActionSelector = #selector(UIControl.sendAction(_:) as (UIControl) -> (UIAction) -> Void)
      if let method = ownMethod(uiActionSelector, of: controlClass),
        !sendActionReplacements.contains(method_getImplementation(method))
      {
        let replacement = uiActionReplacement(
          method_getImplementation(method), selector: uiActionSelector, filter: action)
        sendActionReplacements.insert(replacement)
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
