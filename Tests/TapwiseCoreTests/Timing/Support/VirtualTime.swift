import Testing

/// Drives a ``StepClock`` for live-wrapper tests so that each step completes before the next, whatever the load.
///
/// The harness watches the wrappers' own deadlines. It moves time one sleep deadline at a time, and after each move
/// it waits, on the clock's reactions rather than on a number of yields, until the wrappers are settled: no watched
/// deadline is due, and each one has a sleep suspended on the clock at or before it. So every timer task has fired
/// what came due, at the instant it came due, and gone back to sleep or ended before the test goes on; how long that
/// takes on a busy machine changes nothing but the wall time. Watch every wrapper that sleeps on the clock.
@MainActor
final class VirtualTime {
  /// The clock under control.
  let clock = StepClock()
  /// The deadlines to wait for; each returns `nil` when its wrapper is idle or gone.
  private var watched: [() -> StepClock.Instant?] = []
  /// Whether a cancelled ``settle(sourceLocation:)`` has said so; the steps after it stay quiet.
  private var reportedCancellation = false

  /// Watches a wrapper's deadline; capture the wrapper weakly so the harness does not keep it alive.
  func watch(_ deadline: @escaping () -> StepClock.Instant?) {
    watched.append(deadline)
  }

  /// Moves time forward, letting the wrappers fire what comes due on the way, each at its instant.
  func advance(by duration: Duration) async {
    await advance(to: clock.current.offset + duration)
  }

  /// Moves time to an offset from the start, letting the wrappers fire what comes due on the way, each at its instant.
  func advance(to offset: Duration, sourceLocation: SourceLocation = #_sourceLocation) async {
    let target = StepClock.Instant(offset: offset)
    await settle(sourceLocation: sourceLocation)
    while let next = clock.sleepDeadlines.first, next <= target {
      clock.advance(to: next)
      await settle(sourceLocation: sourceLocation)
    }
    clock.advance(to: target)
  }

  /// Runs time deadline by deadline until no watched wrapper has one.
  func run(sourceLocation: SourceLocation = #_sourceLocation) async {
    while true {
      await settle(sourceLocation: sourceLocation)
      guard !Task.isCancelled, let next = watched.compactMap({ $0() }).min() else { return }
      await advance(to: next.offset, sourceLocation: sourceLocation)
    }
  }

  /// Waits until every watched wrapper is settled: its deadline, if any, is later than now and has a sleep of its
  /// own suspended on the clock at or before it.
  ///
  /// Records an issue (once) and returns if the test is cancelled first, which is how a suite's `.timeLimit` ends a
  /// wrapper that never settles: Swift Testing cancels the test's task and then waits for it to return.
  func settle(sourceLocation: SourceLocation = #_sourceLocation) async {
    while true {
      let seen = clock.reactionCount
      if isSettled { return }
      await clock.waitForReaction(after: seen)
      guard !Task.isCancelled else {
        if !reportedCancellation {
          Issue.record(
            "cancelled while a wrapper had a deadline it did not sleep towards", sourceLocation: sourceLocation)
        }
        reportedCancellation = true
        return
      }
    }
  }

  /// Whether every watched deadline is later than now and can be paired with a sleep of its own at or before it.
  private var isSettled: Bool {
    let now = clock.current
    let deadlines = watched.compactMap { $0() }.sorted()
    guard deadlines.allSatisfy({ $0 > now }) else { return false }
    var sleeps = clock.sleepDeadlines[...]
    for deadline in deadlines {
      // The earliest sleeps go to the earliest deadlines; one that is later than its deadline wakes too late.
      guard let sleep = sleeps.popFirst(), sleep <= deadline else { return false }
    }
    return true
  }

  /// Expects that, once the wrappers are settled, no sleep is left on the clock.
  func expectNothingScheduled(sourceLocation: SourceLocation = #_sourceLocation) async {
    await settle(sourceLocation: sourceLocation)
    #expect(clock.sleepDeadlines.isEmpty, "a sleep is still scheduled on the clock", sourceLocation: sourceLocation)
  }
}

extension Trait where Self == TimeLimitTrait {
  /// The time limit of the live timing suites: a guard against a wrapper that never settles, not a speed check.
  ///
  /// A live test's outcome does not depend on how fast it runs, but its wall time does: its timer tasks take turns on
  /// the main actor and the cooperative pool, which the other suites, started all at once, keep busy. Beside them on
  /// a loaded machine a live test finishes only about when they do (297 s for the whole run at a load average of 17
  /// on two cores), so the limit is set well past any whole run, and a wrapper that hangs still fails.
  static var liveTimingHangGuard: Self {
    .timeLimit(.minutes(10))
  }
}
