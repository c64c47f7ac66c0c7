#if canImport(UIKit) && canImport(ObjectiveC)
  import ObjectiveC
  import UIKit

  extension RuntimeHooks {
    private static var pointInsideReplacements: Set<IMP> = []

    /// Apple: makes `point(inside:with:)` go through the body for this view's class, and only for it (and its
    /// subclasses). A class that defines the method has it replaced, and the body's original is the class's own
    /// implementation. A class that only inherits it gets a method of its own, added with `class_addMethod` and the
    /// inherited method's type encoding, whose original is the superclass's implementation looked up at each call,
    /// so a hook another library installs later on an ancestor still runs: InterposeKit's super trampoline does the
    /// same, where capturing the inherited implementation at install time would skip it. UIView's own method is
    /// never touched unless a plain `UIView` gets a touch area. A class already going through the body is left
    /// alone.
    ///
    /// The class is `type(of:)`, the class the app declared: it skips the subclass KVO creates for an observed view
    /// (`object_getClass` would return that one), which inherits the method from it, so the hook runs there too.
    static func interceptPointInside(of view: UIView, _ body: @escaping PointInsideBody) {
      let viewClass: AnyClass = type(of: view)
      let selector = #selector(UIView.point(inside:with:))
      guard let method = class_getInstanceMethod(viewClass, selector),
        !pointInsideReplacements.contains(method_getImplementation(method))
      else { return }
      let superclass: AnyClass? = class_getSuperclass(viewClass)
      let isInherited = superclass.flatMap { class_getInstanceMethod($0, selector) } == method
      let implementation = pointInsideReplacement(
        body, selector: selector,
        original: isInherited ? nil : method_getImplementation(method), superclass: superclass)
      pointInsideReplacements.insert(implementation)
      if isInherited {
        // Fails only if the class gained a method of its own meanwhile; the next call then replaces that one.
        class_addMethod(viewClass, selector, implementation, method_getTypeEncoding(method))
      } else {
        method_setImplementation(method, implementation)
      }
    }

    /// Apple: the replacement `point(inside:with:)`, built outside the main actor so that the block carries no
    /// isolation check of its own (SE-0423): a call off the main thread reaches the original, and the thread check
    /// here is the only one.
    ///
    /// The method returns `BOOL`, which Swift imports as `ObjCBool`: objc4's `objc.h` makes it a `signed char` on
    /// x86_64 slices (the Intel simulator, Mac Catalyst on Intel), where Swift's `Bool` in a C function or block type
    /// would read and write the wrong type, and a C `bool` on arm64.
    /// - Parameters:
    ///   - body: Tapwise's answer.
    ///   - selector: `point(inside:with:)`.
    ///   - original: The class's own implementation, or `nil` to call the superclass's, looked up at each call.
    ///   - superclass: The class's superclass.
    private nonisolated static func pointInsideReplacement(
      _ body: @escaping PointInsideBody, selector: Selector, original: IMP?, superclass: AnyClass?
    ) -> IMP {
      typealias PointInside = @convention(c) (UIView, Selector, CGPoint, UIEvent?) -> ObjCBool
      let callOriginal = { (view: UIView, point: CGPoint, event: UIEvent?) -> Bool in
        guard let implementation = original ?? class_getMethodImplementation(superclass, selector) else { return false }
        return unsafeBitCast(implementation, to: PointInside.self)(view, selector, point, event).boolValue
      }
      let replacement: @convention(block) (UIView, CGPoint, UIEvent?) -> ObjCBool = { view, point, event in
        guard Thread.isMainThread else { return ObjCBool(callOriginal(view, point, event)) }
        return ObjCBool(onMainThread { body(view, point, event) { callOriginal(view, $0, event) } })
      }
      return imp_implementationWithBlock(replacement)
    }
  }
#endif
