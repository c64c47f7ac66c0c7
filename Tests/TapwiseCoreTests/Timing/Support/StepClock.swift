import Foundation

/// A test clock whose time moves only when the test moves it, and which counts every reaction of the code under test,
/// so a test can wait for a timer task to take its turn instead of yielding a number of times and hoping.
///
/// A reaction is a reading of ``now``, a sleep begun, or a sleep ended early (cancelled, or asked for an instant
/// already reached). A live wrapper's timer task reads ``now`` as soon as it runs on the main actor, so a test on the
/// main actor that ``waitForReaction(after:)`` returns to runs after that turn has finished: the main actor runs one
/// job at a time. ``VirtualTime`` builds its stepping on this.
///
/// As on a real clock, a sleep until an instant already reached returns at once; a later one waits until
/// ``advance(to:)`` reaches it, and a cancelled one ends at once with `CancellationError`, leaving nothing behind.
final class StepClock: Clock, @unchecked Sendable {
  /// An instant: an offset from the clock's start.
  struct Instant: InstantProtocol {
    /// How long after the clock's start.
    let offset: Duration

    /// The instant `offset` after the clock's start.
    init(offset: Duration = .zero) {
      self.offset = offset
    }

    func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  /// One suspended sleep.
  private struct Sleeper {
    let id: UInt64
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  /// Guards everything below.
  private let lock = NSLock()
  /// The time.
  private var time = Instant()
  /// The suspended sleeps.
  private var sleepers: [Sleeper] = []
  /// Reactions so far.
  private var reactions: UInt64 = 0
  /// Tests waiting for a reaction, by the identifier their cancellation handler uses.
  private var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
  /// The next identifier for a sleeper or a waiter.
  private var nextID: UInt64 = 0

  /// A clock at its start.
  init() {}

  /// The clock's time; reading it counts as a reaction.
  var now: Instant {
    let (instant, waiting) = lock.withLock { (time, react()) }
    waiting.forEach { $0.resume() }
    return instant
  }

  /// The clock's time, read without counting as a reaction: for the test's own checks.
  var current: Instant {
    lock.withLock { time }
  }

  /// No resolution limit.
  var minimumResolution: Duration {
    .zero
  }

  /// The deadlines of the suspended sleeps, earliest first.
  var sleepDeadlines: [Instant] {
    lock.withLock { sleepers.map(\.deadline) }.sorted()
  }

  /// How many reactions there have been; pass it to ``waitForReaction(after:)``.
  var reactionCount: UInt64 {
    lock.withLock { reactions }
  }

  /// Sleeps until `deadline`: at once if it has been reached, else until ``advance(to:)`` reaches it.
  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let id = lock.withLock { takeID() }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let (outcome, waiting) = lock.withLock { () -> (Result<Void, any Error>?, [CheckedContinuation<Void, Never>]) in
          if Task.isCancelled { return (.failure(CancellationError()), react()) }
          if deadline <= time { return (.success(()), react()) }
          sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return (nil, react())
        }
        waiting.forEach { $0.resume() }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let (sleeper, waiting) = lock.withLock { () -> (Sleeper?, [CheckedContinuation<Void, Never>]) in
        guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return (nil, []) }
        return (sleepers.remove(at: index), react())
      }
      waiting.forEach { $0.resume() }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration` and wakes the sleeps that came due.
  func advance(by duration: Duration) {
    advance(to: current.advanced(by: duration))
  }

  /// Moves time to `instant`, unless it has passed, and wakes the sleeps due by then.
  ///
  /// Waking is not running: each woken task runs when its executor gets to it. ``VirtualTime`` moves time one
  /// deadline at a time and waits for the woken tasks in between.
  func advance(to instant: Instant) {
    let due = lock.withLock { () -> [Sleeper] in
      time = max(time, instant)
      let due = sleepers.filter { $0.deadline <= time }
      sleepers.removeAll { $0.deadline <= time }
      return due
    }
    due.forEach { $0.continuation.resume() }
  }

  /// Returns once there has been a reaction since `count` was read, or the calling task is cancelled.
  ///
  /// It runs on the caller's actor, so a caller on the main actor comes back through the main actor's queue alone.
  nonisolated(nonsending) func waitForReaction(after count: UInt64) async {
    let id = lock.withLock { takeID() }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let ready = lock.withLock {
          guard reactions == count, !Task.isCancelled else { return true }
          waiters[id] = continuation
          return false
        }
        if ready { continuation.resume() }
      }
    } onCancel: {
      lock.withLock { waiters.removeValue(forKey: id) }?.resume()
    }
  }

  /// Counts a reaction and hands back the waiters to resume once the lock is released; call with the lock held.
  private func react() -> [CheckedContinuation<Void, Never>] {
    reactions += 1
    defer { waiters.removeAll() }
    return Array(waiters.values)
  }

  /// A fresh identifier; call with the lock held.
  private func takeID() -> UInt64 {
    nextID += 1
    return nextID
  }
}
