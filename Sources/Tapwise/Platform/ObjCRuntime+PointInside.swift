#if canImport(UIKit) && canImport(ObjectiveC)
  import ObjectiveC
  import UIKit

  extension RuntimeHooks {
    private static var pointInsideReplacements: Set<IMP> = []

    /// Apple: makes `point(inside:with:)` go through the body for this view's class, and only for it (and its
    /// subclasses). A class that inherits the method gets its own, added with `class_addMethod` and the inherited
    /// method's type encoding; a class that defines one has it replaced. UIView's own method is never touched
    /// unless a plain `UIView` gets a touch area. A class already going through the body is left alone.
    static func interceptPointInside(of view: UIView, _ body: @escaping PointInsideBody) {
      typealias PointInside = @convention(c) (UIView, Selector, CGPoint, UIEvent?) -> Bool
      let viewClass: AnyClass = type(of: view)
      let selector = #selector(UIView.point(inside:with:))
      guard let method = class_getInstanceMethod(viewClass, selector),
        !pointInsideReplacements.contains(method_getImplementation(method))
      else { return }
      let original = unsafeBitCast(method_getImplementation(method), to: PointInside.self)
      let replacement: @convention(block) (UIView, CGPoint, UIEvent?) -> Bool = { view, point, event in
        guard Thread.isMainThread else { return original(view, selector, point, event) }
        return onMainThread { body(view, point, event) { original(view, selector, $0, event) } }
      }
      let implementation = imp_implementationWithBlock(replacement)
      pointInsideReplacements.insert(implementation)
      if !class_addMethod(viewClass, selector, implementation, method_getTypeEncoding(method)) {
        method_setImplementation(method, implementation)
      }
    }
  }
#endif
