@_spi(Simulation) import TapwiseCore
import Testing

/// Throttle behaviour as timelines: one character per 100 ms tick, interval 4 ticks (0.4 s).
@Suite("Throttle timelines")
struct ThrottleTimelineTests {
  let interval = Marble.ticks(4)

  @Test func leadingAndTrailingDeliverTheFirstAndTheLatest() throws {
    #expect(try Marble.run(.throttle(interval: interval), "abc-----d") == "a---c---d")
  }

  @Test func leadingOnlyDropsEverythingInsideTheWindow() throws {
    #expect(try Marble.run(.throttle(interval: interval, trailing: false), "abc-----d") == "a-------d")
  }

  @Test func trailingOnlyDeliversAtEachWindowEnd() throws {
    #expect(try Marble.run(.throttle(interval: interval, leading: false), "abc-----d") == "----c-------d")
  }

  @Test func firstPendingWinsWhenLatestIsOff() throws {
    #expect(try Marble.run(.throttle(interval: interval, latest: false), "abc-----d") == "a---b---d")
  }

  @Test func hammeredThrottleDeliversOncePerWindowAndTheLastValue() throws {
    #expect(try Marble.run(.throttle(interval: interval), "abcdefghij") == "a---d---h---j")
  }

  @Test func eventExactlyAtWindowEndSeesTheWindowClosedFirst() throws {
    // a opens [0, 4); the timer at 4 closes it before e at 4 arrives, so e leads a new window.
    #expect(try Marble.run(.throttle(interval: interval), "a---e") == "a---e")
  }

  @Test func bothEdgesOffDeliverNothing() throws {
    #expect(try Marble.run(.throttle(interval: interval, leading: false, trailing: false), "abc-----d") == "")
  }

  @Test(arguments: OptionCombination.all)
  func zeroIntervalDeliversEveryEventAtItsOwnTime(options: OptionCombination) throws {
    #expect(try Marble.run(options.throttle(interval: .zero), "ab-c") == (options.delivers ? "ab-c" : ""))
  }

  /// Each event's window is empty and closes before the next event at the same instant, so none is held back.
  @Test(arguments: OptionCombination.all)
  func zeroIntervalDeliversEventsAtOneInstantOneByOne(options: OptionCombination) throws {
    let events = ["a", "b", "c"].map { TimedEvent(time: Marble.ticks(1), value: $0) }
    let result = try TimingSimulator.run(options.throttle(interval: .zero), events: events)
    #expect(result.deliveries.map(\.value) == (options.delivers ? ["a", "b", "c"] : []))
    #expect(result.deliveries.map(\.edge).allSatisfy { $0 == (options.leading ? .leading : .trailing) })
    #expect(result.deliveries.allSatisfy { $0.time == Marble.ticks(1) })
    #expect(result.windows.isEmpty, "zero-length windows are not reported")
  }

  // MARK: - Regressions of bugs in other libraries

  /// PSDelayInvocation reschedules a pending value by the full delay from its arrival. The window's end is what
  /// counts: a value arriving 0.3 s into a 0.4 s window goes out at 0.4 s, not at 0.7 s.
  @Test func pendingValueIsDeliveredAtTheWindowEndNotAFullIntervalAfterItArrived() throws {
    #expect(try Marble.run(.throttle(interval: interval), "a--b") == "a---b")
    var throttle = try ThrottleStateMachine<Character>(interval: interval)
    _ = throttle.receive("a", at: .zero)
    _ = throttle.receive("b", at: Marble.ticks(3))
    #expect(throttle.deadline == Marble.ticks(4))
  }

  /// PSDelayInvocation keeps one static clock for all instances. Each state machine owns its window and reads time
  /// only from its caller.
  @Test func twoThrottlesAreIndependent() throws {
    var volume = try ThrottleStateMachine<Int>(interval: .seconds(1))
    var balance = try ThrottleStateMachine<Int>(interval: .seconds(1))
    #expect(volume.receive(1, at: .zero) == 1)
    #expect(balance.receive(10, at: .milliseconds(500)) == 10)
    #expect(volume.receive(2, at: .milliseconds(600)) == nil)
    #expect(volume.deadline == .seconds(1))
    #expect(balance.deadline == .milliseconds(1500))
  }

  /// swift-async-algorithms #266 and #413: the pending value is not sent at the window's end unless more input
  /// arrives. Here nothing follows b, and b still comes out at the window's end.
  @Test func trailingValueArrivesWithNoFurtherInput() throws {
    let result = try TimingSimulator.run(.throttle(interval: interval), events: Marble.events("ab"))
    #expect(result.deliveries.map(\.value) == ["a", "b"])
    #expect(result.deliveries.last?.time == interval)
    #expect(result.deliveries.last?.edge == .trailing)
  }

  /// lodash #3051: a leading call fires right after a trailing one. A trailing delivery opens a new window, so an
  /// event just after it waits for that window's end.
  @Test func eventJustAfterATrailingDeliveryBecomesPendingNotLeading() throws {
    let events = [
      TimedEvent(time: .zero, value: "a"), TimedEvent(time: .milliseconds(100), value: "b"),
      TimedEvent(time: .milliseconds(410), value: "c"),
    ]
    let result = try TimingSimulator.run(.throttle(interval: .milliseconds(400)), events: events)
    #expect(result.deliveries.map(\.value) == ["a", "b", "c"])
    #expect(result.deliveries.map(\.time) == [.zero, .milliseconds(400), .milliseconds(800)])
    #expect(result.deliveries.map(\.edge) == [.leading, .trailing, .trailing])
  }
}
