import Foundation

extension UIGestureRecognizer {
  /// The states of a gesture recognizer, with UIKit's raw values.
  ///
  /// A discrete gesture (a tap) goes from ``possible`` to ``recognized`` or ``failed``; a continuous one (a long
  /// press, a pan) from ``possible`` to ``began``, then ``changed`` any number of times, then ``ended`` or
  /// ``cancelled``, or to ``failed`` before it begins. Every recognizer returns to ``possible`` when its touch
  /// sequence ends.
  public enum State: Int, Sendable {
    /// The recognizer has not recognized its gesture yet, and may. The default state.
    case possible = 0
    /// The recognizer received touches it recognizes as the start of a continuous gesture.
    case began = 1
    /// The recognizer received touches it recognizes as a change to a continuous gesture.
    case changed = 2
    /// The recognizer received touches it recognizes as the end of a continuous gesture, or recognized a discrete
    /// one (``recognized`` is this state).
    case ended = 3
    /// The recognizer received touches that cancelled a continuous gesture.
    case cancelled = 4
    /// The recognizer received touches that can't be its gesture.
    case failed = 5

    /// The state of a recognizer that recognized a discrete gesture: ``ended``.
    public static var recognized: UIGestureRecognizer.State { .ended }
  }
}
