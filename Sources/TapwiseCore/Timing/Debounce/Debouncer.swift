import Foundation

/// A live debounce for app code: sends go in on the main actor, deliveries come out on an injected clock.
///
/// It drives a ``DebounceStateMachine`` with at most one sleeping task. When a burst goes on and the deadline moves
/// later, the task is not cancelled or recreated: it wakes at the old deadline, finds nothing due, and sleeps until
/// the new one. Each ``send(_:)``, ``flush()`` and ``cancel()`` first delivers anything already due at `clock.now`,
/// then does its work. Deliveries carry their exact deadline instant.
///
/// ```swift
/// let search = try Debouncer<String, ContinuousClock>(interval: .milliseconds(300)) { [weak model] query, _ in
///   model?.runSearch(query)
/// }
/// searchField.onChange = { search.send($0) }
/// ```
///
/// - Note: Main-actor only. The handler runs on the main actor and may call `send`, `flush` or `cancel` re-entrantly;
///   such a call is not queued but runs at once, at the clock's time, so a value the handler sends while delivering
///   a burst's end that `send(v)` found overdue is received before `v`, as with a prompt timer. Capture owners weakly
///   in the handler; releasing the debouncer cancels its timer.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
@MainActor
public final class Debouncer<Value, C: Clock> where C.Duration == Duration {
  /// The machine and its single timer task.
  private let driver: TimingDriver<DebounceStateMachine<Value>, C>

  /// Creates a debounce on a given clock.
  /// - Parameters:
  ///   - interval: The quiet time that ends a burst.
  ///   - maxWait: The longest a value may stay pending, or `nil` (the default) for no limit.
  ///   - leading: Deliver the first event of a burst at once. Defaults to `false`.
  ///   - trailing: Deliver the pending value when the burst goes quiet. Defaults to `true`.
  ///   - clock: The clock to read and sleep on, such as a `TestClock` in tests.
  ///   - handler: Receives each delivered value and the instant it belongs to.
  /// - Note: Throws for a negative `interval` or `maxWait`, and for `maxWait < interval`.
  public init(
    interval: Duration, maxWait: Duration? = nil, leading: Bool = false, trailing: Bool = true, clock: C,
    handler: @escaping @MainActor (Value, C.Instant) -> Void
  ) throws(TimingError) {
    let machine = try DebounceStateMachine<Value>(
      interval: interval, maxWait: maxWait, leading: leading, trailing: trailing)
    driver = TimingDriver(machine: machine, clock: clock, handler: handler)
  }

  /// Creates a debounce with times in seconds, each rounded to the nearest nanosecond.
  /// - Parameters:
  ///   - interval: The quiet time that ends a burst, in seconds.
  ///   - maxWait: The longest a value may stay pending, in seconds, or `nil`.
  ///   - leading: Deliver the first event of a burst at once.
  ///   - trailing: Deliver the pending value when the burst goes quiet.
  ///   - clock: The clock to read and sleep on.
  ///   - handler: Receives each delivered value and the instant it belongs to.
  /// - Note: Throws for NaN, infinite or negative values (checked before conversion) and for `maxWait < interval`.
  public convenience init(
    interval: TimeInterval, maxWait: TimeInterval? = nil, leading: Bool = false, trailing: Bool = true, clock: C,
    handler: @escaping @MainActor (Value, C.Instant) -> Void
  ) throws(TimingError) {
    let machine = try DebounceStateMachine<Value>(
      interval: interval, maxWait: maxWait, leading: leading, trailing: trailing)
    try self.init(
      interval: machine.interval, maxWait: machine.maxWait, leading: leading, trailing: trailing, clock: clock,
      handler: handler)
  }

  /// The quiet time that ends a burst.
  public var interval: Duration {
    driver.machine.interval
  }

  /// The longest a value may stay pending, or `nil`.
  public var maxWait: Duration? {
    driver.machine.maxWait
  }

  /// Whether the first event of a burst is delivered at once.
  public var leading: Bool {
    driver.machine.leading
  }

  /// Whether the pending value is delivered when the burst goes quiet.
  public var trailing: Bool {
    driver.machine.trailing
  }

  /// The value waiting for the burst to go quiet, if any.
  public var pending: Value? {
    driver.machine.pending
  }

  /// When the timer next fires, or `nil` while idle.
  public var deadline: C.Instant? {
    driver.deadline
  }

  /// Offers a value: it restarts the quiet time and becomes the pending value (or is delivered at once when it
  /// starts a burst and `leading` is on).
  /// - Parameters:
  ///   - value: The new value.
  public func send(_ value: Value) {
    driver.send(value)
  }

  /// Delivers the pending value now and ends the burst, so the next value starts a new one.
  public func flush() {
    driver.flush()
  }

  /// Drops the pending value. The burst runs on to its quiet deadline.
  /// - Note: A value whose deadline has already passed is delivered first, as ``send(_:)`` would, even if the timer
  ///   task has not run yet: only a value still waiting is dropped.
  public func cancel() {
    driver.cancel()
  }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension Debouncer where C == ContinuousClock {
  /// Creates a debounce on the continuous clock.
  /// - Parameters:
  ///   - interval: The quiet time that ends a burst.
  ///   - maxWait: The longest a value may stay pending, or `nil`.
  ///   - leading: Deliver the first event of a burst at once.
  ///   - trailing: Deliver the pending value when the burst goes quiet.
  ///   - handler: Receives each delivered value and the instant it belongs to.
  /// - Note: Throws for a negative `interval` or `maxWait`, and for `maxWait < interval`.
  public convenience init(
    interval: Duration, maxWait: Duration? = nil, leading: Bool = false, trailing: Bool = true,
    handler: @escaping @MainActor (Value, ContinuousClock.Instant) -> Void
  ) throws(TimingError) {
    try self.init(
      interval: interval, maxWait: maxWait, leading: leading, trailing: trailing, clock: ContinuousClock(),
      handler: handler)
  }

  /// Creates a debounce on the continuous clock with times in seconds.
  /// - Parameters:
  ///   - interval: The quiet time that ends a burst, in seconds.
  ///   - maxWait: The longest a value may stay pending, in seconds, or `nil`.
  ///   - leading: Deliver the first event of a burst at once.
  ///   - trailing: Deliver the pending value when the burst goes quiet.
  ///   - handler: Receives each delivered value and the instant it belongs to.
  /// - Note: Throws for NaN, infinite or negative values, and for `maxWait < interval`.
  public convenience init(
    interval: TimeInterval, maxWait: TimeInterval? = nil, leading: Bool = false, trailing: Bool = true,
    handler: @escaping @MainActor (Value, ContinuousClock.Instant) -> Void
  ) throws(TimingError) {
    try self.init(
      interval: interval, maxWait: maxWait, leading: leading, trailing: trailing, clock: ContinuousClock(),
      handler: handler)
  }
}
