import Foundation

/// A `StepClock`'s time, but sleepers never wake before cancellation: a stand-in for a main actor too busy
/// to run the timer task, so a test can prove that `send`, `flush` and `cancel` fire due timers themselves.
final class HeldClock: Clock, @unchecked Sendable {
  /// The clock whose time this one reports, plus ``jump(by:)``; advance it to move time.
  let base: StepClock
  /// Guards `skew`.
  private let lock = NSLock()
  /// How far this clock's time is ahead of the base clock's.
  private var skew = Duration.zero

  /// Wraps a test clock.
  init(_ base: StepClock) {
    self.base = base
  }

  /// The underlying test clock's time, plus every jump so far.
  var now: StepClock.Instant { base.now.advanced(by: lock.withLock { skew }) }
  /// The underlying clock's resolution.
  var minimumResolution: Duration { base.minimumResolution }

  /// Moves this clock's time forward at once, without suspending and without waking anything: time that passes while
  /// a handler runs.
  func jump(by duration: Duration) {
    lock.withLock { skew += duration }
  }

  /// Sleeps until cancelled, whatever the deadline.
  func sleep(until deadline: StepClock.Instant, tolerance: Duration?) async throws {
    try await base.sleep(until: deadline.advanced(by: .seconds(1_000_000)), tolerance: tolerance)
  }
}
