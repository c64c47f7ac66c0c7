import Foundation

/// Debounce as a pure state machine: deliver once the events stop for an interval, optionally also at a burst's
/// start, and optionally no later than `maxWait`.
///
/// - Every event sets the quiet deadline `t + interval`. When it passes, the pending value is delivered (with
///   `trailing`) and the burst ends.
/// - A burst starts with an event that finds no quiet deadline pending. With `leading`, that event is delivered at
///   once; with `leading` and `trailing` both on, the burst delivers again at its end only if another event came
///   after the leading one.
/// - With `maxWait`, a pending value is delivered no later than `maxWait` after the event that made it pending. The
///   burst goes on after such a forced delivery, until its quiet deadline.
///
/// ```swift
/// var search = try DebounceStateMachine<String>(interval: .milliseconds(300))
/// search.receive("s", at: .zero)                   // nil, deadline 0.3
/// search.receive("sw", at: .milliseconds(200))     // nil, deadline moves to 0.5
/// search.fire(at: .milliseconds(500))              // "sw"
/// ```
///
/// - Note: ``flush(at:)`` delivers the pending value now and ends the burst, so the next event starts a new one.
///   ``cancel()`` drops the pending value but lets the burst run to its quiet deadline.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
public struct DebounceStateMachine<Value>: TimingStateMachine {
  /// The quiet time that ends a burst.
  public let interval: Duration
  /// The longest a value may stay pending, or `nil` for no limit. Never shorter than ``interval``.
  public let maxWait: Duration?
  /// Whether the first event of a burst is delivered at once.
  public let leading: Bool
  /// Whether the pending value is delivered when the burst goes quiet.
  public let trailing: Bool

  /// The start of the current burst, or `nil` while idle.
  @inlinable public var activeSince: Duration? { activeSinceStorage }
  /// Storage for ``activeSince``, visible to inlined code.
  @usableFromInline var activeSinceStorage: Duration?
  /// The time of the burst's latest event plus ``interval``; meaningful only during a burst.
  @usableFromInline var quietDeadline: Duration = .zero
  /// When the pending value must go out at the latest, or `nil` for no limit: `maxWait` after it became pending, or
  /// at once for a leading value displaced by a late delivery (see ``receive(_:at:)``). Meaningful only while
  /// something is pending.
  @usableFromInline var pendingDeadline: Duration?
  /// The value waiting for the quiet deadline or for `maxWait`, or a leading value due at once.
  @inlinable public var pending: Value? { pendingStorage }
  /// Storage for ``pending``, visible to inlined code.
  @usableFromInline var pendingStorage: Value?

  /// Creates an idle debounce.
  /// - Parameters:
  ///   - interval: The quiet time that ends a burst. Zero delivers each event at its own time.
  ///   - maxWait: The longest a value may stay pending; `nil` (the default) for no limit.
  ///   - leading: Deliver the first event of a burst at once. Defaults to `false`.
  ///   - trailing: Deliver the pending value when the burst goes quiet. Defaults to `true`.
  /// - Note: Throws for a negative `interval` or `maxWait`, and
  ///   ``TimingError/maxWaitShorterThanInterval(maxWait:interval:)`` when `maxWait < interval` (lodash silently raises
  ///   such a `maxWait`; we reject it so the mistake shows).
  public init(interval: Duration, maxWait: Duration? = nil, leading: Bool = false, trailing: Bool = true)
    throws(TimingError)
  {
    self.interval = try TimingError.checkNotNegative(interval, "interval")
    if let maxWait {
      _ = try TimingError.checkNotNegative(maxWait, "maxWait")
      guard maxWait >= interval else { throw .maxWaitShorterThanInterval(maxWait: maxWait, interval: interval) }
    }
    self.maxWait = maxWait
    self.leading = leading
    self.trailing = trailing
  }

