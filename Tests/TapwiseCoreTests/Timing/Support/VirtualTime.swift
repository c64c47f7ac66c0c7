import Clocks
import Testing

/// Drives swift-clocks' `TestClock` for live-wrapper tests without depending on when tasks get scheduled.
///
/// `TestClock.advance` and `run` only yield a few times for woken tasks to react. Under a busy test run that is not
/// always enough, so this harness watches the wrappers' own deadlines instead: after moving the clock it yields
/// (never sleeps) until no watched deadline is due, and `run` advances deadline by deadline until none is left.
/// Because the wrappers fire every timer at its exact deadline, a late wake-up changes nothing observable.
@MainActor
final class VirtualTime {
  /// The clock under control.
  let clock = TestClock()
  /// The deadlines to wait for; each returns `nil` when its wrapper is idle or gone.
  private var watched: [() -> TestClock<Duration>.Instant?] = []

  /// Watches a wrapper's deadline; capture the wrapper weakly so the harness does not keep it alive.
  func watch(_ deadline: @escaping () -> TestClock<Duration>.Instant?) {
    watched.append(deadline)
  }

  /// Moves the clock forward and lets the wrappers fire what came due.
  func advance(by duration: Duration) async {
    await clock.advance(by: duration)
    await settle()
  }

  /// Moves the clock to an instant and lets the wrappers fire what came due.
  func advance(to offset: Duration) async {
    await clock.advance(to: .init(offset: offset))
    await settle()
  }

  /// Runs the clock deadline by deadline until no watched wrapper has one.
  ///
  /// Stops when the test is cancelled, which is how a suite's `.timeLimit` ends a wrapper that never stops
  /// scheduling: Swift Testing cancels the test's task and then waits for it to return.
  func run(sourceLocation: SourceLocation = #_sourceLocation) async {
    while true {
      guard !Task.isCancelled else {
        Issue.record("cancelled while a wrapper still had a deadline", sourceLocation: sourceLocation)
        return
      }
      await settle()
      guard let next = watched.compactMap({ $0() }).min() else { return }
      await clock.advance(to: next)
    }
  }

  /// Yields until no watched deadline is at or before the clock's time.
  func settle(sourceLocation: SourceLocation = #_sourceLocation) async {
    for _ in 0..<10_000 {
      guard watched.contains(where: { $0().map { $0 <= clock.now } ?? false }) else { return }
      await clock.advance(by: .zero)  // resumes a sleep that registered for exactly `now` after time got there
      await Task.yield()
    }
    Issue.record("a wrapper never fired a due deadline", sourceLocation: sourceLocation)
  }

  /// Expects that no sleep is left on the clock, allowing cancelled sleeps a moment to unregister.
  func expectNothingScheduled(sourceLocation: SourceLocation = #_sourceLocation) async {
    await settle()
    for _ in 0..<1_000 {
      do {
        try await clock.checkSuspension()
        return
      } catch {
        await Task.yield()
      }
    }
    Issue.record("a sleep is still scheduled on the test clock", sourceLocation: sourceLocation)
  }
}
