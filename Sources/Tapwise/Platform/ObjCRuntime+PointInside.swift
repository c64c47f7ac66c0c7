#if canImport(UIKit) && canImport(ObjectiveC)
  import ObjectiveC
  import UIKit

  extension RuntimeHooks {
    private static var pointInsideReplacements: Set<IMP> = []

    /// Apple: makes `point(inside:with:)` of this view's class go through the body. The implementation the class
    /// actually uses (its own override, or an ancestor's down to UIView's) is replaced once; classes of views
    /// that never get a touch area keep theirs unless they share that implementation.
    static func interceptPointInside(of view: UIView, _ body: @escaping PointInsideBody) {
      typealias PointInside = @convention(c) (UIView, Selector, CGPoint, UIEvent?) -> Bool
      let selector = #selector(UIView.point(inside:with:))
      guard let method = class_getInstanceMethod(type(of: view), selector),
        !pointInsideReplacements.contains(method_getImplementation(method))
      else { return }
      let original = unsafeBitCast(method_getImplementation(method), to: PointInside.self)
      let replacement: @convention(block) (UIView, CGPoint, UIEvent?) -> Bool = { view, point, event in
        MainActor.assumeIsolated { body(view, point, event) { original(view, selector, $0, event) } }
      }
      let implementation = imp_implementationWithBlock(replacement)
      pointInsideReplacements.insert(implementation)
      method_setImplementation(method, implementation)
    }
  }
#endif
