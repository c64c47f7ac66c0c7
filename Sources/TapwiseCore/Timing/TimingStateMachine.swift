/// A synchronous timing policy with time as an input: the pure core under the simulator and the live wrappers.
///
/// A state machine never reads a clock and never schedules anything. Its driver feeds it events with their times,
/// watches ``deadline``, and calls ``fire(at:)`` when that time comes. Each call returns the value to deliver now,
/// if any. Implementations are value types that store their pending value inline, so steady-state use allocates
/// nothing.
///
/// The driver must respect the exact-time rule: **a timer due at T runs before an event stamped T.** So before
/// `receive(_:at: t)`, fire every deadline `<= t`, each at its own deadline:
///
/// ```swift
/// var machine = try ThrottleStateMachine<Int>(interval: .milliseconds(400))
/// func send(_ value: Int, at now: Duration) {
///   while let due = machine.deadline, due <= now {
///     if let value = machine.fire(at: due) { deliver(value, at: due) }
///   }
///   if let value = machine.receive(value, at: now) { deliver(value, at: now) }
/// }
/// ```
///
/// - Note: Times are `Duration` offsets from any origin the driver picks. They must not decrease between calls.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
public protocol TimingStateMachine<Value> {
  /// The type of the values that flow through.
  associatedtype Value

  /// When ``fire(at:)`` must next be called, or `nil` when nothing is scheduled.
  var deadline: Duration? { get }

  /// The start of the current throttle window or debounce burst, or `nil` while idle.
  ///
  /// Timelines shade the span from this instant to the next change of this property.
  var activeSince: Duration? { get }

  /// The value waiting for a timer, if any.
  var pending: Value? { get }

  /// Feeds one event.
  /// - Parameters:
  ///   - value: The event's value.
  ///   - time: The event's time, not earlier than any time passed before.
  /// - Returns: The value to deliver immediately (a leading delivery), or `nil`.
  /// - Note: If a deadline `<= time` was not fired, the machine fires it first, late, at `time`, so nothing is lost
  ///   and spacing still holds; the returned value is then that late delivery. Anything the event itself would
  ///   deliver at once then becomes due at `time`: check ``deadline`` again.
  mutating func receive(_ value: Value, at time: Duration) -> Value?

  /// Runs the timer that is due.
  /// - Parameters:
  ///   - time: The current time, normally exactly ``deadline``.
  /// - Returns: The value to deliver at `time` (a trailing delivery), or `nil`. Does nothing before the deadline.
  mutating func fire(at time: Duration) -> Value?

  /// Delivers the pending value now instead of waiting for its timer.
  /// - Parameters:
  ///   - time: The current time.
  /// - Returns: The pending value, or `nil` when nothing is pending.
  mutating func flush(at time: Duration) -> Value?

  /// Drops the pending value. Windows and bursts carry on, so rate limits still hold afterwards.
  mutating func cancel()
}