  /// Creates an idle debounce with times in seconds, each rounded to the nearest nanosecond.
  /// - Parameters:
  ///   - interval: The quiet time that ends a burst, in seconds.
  ///   - maxWait: The longest a value may stay pending, in seconds, or `nil`.
  ///   - leading: Deliver the first event of a burst at once.
  ///   - trailing: Deliver the pending value when the burst goes quiet.
  /// - Note: Throws for NaN, infinite or negative values (checked before conversion) and for `maxWait < interval`.
  public init(interval: TimeInterval, maxWait: TimeInterval? = nil, leading: Bool = false, trailing: Bool = true)
    throws(TimingError)
  {
    let exactMaxWait: Duration? =
      switch maxWait {
      case .some(let seconds): try Duration.interval(seconds, "maxWait")
      case .none: nil
      }
    try self.init(
      interval: Duration.interval(interval, "interval"), maxWait: exactMaxWait, leading: leading, trailing: trailing)
  }

  /// The earlier of the quiet deadline and the pending value's deadline, or `nil` while idle.
  @inlinable public var deadline: Duration? {
    guard activeSince != nil else { return nil }
    if pending != nil, let pendingDeadline { return min(quietDeadline, pendingDeadline) }
    return quietDeadline
  }

  /// Feeds one event.
  /// - Parameters:
  ///   - value: The event's value.
  ///   - time: The event's time.
  /// - Returns: The event itself if it starts a burst and `leading` is on; otherwise `nil`, or a late delivery if
  ///   the driver forgot to fire a due deadline (see ``TimingStateMachine/receive(_:at:)``).
  /// - Note: After a late delivery the event is still handled as at `time`: if the late delivery ended the burst, the
  ///   event starts a new one. Its leading delivery, which cannot share the one return value, then becomes pending
  ///   with ``deadline`` `time`, for the driver's next `fire(at: time)`.
  @inlinable public mutating func receive(_ value: Value, at time: Duration) -> Value? {
    var late: Value?
    while late == nil, let due = deadline, due <= time {
      late = fire(at: time)
    }
    quietDeadline = time + interval
    guard activeSince == nil else {
      hold(value, at: time)
      return late
    }
    activeSinceStorage = time
    guard leading else {
      hold(value, at: time)
      return late
    }
    guard late != nil else { return value }
    pendingStorage = value
    pendingDeadline = time
    return late
  }

  /// Delivers what is due.
  /// - Parameters:
  ///   - time: The current time, normally exactly ``deadline``.
  /// - Returns: The pending value if the quiet deadline passed (with `trailing`), `maxWait` ran out, or it is a
  ///   leading value due at once. Passing the quiet deadline also ends the burst.
  @inlinable public mutating func fire(at time: Duration) -> Value? {
    guard let due = deadline, due <= time else { return nil }
    let value = pending
    pendingStorage = nil
    if quietDeadline <= time { activeSinceStorage = nil }
    return value
  }

  /// Delivers the pending value now and ends the burst.
  /// - Parameters:
  ///   - time: The current time; unused beyond the protocol's contract, since ending a burst needs no new window.
  /// - Returns: The pending value, or `nil` when nothing is pending. The burst ends either way.
  @inlinable public mutating func flush(at time: Duration) -> Value? {
    let value = pending
    pendingStorage = nil
    activeSinceStorage = nil
    return value
  }

  /// Drops the pending value; the burst carries on to its quiet deadline.
  @inlinable public mutating func cancel() {
    pendingStorage = nil
  }

  /// Stores a value as pending if `trailing` is on, starting the `maxWait` clock when nothing was pending.
  /// - Parameters:
  ///   - value: The event's value.
  ///   - time: The event's time.
  @inlinable mutating func hold(_ value: Value, at time: Duration) {
    guard trailing else { return }
    if pending == nil { pendingDeadline = maxWait.map { time + $0 } }
    pendingStorage = value
  }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension DebounceStateMachine: Sendable where Value: Sendable {}
