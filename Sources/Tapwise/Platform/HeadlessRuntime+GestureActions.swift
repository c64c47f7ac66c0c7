#if !canImport(UIKit)
  import HeadlessUIKit

  // HeadlessUIKit: the mirror of ObjCRuntime+GestureActions.swift.
  extension RuntimeHooks {
    /// HeadlessUIKit: adds a closure as a gesture recognizer's action, through a ``HeadlessActionTarget``.
    ///
    /// A recognizer does not retain its targets: the caller keeps the returned target for as long as the action
    /// should run.
    static func addAction(
      to recognizer: UIGestureRecognizer, _ body: @escaping @MainActor (UIGestureRecognizer) -> Void
    ) -> AnyObject {
      let target = GestureActionTarget(body)
      recognizer.addTarget(target, action: GestureActionTarget.recognized)
      return target
    }
  }

  /// HeadlessUIKit: a gesture recognizer's target that calls a closure, the mirror of the `@objc` target in
  /// ObjCRuntime+GestureActions.swift.
  @MainActor
  private final class GestureActionTarget: HeadlessActionTarget {
    static let recognized = NSSelectorFromString("recognized:")
    private let body: @MainActor (UIGestureRecognizer) -> Void

    init(_ body: @escaping @MainActor (UIGestureRecognizer) -> Void) {
      self.body = body
    }

    func responds(toAction action: Selector) -> Bool { action == Self.recognized }

    func perform(_ action: Selector, sender: Any?, event: UIEvent?) {
      guard let recognizer = sender as? UIGestureRecognizer else { return }
      body(recognizer)
    }
  }
#endif
