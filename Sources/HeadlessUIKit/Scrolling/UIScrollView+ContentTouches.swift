import Foundation

/// The two questions a scroll view answers about its content's touches, which the gesture arena asks on its one
/// delivery path.
///
/// - Before a view gets `touchesBegan`, the innermost scroll view that is or contains it is asked
///   `touchesShouldBegin(_:with:in:)`; on no, the view gets no messages for those touches.
/// - Before ``UIScrollView/panGestureRecognizer`` begins, every view of the content that already has one of its
///   touches must let the touch go (`canCancelContentTouches`, `touchesShouldCancel(in:)`), or the pan fails.
extension UIView {
  /// This view if it is a scroll view, else its nearest scroll view ancestor.
  var innermostScrollView: UIScrollView? {
    var view: UIView? = self
    while let current = view {
      if let scrollView = current as? UIScrollView { return scrollView }
      view = current.superview
    }
    return nil
  }

  /// Whether this view may receive `touchesBegan` for touches: what its innermost scroll view's
  /// `touchesShouldBegin(_:with:in:)` says, or `true` outside any scroll view.
  func scrollViewLetsTouchesBegin(_ touches: Set<UITouch>, with event: UIEvent) -> Bool {
    innermostScrollView?.touchesShouldBegin(touches, with: event, in: self) ?? true
  }
}

extension UIScrollView {
  /// Whether the pan may take its touches from the views of the content that already have them.
  ///
  /// Touches on the scroll view itself, touches whose view has not begun (held back, or declined by
  /// `touchesShouldBegin`) and touches that have ended in their view are free to take.
  func panMayTakeContentTouches() -> Bool {
    for touch in scrollPan.trackedTouches
    where touch.viewHasBegun && !touch.viewHasFinished && !touch.isTakenFromView {
      guard let view = touch.view, view !== self else { continue }
      guard canCancelContentTouches, touchesShouldCancel(in: view) else { return false }
    }
    return true
  }
}
