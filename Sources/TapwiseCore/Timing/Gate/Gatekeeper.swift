import Foundation

/// A live ``Gate`` that reads its time from an injected clock: `admit(key)` instead of `admit(key, at:)`.
///
/// A gate needs no timers, so there is no task: each call reads `clock.now` and asks the gate. TapwiseSwiftUI's
/// `tapThrottle` gives each button one, with one key, whose interval comes with every tap (`admit(_:interval:)`).
///
/// ```swift
/// let taps = try Gatekeeper<String, ContinuousClock>(interval: .milliseconds(500))
/// func buttonTapped() {
///   guard taps.admit("checkout") else { return }  // a double tap places one order
///   placeOrder()
/// }
/// ```
///
/// - Note: Main-actor only, like the taps it guards. Allocates nothing per call after a key's first admission.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
@MainActor
public final class Gatekeeper<Key: Hashable, C: Clock> where C.Duration == Duration {
  /// The per-key admission memory.
  private var gate = Gate<Key>()
  /// The clock to read.
  private let clock: C
  /// The instant that gate time `.zero` stands for.
  private let origin: C.Instant

  /// Creates a gate on a given clock.
  /// - Parameters:
  ///   - interval: The minimum time between admissions per key.
  ///   - clock: The clock to read, such as a `TestClock` in tests.
  /// - Note: Throws ``TimingError/negativeInterval(parameter:value:)`` for a negative interval.
  public init(interval: Duration, clock: C) throws(TimingError) {
    gate = try Gate(interval: interval)
    self.clock = clock
    origin = clock.now
  }

  /// Creates a gate on a given clock whose interval comes with each event, through ``admit(_:interval:)``.
  /// - Parameters:
  ///   - clock: The clock to read, such as a `TestClock` in tests.
  package nonisolated init(clock: C) {
    self.clock = clock
    origin = clock.now
  }

  /// Creates a gate on a given clock with an interval in seconds, rounded to the nearest nanosecond.
  /// - Parameters:
  ///   - interval: The minimum time between admissions per key, in seconds.
  ///   - clock: The clock to read.
  /// - Note: Throws for NaN, infinite or negative values; NaN and infinities are checked before conversion.
  public convenience init(interval: TimeInterval, clock: C) throws(TimingError) {
    try self.init(interval: Duration.interval(interval, "interval"), clock: clock)
  }

  /// The minimum time between admissions per key.
  public var interval: Duration {
    gate.interval
  }

  /// Decides whether an event for `key` passes now.
  /// - Parameters:
  ///   - key: The stream the event belongs to.
  /// - Returns: `true` if it is admitted.
  public func admit(_ key: Key) -> Bool {
    gate.admit(key, at: origin.duration(to: clock.now))
  }

  /// Decides whether an event for `key` passes now, at an interval that may change between calls: a SwiftUI view can
  /// be redrawn with another one. A different interval starts afresh, as a new `tw.tapInterval` does for a
  /// `UIControl`, so the event passes; a negative interval is a refused setting: the event passes and the gate
  /// forgets its past.
  /// - Parameters:
  ///   - key: The stream the event belongs to.
  ///   - interval: The minimum time between admissions now.
  /// - Returns: `true` if it is admitted.
  package func admit(_ key: Key, interval: Duration) -> Bool {
    gate.admit(key, at: origin.duration(to: clock.now), interval: interval)
  }

  /// Forgets every admission.
  public func reset() {
    gate.reset()
  }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension Gatekeeper where C == ContinuousClock {
  /// Creates a gate on the continuous clock.
  /// - Parameters:
  ///   - interval: The minimum time between admissions per key.
  /// - Note: Throws for a negative interval.
  public convenience init(interval: Duration) throws(TimingError) {
    try self.init(interval: interval, clock: ContinuousClock())
  }

  /// Creates a gate on the continuous clock with an interval in seconds.
  /// - Parameters:
  ///   - interval: The minimum time between admissions per key, in seconds.
  /// - Note: Throws for NaN, infinite or negative values.
  public convenience init(interval: TimeInterval) throws(TimingError) {
    try self.init(interval: interval, clock: ContinuousClock())
  }
}
