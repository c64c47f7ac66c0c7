import Foundation

/// Admits at most one event per interval for each key and drops the rest: the simplest policy, with no timers.
///
/// An event for `key` at time `t` is admitted if and only if nothing was admitted for `key` yet, or
/// `t - lastAdmitted(key) >= interval`. An event exactly one interval after the last admission is admitted.
/// Dropped events are gone; they do not extend anything.
///
/// ```swift
/// var gate = try Gate<String>(interval: .milliseconds(500))
/// gate.admit("save:", at: .zero)                  // true
/// gate.admit("save:", at: .milliseconds(300))     // false, dropped
/// gate.admit("share:", at: .milliseconds(300))    // true, another key
/// gate.admit("save:", at: .milliseconds(500))     // true, exactly one interval later
/// ```
///
/// - Note: `Gate` is a value type. After a key's first admission, `admit` allocates nothing: it updates the key's
///   slot in place. Copying a gate copies its memory of past admissions.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
public struct Gate<Key: Hashable> {
  /// The minimum time between two admissions for the same key.
  public let interval: Duration

  /// The time of the last admission for each key.
  @usableFromInline var lastAdmitted: [Key: Duration] = [:]

  /// Creates a gate with an exact interval.
  /// - Parameters:
  ///   - interval: The minimum time between admissions per key. Zero admits every event that is not earlier than the
  ///     key's last admission.
  /// - Note: Throws ``TimingError/negativeInterval(parameter:value:)`` for a negative interval.
  public init(interval: Duration) throws(TimingError) {
    self.interval = try TimingError.checkNotNegative(interval, "interval")
  }

  /// Creates a gate with an interval in seconds, rounded to the nearest nanosecond.
  /// - Parameters:
  ///   - interval: The minimum time between admissions per key, in seconds.
  /// - Note: Throws for NaN, infinite or negative values; NaN and infinities are checked before conversion.
  public init(interval: TimeInterval) throws(TimingError) {
    try self.init(interval: Duration.interval(interval, "interval"))
  }

  /// Creates a gate that has admitted nothing, at interval zero, for ``admit(_:at:interval:)`` to set the interval.
  package init() {
    interval = .zero
  }

  /// Decides whether an event passes, and remembers it if so.
  /// - Parameters:
  ///   - key: The stream the event belongs to; each key is gated independently.
  ///   - time: The event's time. An event earlier than the key's last admission is dropped.
  /// - Returns: `true` if the event is admitted.
  @inlinable public mutating func admit(_ key: Key, at time: Duration) -> Bool {
    // One hash per call: find the key's slot once, then update it in place.
    guard let slot = lastAdmitted.index(forKey: key) else {
      lastAdmitted[key] = time
      return true
    }
    guard time - lastAdmitted.values[slot] >= interval else { return false }
    lastAdmitted.values[slot] = time
    return true
  }

  /// Decides whether an event passes at an interval that may change between calls, as a control's `tw.tapInterval`
  /// or a SwiftUI button's `tapThrottle` interval can: a different interval forgets every admission first, so the
  /// event passes; a negative one is refused, and the event passes with every admission forgotten.
  /// - Parameters:
  ///   - key: The stream the event belongs to.
  ///   - time: The event's time.
  ///   - newInterval: The interval now.
  /// - Returns: `true` if the event is admitted.
  @inlinable package mutating func admit(_ key: Key, at time: Duration, interval newInterval: Duration) -> Bool {
    if newInterval != interval {
      guard let fresh = try? Gate(interval: newInterval) else {
        reset()
        return true
      }
      self = fresh
    }
    return admit(key, at: time)
  }

  /// When `key` was last admitted.
  /// - Parameters:
  ///   - key: The stream to ask about.
  /// - Returns: The time of its last admission, or `nil` if none.
  @inlinable public func lastAdmission(for key: Key) -> Duration? {
    lastAdmitted[key]
  }

  /// Forgets every admission, so the next event of every key is admitted.
  /// - Note: Keeps the dictionary's storage, so a reset gate still allocates nothing for keys it saw before.
  @inlinable public mutating func reset() {
    lastAdmitted.removeAll(keepingCapacity: true)
  }

  /// Forgets the admissions of one key.
  /// - Parameters:
  ///   - key: The stream to reset.
  @inlinable public mutating func reset(_ key: Key) {
    lastAdmitted[key] = nil
  }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension Gate: Sendable where Key: Sendable {}
