import Foundation

/// A live throttle for app code: sends go in on the main actor, deliveries come out on an injected clock.
///
/// It drives a ``ThrottleStateMachine`` with at most one sleeping task, never a task per event. Each ``send(_:)``,
/// ``flush()`` and ``cancel()`` first delivers anything already due at `clock.now` (a timer due at T runs before an
/// event at T), then does its work. Trailing deliveries carry their exact deadline instant, not the moment the task
/// happened to wake.
///
/// The slider-to-Bluetooth case: write at most every 0.4 s, and always write the final position.
///
/// ```swift
/// let writer = try Throttler<Float, ContinuousClock>(interval: .milliseconds(400)) { [weak peripheral] value, _ in
///   peripheral?.writeBrightness(value)
/// }
/// slider.onChange = { writer.send($0) }
/// ```
///
/// - Note: Main-actor only. The handler runs on the main actor and may call `send`, `flush` or `cancel` re-entrantly;
///   such a call is not queued but runs at once, at the clock's time, so a value the handler sends while delivering
///   a window end that `send(v)` found overdue is received before `v`, as with a prompt timer. Capture owners weakly
///   in the handler; the throttler holds the handler strongly and the task holds the throttler weakly, so releasing
///   the throttler cancels its timer.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
@MainActor
public final class Throttler<Value, C: Clock> where C.Duration == Duration {
  /// The machine and its single timer task.
  private let driver: TimingDriver<ThrottleStateMachine<Value>, C>

  /// Creates a throttle on a given clock.
  /// - Parameters:
  ///   - interval: The minimum spacing between deliveries.
  ///   - leading: Deliver an event that arrives while idle at once. Defaults to `true`.
  ///   - trailing: Deliver the pending value at the window's end. Defaults to `true`.
  ///   - latest: Keep the latest pending value rather than the first. Defaults to `true`.
  ///   - clock: The clock to read and sleep on, such as a `TestClock` in tests.
  ///   - handler: Receives each delivered value and the instant it belongs to.
  /// - Note: Throws ``TimingError/negativeInterval(parameter:value:)`` for a negative interval.
  public init(
    interval: Duration, leading: Bool = true, trailing: Bool = true, latest: Bool = true, clock: C,
    handler: @escaping @MainActor (Value, C.Instant) -> Void
  ) throws(TimingError) {
    let machine = try ThrottleStateMachine<Value>(
      interval: interval, leading: leading, trailing: trailing, latest: latest)
    driver = TimingDriver(machine: machine, clock: clock, handler: handler)
  }

  /// Creates a throttle with an interval in seconds, rounded to the nearest nanosecond.
  /// - Parameters:
  ///   - interval: The minimum spacing between deliveries, in seconds.
  ///   - leading: Deliver an event that arrives while idle at once.
  ///   - trailing: Deliver the pending value at the window's end.
  ///   - latest: Keep the latest pending value rather than the first.
  ///   - clock: The clock to read and sleep on.
  ///   - handler: Receives each delivered value and the instant it belongs to.
  /// - Note: Throws for NaN, infinite or negative values; NaN and infinities are checked before conversion.
  public convenience init(
    interval: TimeInterval, leading: Bool = true, trailing: Bool = true, latest: Bool = true, clock: C,
    handler: @escaping @MainActor (Value, C.Instant) -> Void
  ) throws(TimingError) {
    try self.init(
      interval: Duration.interval(interval, "interval"), leading: leading, trailing: trailing, latest: latest,
      clock: clock, handler: handler)
  }

  /// The minimum spacing between deliveries.
  public var interval: Duration {
    driver.machine.interval
  }

  /// Whether an event that arrives while idle is delivered at once.
  public var leading: Bool {
    driver.machine.leading
  }

  /// Whether the value pending at a window's end is delivered then.
  public var trailing: Bool {
    driver.machine.trailing
  }

  /// Whether a newer event replaces the pending one.
  public var latest: Bool {
    driver.machine.latest
  }

  /// The value waiting for the window's end, if any.
  public var pending: Value? {
    driver.machine.pending
  }

  /// When the open window ends, or `nil` while idle.
  public var deadline: C.Instant? {
    driver.deadline
  }

  /// Offers a value: delivered now, held for the window's end, or dropped, per the options.
  /// - Parameters:
  ///   - value: The new value.
  public func send(_ value: Value) {
    driver.send(value)
  }

  /// Delivers the pending value now and opens a fresh window, so the next delivery is at least one interval later.
  /// - Note: Does nothing when nothing is pending. The flushed delivery itself may come sooner than one interval
  ///   after the previous one; that is what a flush asks for.
  public func flush() {
    driver.flush()
  }

  /// Drops the pending value. The open window stays, so spacing still holds for the next value.
  /// - Note: A value whose window end has already passed is delivered first, as ``send(_:)`` would, even if the timer
  ///   task has not run yet: only a value still waiting is dropped.
  public func cancel() {
    driver.cancel()
  }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension Throttler where C == ContinuousClock {
  /// Creates a throttle on the continuous clock.
  /// - Parameters:
  ///   - interval: The minimum spacing between deliveries.
  ///   - leading: Deliver an event that arrives while idle at once.
  ///   - trailing: Deliver the pending value at the window's end.
  ///   - latest: Keep the latest pending value rather than the first.
  ///   - handler: Receives each delivered value and the instant it belongs to.
  /// - Note: Throws for a negative interval.
  public convenience init(
    interval: Duration, leading: Bool = true, trailing: Bool = true, latest: Bool = true,
    handler: @escaping @MainActor (Value, ContinuousClock.Instant) -> Void
  ) throws(TimingError) {
    try self.init(
      interval: interval, leading: leading, trailing: trailing, latest: latest, clock: ContinuousClock(),
      handler: handler)
  }

  /// Creates a throttle on the continuous clock with an interval in seconds.
  /// - Parameters:
  ///   - interval: The minimum spacing between deliveries, in seconds.
  ///   - leading: Deliver an event that arrives while idle at once.
  ///   - trailing: Deliver the pending value at the window's end.
  ///   - latest: Keep the latest pending value rather than the first.
  ///   - handler: Receives each delivered value and the instant it belongs to.
  /// - Note: Throws for NaN, infinite or negative values.
  public convenience init(
    interval: TimeInterval, leading: Bool = true, trailing: Bool = true, latest: Bool = true,
    handler: @escaping @MainActor (Value, ContinuousClock.Instant) -> Void
  ) throws(TimingError) {
    try self.init(
      interval: interval, leading: leading, trailing: trailing, latest: latest, clock: ContinuousClock(),
      handler: handler)
  }
}
