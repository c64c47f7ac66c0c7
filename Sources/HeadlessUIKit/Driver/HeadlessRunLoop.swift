import Foundation

/// The main run loop's clock and timers, on virtual time: the time that events, timers and code under test see.
///
/// HeadlessUIKit owns time. ``now`` moves only when a test advances it, through ``TouchDriver/advance(by:)`` or
/// ``advance(by:)``; each advance fires, synchronously and in time order, every timer that falls due on the way,
/// with ``now`` reading that timer's due time while it runs. HeadlessUIKit schedules its own timers here (a long
/// press recognizing, a tap recognizer giving up); so can any code that would use the main run loop or
/// `DispatchQueue.main.asyncAfter` on iOS.
///
/// ```swift
/// let driver = TouchDriver(window: window)                 // a fresh epoch: now == 1000, no timers
/// let timer = HeadlessRunLoop.main.schedule(after: 0.15) { deliverDelayedTouches() }
/// driver.advance(by: 0.1)                                  // not yet
/// driver.advance(by: 0.05)                                 // fires at 1000.15, before advance returns
/// timer.cancel()                                           // too late: does nothing
/// ```
///
/// **Epochs.** Tests share one process and one main run loop, so each ``TouchDriver`` owns an *epoch*: creating a
/// driver starts a fresh one (``now`` set to the driver's starting time, every timer scheduled before discarded),
/// and a driver that acts after another driver took the run loop takes it back, at its own time, discarding the
/// other driver's timers. A test that creates its driver and runs synchronously therefore never sees another test's
/// time or timers, whatever order the tests run in.
///
/// - Note: This is a test driver, not UIKit API. Time is counted in whole nanoseconds, so sums of delays stay
///   exact. Before any driver exists, ``now`` reads 1000 seconds.
@MainActor
public final class HeadlessRunLoop {
  /// The main run loop, the one all of HeadlessUIKit uses.
  public static let main = HeadlessRunLoop()

  /// The time a run loop starts at, and a ``TouchDriver``'s default starting time: 1000 s, like a device's uptime.
  public static let defaultStartTime: TimeInterval = 1000

  /// The current virtual time, in seconds since a notional system start, as `UIEvent.timestamp` counts.
  public var now: TimeInterval { TimeInterval(nanoseconds) / 1e9 }

  /// The timers not yet fired or cancelled, in the order they will fire.
  private var pending: [HeadlessTimer] = []
  private var nanoseconds: Int64
  /// The epoch whose time and timers the run loop holds.
  private var epoch: Epoch?

  private init() {
    nanoseconds = Self.nanoseconds(Self.defaultStartTime)
  }

  /// How many timers are waiting to fire. A test that wants to prove it left nothing running checks it is `0`.
  public var scheduledTimerCount: Int { pending.count }

  /// The due time of the next timer to fire, or `nil` when none is scheduled.
  public var nextFireTime: TimeInterval? { pending.first?.fireTime }

  /// Schedules a closure to run on the main actor once virtual time has moved a delay past ``now``.
  /// - Parameters:
  ///   - delay: Seconds from now, rounded to the nanosecond; a negative delay counts as `0`. A timer due now fires
  ///     at the next advance, even an advance by `0`, never during this call.
  ///   - body: What to run. While it runs, ``now`` reads the timer's due time.
  /// - Returns: The timer, which ``HeadlessTimer/cancel()`` stops from firing.
  @discardableResult
  public func schedule(after delay: TimeInterval, _ body: @escaping @MainActor () -> Void) -> HeadlessTimer {
    let due = nanoseconds + Self.nanoseconds(max(0, delay))
    let timer = HeadlessTimer(runLoop: self, dueNanoseconds: due, body: body)
    // From the back: a new timer usually falls due after those already waiting. A loop, not a closure (see
    // `containsIdentical(_:)`).
    var index = pending.endIndex
    while index > pending.startIndex && pending[index - 1].dueNanoseconds > due { index -= 1 }
    pending.insert(timer, at: index)
    return timer
  }

  /// Moves virtual time forward, firing every timer that falls due on the way, in time order, before returning.
  ///
  /// Timers due at the same instant fire in the order they were scheduled. A timer that a firing timer schedules
  /// fires in the same call if it falls due within the span.
  /// - Parameters:
  ///   - seconds: How far to move, rounded to the nanosecond; must not be negative.
  public func advance(by seconds: TimeInterval) {
    precondition(seconds >= 0, "HeadlessRunLoop: time cannot go backwards (advance(by: \(seconds)))")
    let end = nanoseconds + Self.nanoseconds(seconds)
    while let timer = pending.first, timer.dueNanoseconds <= end {
      pending.removeFirst()
      nanoseconds = max(nanoseconds, timer.dueNanoseconds)
      timer.fire()
    }
    // A timer that advanced the clock itself may have moved it past `end`: time never goes back.
    nanoseconds = max(nanoseconds, end)
  }

  /// Removes a timer that has not fired.
  func cancel(_ timer: HeadlessTimer) {
    pending.removeFirstIdentical(timer)
  }

  // MARK: - Epochs

  /// One driver's claim on the run loop: the time to return to when it takes the run loop back.
  @MainActor
  final class Epoch {
    fileprivate var nanoseconds: Int64

    init(startingAt time: TimeInterval) {
      nanoseconds = HeadlessRunLoop.nanoseconds(time)
    }
  }

  /// Makes an epoch the current one. Switching saves the outgoing epoch's time, sets the clock to the incoming
  /// one's and discards every pending timer, which belonged to the outgoing epoch.
  func enter(_ epoch: Epoch) {
    guard self.epoch !== epoch else { return }
    self.epoch?.nanoseconds = nanoseconds
    self.epoch = epoch
    nanoseconds = epoch.nanoseconds
    let discarded = pending
    pending = []
    for timer in discarded { timer.discard() }
    GestureArena.shared.startOver()
  }

  nonisolated static func nanoseconds(_ seconds: TimeInterval) -> Int64 {
    Int64((seconds * 1e9).rounded())
  }
}
