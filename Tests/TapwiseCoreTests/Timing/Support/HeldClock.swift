import Clocks

/// swift-clocks' `TestClock` time, but sleepers never wake before cancellation: a stand-in for a main actor too busy
/// to run the timer task, so a test can prove that `send` and `flush` fire due timers themselves.
final class HeldClock: Clock, @unchecked Sendable {
  /// The clock whose time this one reports; advance it to move time.
  let base: TestClock<Duration>

  /// Wraps a test clock.
  init(_ base: TestClock<Duration>) {
    self.base = base
  }

  /// The underlying test clock's time.
  var now: TestClock<Duration>.Instant { base.now }
  /// The underlying clock's resolution.
  var minimumResolution: Duration { base.minimumResolution }

  /// Sleeps until cancelled, whatever the deadline.
  func sleep(until deadline: TestClock<Duration>.Instant, tolerance: Duration?) async throws {
    try await base.sleep(until: deadline.advanced(by: .seconds(1_000_000)), tolerance: tolerance)
  }
}
