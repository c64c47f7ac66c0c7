import OpenCombine

/// A Combine scheduler on virtual time: actions run only when the owner advances the clock, in time order.
///
/// Every scheduled action goes into one time-ordered queue. ``advance(to:)`` runs, in order, every action due at
/// or before the target, setting ``now`` to each action's own time first, so an action sees the time it was
/// scheduled for. Actions due at the same instant run in the order they were scheduled. An immediate
/// `schedule(_:)` runs at the next advance, at the current time, as with Combine's test schedulers.
///
/// ```swift
/// let scheduler = VirtualTimeScheduler()
/// let subject = PassthroughSubject<Int, Never>()
/// let sink = subject.debounce(for: .milliseconds(300), scheduler: scheduler).sink { print($0) }
/// subject.send(1)
/// scheduler.advance(by: .milliseconds(300))  // prints 1
/// ```
///
/// - Note: Single-threaded: schedule and advance from one thread. Repeating timers fire at `start + k * interval`
///   until cancelled. ``scheduleCancellable(after:_:)`` is the `DispatchWorkItem`-style API the naive ports use.
public final class VirtualTimeScheduler: Scheduler {
  /// An instant of virtual time, in nanoseconds since the scheduler's origin.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// Nanoseconds since the origin.
    public var nanoseconds: Int64

    /// Creates an instant.
    /// - Parameters:
    ///   - nanoseconds: Nanoseconds since the origin.
    public init(nanoseconds: Int64) {
      self.nanoseconds = nanoseconds
    }

    /// The signed time from this instant to `other`.
    public func distance(to other: Self) -> Stride {
      Stride(nanoseconds: other.nanoseconds - nanoseconds)
    }

    /// The instant `n` after this one.
    public func advanced(by n: Stride) -> Self {
      Self(nanoseconds: nanoseconds + n.nanoseconds)
    }

    /// A signed span of virtual time, in nanoseconds. Integer literals are seconds, as for `DispatchQueue`.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable, Sendable {
      /// The span in nanoseconds.
      public var nanoseconds: Int64

      /// Creates a span.
      /// - Parameters:
      ///   - nanoseconds: The span in nanoseconds.
      public init(nanoseconds: Int64) {
        self.nanoseconds = nanoseconds
      }

      /// A span of whole seconds.
      public init(integerLiteral value: Int64) {
        self.init(nanoseconds: value * 1_000_000_000)
      }

