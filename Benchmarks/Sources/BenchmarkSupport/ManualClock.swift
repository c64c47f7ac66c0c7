import Synchronization

/// A `Clock` whose time moves only when its owner calls ``advance(to:)``: virtual time for async sequences.
///
/// `sleep(until:)` suspends until an advance reaches the deadline, returns at once if the deadline has passed, and
/// throws `CancellationError` when its task is cancelled. Any task may advance the clock; sleepers whose deadline
/// is reached are resumed after the clock's lock is released.
///
/// ```swift
/// let clock = ManualClock()
/// let debounced = events.debounce(for: .milliseconds(300), clock: clock)
/// clock.advance(by: .milliseconds(300))  // wakes the debounce's sleep
/// ```
///
/// - Note: Modelled on the `ManualClock` in swift-async-algorithms' tests, but with `Swift.Duration` as its
///   duration, so intervals read as they would on `ContinuousClock`. An advance that wakes nobody allocates
///   nothing.
public struct ManualClock: Clock, Sendable {
  /// An instant: the time since the clock's origin.
  public struct Instant: InstantProtocol, Sendable {
    /// The time since the origin.
    public var offset: Duration

    /// Creates an instant.
    /// - Parameters:
    ///   - offset: The time since the origin.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The time from this instant to `other`.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Orders instants.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  /// One suspended `sleep`.
  private struct Sleeper {
    /// Identifies the sleep, for cancellation.
    var id: UInt64
    /// When it wakes.
    var deadline: Instant
    /// Resumes the sleeping task.
    var continuation: UnsafeContinuation<Void, any Error>
  }

  /// Everything the lock guards.
  private struct State {
    /// The current time.
    var now = Instant(offset: .zero)
    /// The suspended sleeps.
    var sleepers: [Sleeper] = []
    /// The earliest deadline among ``sleepers``, so an advance that wakes nobody costs one comparison.
    var earliest: Instant?
    /// The next sleep identifier.
    var nextID: UInt64 = 0
    /// Sleeps cancelled before they suspended.
    var cancelledEarly: Set<UInt64> = []
  }

  /// The shared state; copies of a clock share it.
  private final class Storage: Sendable {
    let state = Mutex(State())
  }

  private let storage = Storage()

  /// Creates a clock at its origin.
  public init() {}

  /// The current time.
  public var now: Instant {
    storage.state.withLock { $0.now }
  }

  /// Zero: virtual time is exact.
  public var minimumResolution: Duration { .zero }

  /// Suspends until an advance reaches `deadline`.
  /// - Parameters:
  ///   - deadline: When to wake.
  ///   - tolerance: Ignored.
  /// - Note: Throws `CancellationError` if the task is cancelled before the deadline.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = storage.state.withLock { state in
      defer { state.nextID &+= 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
        enum Outcome { case wait, wake, cancel }
        let outcome = storage.state.withLock { state -> Outcome in
          if state.cancelledEarly.remove(id) != nil { return .cancel }
          if deadline <= state.now { return .wake }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          state.earliest = Swift.min(state.earliest ?? deadline, deadline)
          return .wait
        }
        switch outcome {
        case .wait: break
        case .wake: continuation.resume()
        case .cancel: continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      let continuation = storage.state.withLock { state -> UnsafeContinuation<Void, any Error>? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          state.cancelledEarly.insert(id)
          return nil
        }
        let sleeper = state.sleepers.remove(at: index)
        state.earliest = state.sleepers.lazy.map(\.deadline).min()
        return sleeper.continuation
      }
      continuation?.resume(throwing: CancellationError())
    }
    storage.state.withLock { _ = $0.cancelledEarly.remove(id) }
  }

  /// Moves the time forward and wakes every sleep whose deadline is reached, earliest first.
  /// - Parameters:
  ///   - instant: The new time; an earlier instant changes nothing.
  public func advance(to instant: Instant) {
    let due = storage.state.withLock { state -> [Sleeper] in
      if instant > state.now { state.now = instant }
      guard let earliest = state.earliest, earliest <= state.now else { return [] }
      let now = state.now
      var due: [Sleeper] = []
      state.sleepers.removeAll { sleeper in
        guard sleeper.deadline <= now else { return false }
        due.append(sleeper)
        return true
      }
      state.earliest = state.sleepers.lazy.map(\.deadline).min()
      return due
    }
    for sleeper in due.sorted(by: { $0.deadline < $1.deadline }) { sleeper.continuation.resume() }
  }

  /// Moves the time forward by a span.
  /// - Parameters:
  ///   - duration: How far to move.
  public func advance(by duration: Duration) {
    let target = now.advanced(by: duration)
    advance(to: target)
  }
}
