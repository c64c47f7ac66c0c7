/// The benchmark input as an async sequence: the integers `0..<count`, element `i` at time `i * spacing` on a
/// ``ManualClock``.
///
/// Asking for element `i` first advances the clock to its time, waking every sleeper due by then, so timers fire
/// in virtual time between elements. After the last element, the clock moves on by `drain`, so trailing timers
/// fire before the sequence ends, as they would if the app kept running.
///
/// ```swift
/// let clock = ManualClock()
/// let events = VirtualTimeEvents(count: 1_000, spacing: .milliseconds(1), drain: .seconds(1), clock: clock)
/// for await value in events.debounce(for: .milliseconds(300), clock: clock) { print(value) }  // 999
/// ```
public struct VirtualTimeEvents: AsyncSequence, Sendable {
  /// Each element is its own index.
  public typealias Element = Int

  /// How many elements.
  public let count: Int
  /// The time between elements.
  public let spacing: Duration
  /// How far the clock moves after the last element.
  public let drain: Duration
  /// The clock the elements are stamped on.
  public let clock: ManualClock

  /// Creates the input.
  /// - Parameters:
  ///   - count: How many elements.
  ///   - spacing: The time between elements.
  ///   - drain: How far the clock moves after the last element.
  ///   - clock: The clock to advance.
  public init(count: Int, spacing: Duration, drain: Duration, clock: ManualClock) {
    self.count = count
    self.spacing = spacing
    self.drain = drain
    self.clock = clock
  }

  /// Produces the elements in order.
  public struct AsyncIterator: AsyncIteratorProtocol {
    /// The sequence being iterated.
    let events: VirtualTimeEvents
    /// The next element.
    var index = 0

    /// Advances the clock to the next element's time and returns it, or drains and returns `nil` at the end.
    public mutating func next() async -> Int? {
      guard index < events.count else {
        if index == events.count {
          index += 1
          events.clock.advance(to: .init(offset: events.spacing * (events.count - 1) + events.drain))
        }
        return nil
      }
      defer { index += 1 }
      events.clock.advance(to: .init(offset: events.spacing * index))
      return index
    }
  }

  /// Starts an iteration.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(events: self)
  }
}
