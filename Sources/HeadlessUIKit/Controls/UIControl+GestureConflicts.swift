import Foundation

/// Controls win the gestures that are their default action.
///
/// Apple's Event Handling Guide (iOS 6 and later): "default control actions prevent overlapping gesture recognizer
/// behavior": a single-finger single tap on a `UIButton`, `UISwitch`, `UIStepper`, `UISegmentedControl` or
/// `UIPageControl` goes to the control, not to a tap recognizer on a view behind or above it in the hierarchy.
/// UIKit implements this in the controls' `gestureRecognizerShouldBegin(_:)`, which the touched view is asked
/// before any recognizer leaves `.possible`; HeadlessUIKit does the same.
///
/// The control keeps its tap from a recognizer that would cancel its touches. One with `cancelsTouchesInView = false`
/// can't take the tap away, so the control lets it begin and both act: the recognizer first (it decides as the finger
/// lifts, before the control's `touchesEnded`), then the control. Published console output shows this order for a
/// `UIButton` under a parent's tap recognizer (Stack Overflow question 77329118, "Event response priorities for
/// gesture recognizers, UIControl, and UIButton": "view tapped", then "button clicked").
extension UIControl {
  /// Whether a recognizer is a one-finger, one-tap tap recognizer attached to a view other than this control, that
  /// cancels the touches it recognizes.
  func isSingleTapFromAnotherView(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self else { return false }
    return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1 && tap.cancelsTouchesInView
  }
}
