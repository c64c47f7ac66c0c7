extension TouchTargetAudit {
  /// Whether the audit checks a view, eligibility aside: a control, a view a tap gesture recognizer makes tappable,
  /// or a view whose touch-area settings change where it answers touches.
  /// - Parameters:
  ///   - view: Any view.
  /// - Returns: Whether the view is a touch target.
  static func isTarget(_ view: UIView) -> Bool {
    view is UIControl || TouchAreaState.of(view)?.changesArea == true || isTappable(view)
  }

  /// Whether an enabled tap gesture recognizer is attached to a view.
  ///
  /// A disabled tap recognizer takes no touches, as in UIKit. Other recognizers (pans, long presses, pinches)
  /// don't make a view a target: a finger finds them by dragging or holding anywhere on the view, not by aiming a
  /// tap.
  /// - Parameters:
  ///   - view: Any view.
  /// - Returns: Whether the view has an enabled `UITapGestureRecognizer`.
  package static func isTappable(_ view: UIView) -> Bool {
    view.gestureRecognizers?.contains { $0 is UITapGestureRecognizer && $0.isEnabled } == true
  }
}
