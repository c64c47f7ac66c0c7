@_spi(Simulation) import TapwiseCore
import Testing

/// Debounce behaviour as timelines: one character per 100 ms tick, interval 3 ticks (0.3 s).
@Suite("Debounce timelines")
struct DebounceTimelineTests {
  let interval = Marble.ticks(3)

  @Test func trailingDeliversTheLastValueAfterOneIntervalOfQuiet() throws {
    #expect(try Marble.run(.debounce(interval: interval), "abc----d") == "-----c----d")
  }

  @Test func leadingOnlyDeliversTheFirstValueOfEachBurst() throws {
    #expect(try Marble.run(.debounce(interval: interval, leading: true, trailing: false), "abc----d") == "a------d")
  }

  @Test func leadingAndTrailingDeliverTheEndOnlyWhenMoreEventsFollowed() throws {
    #expect(try Marble.run(.debounce(interval: interval, leading: true), "abc----d") == "a----c-d")
    #expect(try Marble.run(.debounce(interval: interval, leading: true), "a") == "a")
  }

  @Test func eventExactlyAtTheQuietDeadlineStartsANewBurst() throws {
    // The quiet deadline of a (tick 3) fires before d at tick 3 arrives.
    #expect(try Marble.run(.debounce(interval: interval), "a--d") == "---a--d")
    #expect(try Marble.run(.debounce(interval: interval, leading: true), "a--d") == "a--d")
  }

  @Test func maxWaitBoundsAnEndlessBurst() throws {
    let policy = TimingPolicy.debounce(interval: interval, maxWait: Marble.ticks(5))
    #expect(try Marble.run(policy, "abcdefghij") == "-----e----j")
  }

  @Test func maxWaitEqualToTheIntervalBehavesLikeAPlainDebounceOnSingleEvents() throws {
    let policy = TimingPolicy.debounce(interval: interval, maxWait: interval)
    #expect(try Marble.run(policy, "a-----b") == "---a-----b")
  }

  @Test func hammeredDebounceWaitsForTheEnd() throws {
    #expect(try Marble.run(.debounce(interval: interval), "abcdefghij") == "------------j")
  }

  /// Leading and trailing on or off, with `maxWait` zero or none.
  @Test(arguments: OptionCombination.all)
  func zeroIntervalDeliversEveryEventAtItsOwnTime(options: OptionCombination) throws {
    let policy = options.debounce(interval: .zero, maxWait: .zero)
    #expect(try Marble.run(policy, "ab-c") == (options.delivers ? "ab-c" : ""))
  }

  /// Each event's burst goes quiet before the next event at the same instant, so each event leads a burst of its own.
  @Test(arguments: OptionCombination.all)
  func zeroIntervalDeliversEventsAtOneInstantOneByOne(options: OptionCombination) throws {
    let events = ["a", "b", "c"].map { TimedEvent(time: Marble.ticks(1), value: $0) }
    let result = try TimingSimulator.run(options.debounce(interval: .zero, maxWait: .zero), events: events)
    #expect(result.deliveries.map(\.value) == (options.delivers ? ["a", "b", "c"] : []))
    #expect(result.deliveries.map(\.edge).allSatisfy { $0 == (options.leading ? .leading : .trailing) })
    #expect(result.deliveries.allSatisfy { $0.time == Marble.ticks(1) })
    #expect(result.windows.isEmpty, "zero-length bursts are not reported")
  }

  @Test func bothEdgesOffDeliverNothing() throws {
    #expect(try Marble.run(.debounce(interval: interval, leading: false, trailing: false), "abc----d") == "")
  }
}
