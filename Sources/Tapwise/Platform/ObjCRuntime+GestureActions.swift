#if canImport(UIKit) && canImport(ObjectiveC)
  import UIKit

  extension RuntimeHooks {
    /// Apple: adds a closure as a gesture recognizer's action, through a target with an `@objc` method.
    ///
    /// A recognizer does not retain its targets: the caller keeps the returned target for as long as the action
    /// should run.
    /// - Parameters:
    ///   - recognizer: The recognizer.
    ///   - body: Called with the recognizer each time it sends its action.
    /// - Returns: The target, to keep.
    static func addAction(
      to recognizer: UIGestureRecognizer, _ body: @escaping @MainActor (UIGestureRecognizer) -> Void
    ) -> AnyObject {
      let target = GestureActionTarget(body)
      recognizer.addTarget(target, action: #selector(GestureActionTarget.recognized(_:)))
      return target
    }
  }

  /// Apple: a gesture recognizer's target that calls a closure.
  @MainActor
  private final class GestureActionTarget: NSObject {
    private let body: @MainActor (UIGestureRecognizer) -> Void

    init(_ body: @escaping @MainActor (UIGestureRecognizer) -> Void) {
      self.body = body
    }

    @objc func recognized(_ recognizer: UIGestureRecognizer) {
      body(recognizer)
    }
  }
#endif
