import Foundation

/// Injects touches into a window on a virtual clock, the way the system delivers them.
///
/// Every phase of a touch travels `UIApplication.shared.sendEvent(_:)` → `UIWindow.sendEvent(_:)`: the window
/// hit-tests a touch once when it begins, and that view owns it to the end. Both the `UIEvent` and the `UITouch`
/// carry the driver's ``now``.
///
/// Time is ``HeadlessRunLoop/main``'s and moves only when the test says so: through ``advance(by:)``, which fires
/// the run loop's timers that fall due on the way, or by ``step`` between the phases of the gestures ``tap(at:)``,
/// ``tap(at:count:)``, ``tap(_:)`` and ``drag(along:)``. The fine-grained ``touchDown(at:tapCount:)``,
/// ``move(_:to:)``, ``lift(_:)`` and ``cancel(_:)`` never move it.
///
/// Touches are fingers (`.direct`); ``tap(at:touchType:)`` and ``touchDown(at:tapCount:touchType:)`` make another
/// kind of touch, such as an Apple Pencil's.
///
/// Each driver owns an epoch of the run loop (see ``HeadlessRunLoop``): a new driver sets the run loop's time to its
/// starting time and discards the timers of earlier drivers, so a test never sees another test's time or timers.
///
/// ```swift
/// let driver = TouchDriver(window: window)
/// driver.tap(payButton)                 // down at 1000.00, up at 1000.05
/// driver.advance(by: 0.3)
/// driver.tap(at: CGPoint(x: 40, y: 90))  // down at 1000.35, up at 1000.40
/// ```
///
/// - Note: This is a test driver, not UIKit API. It traps if the window is hidden: call `makeKeyAndVisible()` on
///   the window first. Time is counted in whole nanoseconds, so sums of steps stay exact: ten steps of 0.05 s after
///   1000 s read exactly 1000.5.
@MainActor
public final class TouchDriver {
  /// The default time between the phases of a gesture: 0.05 seconds.
  public static let defaultStep: TimeInterval = 0.05

  /// The window the touches go to. The driver holds it strongly.
  public let window: UIWindow
  /// The current virtual time, in seconds since a notional system start: the run loop's ``HeadlessRunLoop/now``.
  public var now: TimeInterval {
    runLoop.enter(epoch)
    return runLoop.now
  }
  private let runLoop = HeadlessRunLoop.main
  private let epoch: HeadlessRunLoop.Epoch
  /// The time between the phases of the gesture methods.
  public var step: TimeInterval

  /// Creates a driver for a window, starting a fresh epoch of the main run loop: its time becomes `now`, and every
  /// timer scheduled before is discarded.
  /// - Parameters:
  ///   - window: The window to touch.
  ///   - now: The starting time, rounded to the nanosecond. The default, 1000 seconds, looks like a device's uptime.
  ///   - step: The time between the phases of a gesture.
  public init(
    window: UIWindow, now: TimeInterval = HeadlessRunLoop.defaultStartTime, step: TimeInterval = TouchDriver.defaultStep
  ) {
    precondition(now >= 0 && step >= 0, "TouchDriver: time and step must not be negative")
    self.window = window
    self.epoch = HeadlessRunLoop.Epoch(startingAt: now)
    self.step = step
    runLoop.enter(epoch)
  }

  /// Moves the virtual time forward, firing every run-loop timer that falls due on the way, in time order, each at
  /// its own due time, before it returns. Timers scheduled by a firing timer fire too if they fall within the span.
  /// - Parameters:
  ///   - seconds: How far to move it, rounded to the nanosecond; must not be negative.
  public func advance(by seconds: TimeInterval) {
    precondition(seconds >= 0, "TouchDriver: time cannot go backwards (advance(by: \(seconds)))")
    runLoop.enter(epoch)
    runLoop.advance(by: seconds)
  }

  /// Puts a finger down, at the current time.
  /// - Parameters:
  ///   - point: Where, in window coordinates.
  ///   - tapCount: The touch's tap count: 2 for the second tap of a double tap.
  /// - Returns: The touch, whose ``ActiveTouch/view`` is the view it landed on, if any.
  @discardableResult
  public func touchDown(at point: CGPoint, tapCount: Int = 1) -> ActiveTouch {
    touchDown(at: point, tapCount: tapCount, touchType: .direct)
  }

  /// Puts something other than a finger down, at the current time: an Apple Pencil, say, whose touches a view
  /// or a gesture recognizer may treat differently.
  ///
  /// ```swift
  /// let stroke = driver.touchDown(at: CGPoint(x: 40, y: 90), touchType: .pencil)   // stroke.touch.type == .pencil
  /// ```
  /// - Parameters:
  ///   - point: Where, in window coordinates.
  ///   - tapCount: The touch's tap count: 2 for the second tap of a double tap.
  ///   - touchType: The touch's `type`, which it keeps to the end.
  /// - Returns: The touch, whose ``ActiveTouch/view`` is the view it landed on, if any.
  @discardableResult
  public func touchDown(at point: CGPoint, tapCount: Int = 1, touchType: UITouch.TouchType) -> ActiveTouch {
    precondition(tapCount >= 1, "TouchDriver: a tap count starts at 1")
    let touch = UITouch(window: window, location: point, timestamp: now, tapCount: tapCount)
    touch.typeStorage = touchType
    deliver(touch)
    return ActiveTouch(touch: touch)
  }

  /// Moves a finger, at the current time.
  /// - Parameters:
  ///   - touch: The touch, which must not have ended.
  ///   - point: The new location, in window coordinates.
  public func move(_ touch: ActiveTouch, to point: CGPoint) {
    let touch = touch.touch
    requireLive(touch)
    touch.previousLocationInWindow = touch.locationInWindow
    touch.locationInWindow = point
    touch.phaseStorage = .moved
    deliver(touch)
  }

  /// Lifts a finger where it is, at the current time.
  /// - Parameters:
  ///   - touch: The touch, which must not have ended.
  public func lift(_ touch: ActiveTouch) {
    requireLive(touch.touch)
    touch.touch.phaseStorage = .ended
    deliver(touch.touch)
  }

  /// Has the system cancel a touch, at the current time.
  /// - Parameters:
  ///   - touch: The touch, which must not have ended.
  public func cancel(_ touch: ActiveTouch) {
    requireLive(touch.touch)
    touch.touch.phaseStorage = .cancelled
    deliver(touch.touch)
  }

  private func requireLive(_ touch: UITouch) {
    precondition(touch.phase != .ended && touch.phase != .cancelled, "TouchDriver: this touch has already ended")
  }

  /// Stamps the touch with the current time and sends it, alone, in a new touch event.
  private func deliver(_ touch: UITouch) {
    precondition(
      !window.isHidden,
      "TouchDriver: the window is hidden, so it receives no touches; call makeKeyAndVisible() on it first")
    let now = self.now
    touch.timestampStorage = now
    UIApplication.shared.sendEvent(UIEvent(type: .touches, timestamp: now, touches: [touch]))
  }
}

/// A finger on the screen, created by ``TouchDriver/touchDown(at:tapCount:)``.
@MainActor
public struct ActiveTouch {
  /// The touch the system sees.
  public let touch: UITouch

  /// The view the touch landed on and that owns it, or `nil` if it landed on nothing.
  public var view: UIView? { touch.view }
}
