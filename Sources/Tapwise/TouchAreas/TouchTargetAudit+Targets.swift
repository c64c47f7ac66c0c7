extension TouchTargetAudit {
  /// Whether the audit checks a view, eligibility aside: a control, a view a tap gesture recognizer makes tappable,
  /// or a view whose touch-area settings change where it answers touches.
  ///
  /// A tap recognizer counts only while it is enabled: a disabled one takes no touches, as in UIKit. Other
  /// recognizers (pans, long presses, pinches) don't make a view a target: a finger finds them by dragging or
  /// holding anywhere on the view, not by aiming a tap.
  /// - Parameters:
  ///   - view: Any view.
  /// - Returns: Whether the view is a touch target.
  static func isTarget(_ view: UIView) -> Bool {
    if view is UIControl || TouchAreaState.of(view)?.changesArea == true { return true }
    return view.gestureRecognizers?.contains { $0 is UITapGestureRecognizer && $0.isEnabled } == true
  }
}
