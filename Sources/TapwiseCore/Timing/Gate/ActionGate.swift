/// The tap gate of one button on a live clock: TapwiseSwiftUI's `tapThrottle` asks it before each action.
///
/// The action runs at most once per interval, measured from the last time it ran, and the first tap always runs. The
/// decision is ``Gate``'s, with one key. The interval comes with every tap, because a SwiftUI view can be redrawn with
/// another one: a different interval starts the button afresh, as a new `tw.tapInterval` does for a `UIControl`. A
/// negative interval is a refused setting, which changes nothing: every tap runs and the gate forgets its past.
///
/// ```swift
/// let gate = ActionGate(clock: ContinuousClock())
/// func payTapped() {
///   guard gate.admit(interval: .milliseconds(500)) else { return }  // a double tap pays once
///   pay()
/// }
/// ```
///
/// - Note: Main-actor only, like the taps it guards. It needs no timers, so it schedules nothing.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
@MainActor
package final class ActionGate<C: Clock> where C.Duration == Duration {
  /// The clock to read.
  private let clock: C
  /// The instant that gate time `.zero` stands for.
  private let origin: C.Instant
  /// The admissions at the current interval, or `nil` before the first tap and after a refused interval.
  private var gate: Gate<Bool>?

  /// Creates a gate whose first tap runs.
  /// - Parameters:
  ///   - clock: The clock to read, such as a `TestClock` in tests.
  package nonisolated init(clock: C) {
    self.clock = clock
    origin = clock.now
  }

  /// Decides whether a tap runs the action now, and remembers it if so.
  /// - Parameters:
  ///   - interval: The minimum time between two runs. A change from the last call's interval starts afresh, so the
  ///     next tap runs. Zero lets every tap run; a negative interval is refused and lets every tap run too.
  /// - Returns: `true` if the action runs.
  package func admit(interval: Duration) -> Bool {
    guard interval >= .zero else {
      gate = nil
      return true
    }
    if gate?.interval != interval {
      gate = try? Gate(interval: interval)
    }
    return gate?.admit(true, at: origin.duration(to: clock.now)) ?? true
  }
}
