#if canImport(UIKit) && canImport(ObjectiveC)
  import ObjectiveC
  import UIKit

  extension RuntimeHooks {
    /// Apple: whether `hitTest(_:with:)` on this view runs anything but `UIView`'s own implementation: an override
    /// in its class or a superclass, including UIKit's private subclasses, which hit testing runs too.
    ///
    /// The class is the runtime's (`object_getClass`), so a KVO subclass is looked through like any other, and the
    /// implementations are compared by `IMP`, as QMUI's `HasOverrideSuperclassMethod` (QMUIRuntime.h) compares
    /// methods, except against `UIView`'s rather than the direct superclass's: an override inherited from any
    /// class between them counts. A `hitTest` swizzled on `UIView` itself changes both sides and is not seen.
    /// - Parameters:
    ///   - view: The view.
    /// - Returns: `true` when its `hitTest` is not `UIView`'s.
    static func overridesHitTest(_ view: UIView) -> Bool {
      let selector = #selector(UIView.hitTest(_:with:))
      return class_getMethodImplementation(object_getClass(view), selector)
        != class_getMethodImplementation(UIView.self, selector)
    }

    /// Apple: whether `point(inside:with:)` on this view runs anything but `UIView`'s own implementation, compared
    /// as ``overridesHitTest(_:)`` compares: a class Tapwise gave its own method for touch areas counts, and so
    /// does any override in the class or a superclass. A `point(inside:with:)` swizzled on `UIView` itself is not
    /// seen.
    /// - Parameters:
    ///   - view: The view.
    /// - Returns: `true` when its `point(inside:with:)` is not `UIView`'s.
    static func overridesPointInside(_ view: UIView) -> Bool {
      let selector = #selector(UIView.point(inside:with:))
      return class_getMethodImplementation(object_getClass(view), selector)
        != class_getMethodImplementation(UIView.self, selector)
    }

    /// Apple: always `nil`. Tapwise doesn't replace `hitTest`, so the start and end of UIKit's hit test can't be
    /// seen; touch-area answers are kept only while a view's own answer is being worked out (``TouchAreaMemo``).
    static var hitTestNumber: Int? { nil }
  }
#endif