      /// A span from an exact integer number of seconds.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = Int64(exactly: source) else { return nil }
        self.init(integerLiteral: seconds)
      }

      /// The span's absolute value in nanoseconds.
      public var magnitude: UInt64 { nanoseconds.magnitude }

      /// The zero span.
      public static var zero: Self { Self(nanoseconds: 0) }
      /// The sum of two spans.
      public static func + (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.nanoseconds + rhs.nanoseconds) }
      /// The difference of two spans.
      public static func - (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.nanoseconds - rhs.nanoseconds) }
      /// The product of the spans' nanosecond counts, as `DispatchQueue.SchedulerTimeType.Stride` defines it.
      public static func * (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.nanoseconds * rhs.nanoseconds) }
      /// Multiplies in place.
      public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
      /// Orders spans by length.
      public static func < (lhs: Self, rhs: Self) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

      /// A span of seconds.
      public static func seconds(_ s: Int) -> Self { Self(nanoseconds: Int64(s) * 1_000_000_000) }
      /// A span of seconds, rounded to the nearest nanosecond.
      public static func seconds(_ s: Double) -> Self { Self(nanoseconds: Int64((s * 1e9).rounded())) }
      /// A span of milliseconds.
      public static func milliseconds(_ ms: Int) -> Self { Self(nanoseconds: Int64(ms) * 1_000_000) }
      /// A span of microseconds.
      public static func microseconds(_ us: Int) -> Self { Self(nanoseconds: Int64(us) * 1_000) }
      /// A span of nanoseconds.
      public static func nanoseconds(_ ns: Int) -> Self { Self(nanoseconds: Int64(ns)) }
    }
  }

  /// This scheduler takes no options.
  public typealias SchedulerOptions = Never

  /// One queued job, ordered by due time, then by scheduling order.
  private struct Entry: Comparable {
    /// When it is due, in nanoseconds.
    var time: Int64
    /// Breaks ties in scheduling order.
    var sequence: UInt64
    /// A plain action, or `nil` for a timer.
    var action: (() -> Void)?
    /// A cancellable or repeating timer, or `nil` for a plain action.
    var timer: VirtualTimer?

    static func < (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.time, lhs.sequence) < (rhs.time, rhs.sequence)
    }

    static func == (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.time, lhs.sequence) == (rhs.time, rhs.sequence)
    }
  }

  /// The queue of jobs.
  private var queue = MinHeap<Entry>()
  /// The next tie-breaking number.
  private var nextSequence: UInt64 = 0

  /// The current virtual time; starts at zero.
  public private(set) var now = SchedulerTimeType(nanoseconds: 0)

  /// Zero: virtual time is exact.
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// The number of queued jobs, cancelled timers included until their time comes.
  public var queuedCount: Int { queue.count }

  /// Creates a scheduler at time zero.
  public init() {}

  /// Queues an action at the current time; it runs at the next advance.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    enqueue(Entry(time: now.nanoseconds, sequence: 0, action: action, timer: nil))
  }

  /// Queues an action at a time; a time in the past runs at the next advance.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    enqueue(Entry(time: Swift.max(date.nanoseconds, now.nanoseconds), sequence: 0, action: action, timer: nil))
  }

  /// Queues a repeating action, first at `date`, then every `interval`, until cancelled.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    let timer = VirtualTimer(interval: Swift.max(interval.nanoseconds, 1), action: action)
    enqueue(Entry(time: Swift.max(date.nanoseconds, now.nanoseconds), sequence: 0, action: nil, timer: timer))
    return timer
  }

  /// Queues a one-shot action that can be cancelled, as `DispatchQueue.asyncAfter(deadline:execute:)` with a
  /// `DispatchWorkItem`.
  /// - Parameters:
  ///   - date: When to run it.
  ///   - action: The work.
  /// - Returns: The work item; cancelling it keeps it from running.
  @discardableResult
  public func scheduleCancellable(after date: SchedulerTimeType, _ action: @escaping () -> Void) -> VirtualTimer {
    let timer = VirtualTimer(interval: 0, action: action)
    enqueue(Entry(time: Swift.max(date.nanoseconds, now.nanoseconds), sequence: 0, action: nil, timer: timer))
    return timer
  }

  /// Runs every job due at or before `date`, in time order, then sets the time to `date`.
  /// - Parameters:
  ///   - date: The new time; a time in the past only runs what is already due.
  public func advance(to date: SchedulerTimeType) {
    while let next = queue.min, next.time <= date.nanoseconds {
      _ = queue.popMin()
      now = SchedulerTimeType(nanoseconds: next.time)
      if let action = next.action {
        action()
      } else if let timer = next.timer, !timer.isCancelled {
        timer.action()
        if timer.interval > 0, !timer.isCancelled {
          enqueue(Entry(time: next.time + timer.interval, sequence: 0, action: nil, timer: timer))
        }
      }
    }
    now = Swift.max(now, date)
  }

  /// Advances the time by a span.
  /// - Parameters:
  ///   - stride: How far to move.
  public func advance(by stride: SchedulerTimeType.Stride) {
    advance(to: now.advanced(by: stride))
  }

  /// Adds a job with the next sequence number.
  private func enqueue(_ entry: Entry) {
    var entry = entry
    entry.sequence = nextSequence
    nextSequence &+= 1
    queue.insert(entry)
  }
}

/// A scheduled job that can be cancelled: a one-shot work item or a repeating timer.
public final class VirtualTimer: Cancellable {
  /// The repeat interval in nanoseconds, or 0 for a one-shot job.
  let interval: Int64
  /// The work.
  let action: () -> Void
  /// Whether ``cancel()`` was called.
  public private(set) var isCancelled = false

  init(interval: Int64, action: @escaping () -> Void) {
    self.interval = interval
    self.action = action
  }

  /// Keeps the job from running again. Cancelled jobs stay queued until their time, as in Dispatch.
  public func cancel() {
    isCancelled = true
  }
}

extension VirtualTimeScheduler.SchedulerTimeType.Stride {
  /// A span from an exact `Duration`.
  /// - Parameters:
  ///   - duration: The span; sub-nanosecond parts are dropped.
  public init(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    self.init(nanoseconds: seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
  }
}
