import Foundation

@testable import HeadlessUIKit

/// Builds touches and events the way the system would deliver them, through HeadlessUIKit's internal initialisers.
@MainActor
enum Touches {
  /// A touch that has just begun at a point in window coordinates.
  static func began(in window: UIWindow, at point: CGPoint, time: TimeInterval = 1, tapCount: Int = 1) -> UITouch {
    UITouch(window: window, location: point, timestamp: time, tapCount: tapCount)
  }

  /// Moves a touch to a point in window coordinates, remembering where it was.
  static func move(_ touch: UITouch, to point: CGPoint, time: TimeInterval = 2) {
    touch.previousLocationInWindow = touch.locationInWindow
    touch.locationInWindow = point
    touch.phaseStorage = .moved
    touch.timestampStorage = time
  }

  /// Lifts a touch, optionally at a new point in window coordinates.
  static func end(_ touch: UITouch, at point: CGPoint? = nil, time: TimeInterval = 3) {
    if let point {
      touch.previousLocationInWindow = touch.locationInWindow
      touch.locationInWindow = point
    }
    touch.phaseStorage = .ended
    touch.timestampStorage = time
  }

  /// A touch event carrying the given touches.
  static func event(_ touches: UITouch..., time: TimeInterval = 1) -> UIEvent {
    UIEvent(timestamp: time, touches: Set(touches))
  }
}
