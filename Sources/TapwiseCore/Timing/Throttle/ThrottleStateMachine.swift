import Foundation

/// Throttle as a pure state machine: at most one delivery per interval, with optional leading and trailing edges.
///
/// - An event while idle opens the window `[t, t + interval)`. With `leading` it is delivered at once; without, it
///   becomes pending.
/// - An event inside an open window becomes pending: the latest one, or the first one when `latest` is `false`.
/// - At the window's end `w`: if a value is pending and `trailing` is on, it is delivered at `w` and a new window
///   `[w, w + interval)` opens. Otherwise the machine goes idle.
///
/// So deliveries are at least `interval` apart, come in input order, and with `trailing` and `latest` the last input
/// is always delivered, at most one interval after it arrived.
///
/// ```swift
/// var throttle = try ThrottleStateMachine<Int>(interval: .milliseconds(400))
/// throttle.receive(1, at: .zero)                  // 1: leading delivery, window [0, 0.4)
/// throttle.receive(2, at: .milliseconds(100))     // nil: pending
/// throttle.receive(3, at: .milliseconds(200))     // nil: replaces 2
/// throttle.deadline                               // 0.4 s
/// throttle.fire(at: .milliseconds(400))           // 3: trailing delivery, window [0.4, 0.8)
/// ```
///
/// - Note: ``flush(at:)`` delivers the pending value now and opens a fresh window `[now, now + interval)`, so every
///   later delivery is again at least one interval after the flushed one. ``cancel()`` drops the pending value but
///   keeps the window, so the spacing guarantee survives a cancel.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
public struct ThrottleStateMachine<Value>: TimingStateMachine {
  /// The length of a window: the minimum spacing between deliveries.
  public let interval: Duration
  /// Whether an event that arrives while idle is delivered at once.
  public let leading: Bool
  /// Whether the value pending at a window's end is delivered then.
  public let trailing: Bool
  /// Whether a newer event replaces the pending one (`true`) or is dropped (`false`).
  public let latest: Bool

  /// The start of the open window, or `nil` while idle.
  @usableFromInline var windowStart: Duration?
  /// The value waiting for the window's end.
  @inlinable public var pending: Value? { pendingStorage }
  /// Storage for ``pending``, visible to inlined code.
  @usableFromInline var pendingStorage: Value?

  /// Creates an idle throttle.
  /// - Parameters:
  ///   - interval: The window length. Zero delivers every event.
  ///   - leading: Deliver an event that arrives while idle at once. Defaults to `true`.
  ///   - trailing: Deliver the pending value at the window's end. Defaults to `true`.
  ///   - latest: Keep the latest pending value rather than the first. Defaults to `true`.
  /// - Note: Throws ``TimingError/negativeInterval(parameter:value:)`` for a negative interval. With `leading` and
  ///   `trailing` both off nothing is ever delivered; that is allowed.
  public init(interval: Duration, leading: Bool = true, trailing: Bool = true, latest: Bool = true) throws(TimingError)
  {
    self.interval = try TimingError.checkNotNegative(interval, "interval")
    self.leading = leading
    self.trailing = trailing
    self.latest = latest
  }

  /// Creates an idle throttle with an interval in seconds, rounded to the nearest nanosecond.
  /// - Parameters:
  ///   - interval: The window length in seconds.
  ///   - leading: Deliver an event that arrives while idle at once.
  ///   - trailing: Deliver the pending value at the window's end.
  ///   - latest: Keep the latest pending value rather than the first.
  /// - Note: Throws for NaN, infinite or negative values; NaN and infinities are checked before conversion.
  public init(interval: TimeInterval, leading: Bool = true, trailing: Bool = true, latest: Bool = true)
    throws(TimingError)
  {
    try self.init(
      interval: Duration.interval(interval, "interval"), leading: leading, trailing: trailing, latest: latest)
  }

  /// The end of the open window, or `nil` while idle.
  @inlinable public var deadline: Duration? {
    windowStart.map { $0 + interval }
  }

  /// The start of the open window, or `nil` while idle.
  @inlinable public var activeSince: Duration? {
    windowStart
  }

  /// Feeds one event.
  /// - Parameters:
  ///   - value: The event's value.
  ///   - time: The event's time.
  /// - Returns: The value to deliver now: the event itself on a leading edge, or a late trailing delivery if the
  ///   driver forgot to fire a due window end (see ``TimingStateMachine/receive(_:at:)``).
  @inlinable public mutating func receive(_ value: Value, at time: Duration) -> Value? {
    if let due = deadline, due <= time, let late = fire(at: time) {
      // A late trailing delivery opened the window [time, time + interval); this event falls inside it.
      hold(value)
      return late
    }
    guard windowStart != nil else {
      windowStart = time
      if leading { return value }
      hold(value)
      return nil
    }
    hold(value)
    return nil
  }

  /// Ends the window if it is due.
  /// - Parameters:
  ///   - time: The current time, normally exactly ``deadline``.
  /// - Returns: The pending value if `trailing` is on; a new window then starts at `time`.
  @inlinable public mutating func fire(at time: Duration) -> Value? {
    guard let due = deadline, due <= time else { return nil }
    guard trailing, let value = pending else {
      pendingStorage = nil
      windowStart = nil
      return nil
    }
    pendingStorage = nil
    windowStart = time
    return value
  }

  /// Delivers the pending value now and opens a fresh window `[time, time + interval)`.
  /// - Parameters:
  ///   - time: The current time.
  /// - Returns: The pending value, or `nil` (and no change) when nothing is pending.
  @inlinable public mutating func flush(at time: Duration) -> Value? {
    guard let value = pending else { return nil }
    pendingStorage = nil
    windowStart = time
    return value
  }

  /// Drops the pending value; the open window stays, so the next delivery still respects the spacing.
  @inlinable public mutating func cancel() {
    pendingStorage = nil
  }

  /// Stores an in-window event as pending, honouring `trailing` and `latest`.
  /// - Parameters:
  ///   - value: The event's value.
  @inlinable mutating func hold(_ value: Value) {
    guard trailing else { return }
    if latest || pending == nil { pendingStorage = value }
  }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension ThrottleStateMachine: Sendable where Value: Sendable {}
