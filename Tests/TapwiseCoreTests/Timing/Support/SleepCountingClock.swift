import Foundation

/// A `StepClock`, counting sleeps, to prove a wrapper keeps at most one timer.
final class SleepCountingClock: Clock, @unchecked Sendable {
  /// The clock doing the real work.
  let base: StepClock
  /// Guards the counters.
  private let lock = NSLock()
  /// Sleeps currently suspended.
  private var inFlight = 0
  /// The most sleeps ever suspended at once.
  private var peak = 0
  /// Every sleep ever started.
  private var total = 0

  /// Wraps a test clock.
  init(_ base: StepClock) {
    self.base = base
  }

  /// The current time of the underlying test clock.
  var now: StepClock.Instant { base.now }
  /// The underlying clock's resolution.
  var minimumResolution: Duration { base.minimumResolution }
  /// The most sleeps that were ever suspended at the same time.
  var peakSleeps: Int { lock.withLock { peak } }
  /// How many sleeps were started in total.
  var totalSleeps: Int { lock.withLock { total } }

  /// Sleeps on the test clock, counting.
  func sleep(until deadline: StepClock.Instant, tolerance: Duration?) async throws {
    lock.withLock {
      inFlight += 1
      total += 1
      peak = max(peak, inFlight)
    }
    defer { lock.withLock { inFlight -= 1 } }
    try await base.sleep(until: deadline, tolerance: tolerance)
  }
}
