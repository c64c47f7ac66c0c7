@_spi(Simulation) import TapwiseCore
import Testing

@Suite("TimingSimulator")
struct TimingSimulatorTests {
  let interval = Duration.milliseconds(400)

  func events(_ milliseconds: [Int], key: String? = nil) -> [TimedEvent<Int>] {
    milliseconds.map { TimedEvent(time: .milliseconds($0), value: $0, key: key) }
  }

  @Test func runsUntilNoTimerIsPendingSoTrailingDeliveriesAfterTheInputAppear() throws {
    let result = try TimingSimulator.run(.debounce(interval: interval), events: events([0, 100]))
    #expect(result.deliveries.map(\.time) == [.milliseconds(500)])
    #expect(result.windows == [TimingWindow(key: nil, start: .zero, end: .milliseconds(500), kind: .debounce)])
  }

  @Test func timerDueAtAnInstantRunsBeforeAnEventAtThatInstant() throws {
    let throttled = try TimingSimulator.run(.throttle(interval: interval, leading: false), events: events([0, 400]))
    #expect(throttled.deliveries.map(\.value) == [0, 400])
    #expect(throttled.deliveries.map(\.time) == [.milliseconds(400), .milliseconds(800)])
    let debounced = try TimingSimulator.run(.debounce(interval: interval), events: events([0, 400]))
    #expect(debounced.deliveries.map(\.time) == [.milliseconds(400), .milliseconds(800)])
  }

  @Test func deliveriesNameTheirEventAndEdge() throws {
    let input = events([0, 100, 200, 900])
    let result = try TimingSimulator.run(.throttle(interval: interval), events: input)
    #expect(
      result.deliveries == [
        TimedDelivery(time: .zero, value: 0, key: nil, eventIndex: 0, edge: .leading),
        TimedDelivery(time: .milliseconds(400), value: 200, key: nil, eventIndex: 2, edge: .trailing),
        TimedDelivery(time: .milliseconds(900), value: 900, key: nil, eventIndex: 3, edge: .leading),
      ])
  }

  @Test func windowsShadeEachThrottleWindow() throws {
    let result = try TimingSimulator.run(.throttle(interval: interval), events: events([0, 100, 900]))
    #expect(
      result.windows == [
        TimingWindow(key: nil, start: .zero, end: .milliseconds(400), kind: .throttle),
        TimingWindow(key: nil, start: .milliseconds(400), end: .milliseconds(800), kind: .throttle),
        TimingWindow(key: nil, start: .milliseconds(900), end: .milliseconds(1300), kind: .throttle),
      ])
  }

  @Test func windowsShadeEachGateInterval() throws {
    let result = try TimingSimulator.run(.gate(interval: interval), events: events([0, 100, 500], key: "k"))
    #expect(
      result.windows == [
        TimingWindow(key: "k", start: .zero, end: .milliseconds(400), kind: .gate),
        TimingWindow(key: "k", start: .milliseconds(500), end: .milliseconds(900), kind: .gate),
      ])
  }

  @Test func simultaneousTimersOnDifferentKeysFireInFirstSeenOrder() throws {
    let input = [
      TimedEvent(time: .zero, value: 1, key: "z"), TimedEvent(time: .zero, value: 2, key: "a"),
      TimedEvent(time: .zero, value: 3, key: nil),
    ]
    let result = try TimingSimulator.run(.debounce(interval: interval), events: input)
    #expect(result.deliveries.map(\.key) == ["z", "a", nil])
  }

  @Test func decreasingTimeIsRejectedWithItsIndex() {
    #expect(throws: TimingError.decreasingTime(index: 2, time: .milliseconds(50), previous: .milliseconds(100))) {
      try TimingSimulator.run(.throttle(interval: interval), events: events([0, 100, 50]))
    }
    #expect(throws: TimingError.decreasingTime(index: 1, time: .zero, previous: .seconds(1))) {
      try TimingSimulator.run(.gate(interval: interval), events: events([1000, 0]))
    }
  }

  @Test func equalTimesAreAccepted() throws {
    let result = try TimingSimulator.run(.gate(interval: interval), events: events([0, 0, 0]))
    #expect(result.deliveries.count == 1)
  }

  @Test func invalidPoliciesAreRejected() {
    #expect(throws: TimingError.self) { try TimingSimulator.run(.gate(interval: .seconds(-1)), events: events([0])) }
    #expect(throws: TimingError.self) {
      try TimingSimulator.run(.debounce(interval: .seconds(1), maxWait: .zero), events: events([0]))
    }
    #expect(throws: TimingError.self) { try TimingPolicy.throttle(interval: .nanoseconds(-1)).validate() }
    #expect(throws: Never.self) { try TimingPolicy.debounce(interval: .seconds(1), maxWait: .seconds(1)).validate() }
  }

  @Test func sinkFormSeesTheSameOutputAsTheCollectedForm() throws {
    let input = (0..<50).map {
      TimedEvent(time: .milliseconds($0 * 90 + $0 * 37 % 80), value: $0, key: $0 % 3 == 0 ? "x" : nil)
    }
    for policy in [TimingPolicy.gate(interval: interval), .throttle(interval: interval), .debounce(interval: interval)]
    {
      var deliveries: [TimedDelivery<Int>] = []
      var windows: [TimingWindow] = []
      try TimingSimulator.run(policy, events: input) {
        deliveries.append($0)
      } onWindow: {
        windows.append($0)
      }
      let collected = try TimingSimulator.run(policy, events: input)
      #expect(collected == TimingSimulation(deliveries: deliveries, windows: windows))
    }
  }

  @Test func emptyInputProducesNothing() throws {
    let result = try TimingSimulator.run(.throttle(interval: interval), events: [TimedEvent<Int>]())
    #expect(result.deliveries.isEmpty && result.windows.isEmpty)
  }

  @Test(arguments: [
    (TimingPolicy.gate(interval: .milliseconds(500)), "gate(interval: 0.5)"),
    (.throttle(interval: .milliseconds(400)), "throttle(interval: 0.4, leading: true, trailing: true, latest: true)"),
    (
      .debounce(interval: .milliseconds(300), maxWait: .seconds(1), leading: true, trailing: false),
      "debounce(interval: 0.3, maxWait: 1.0, leading: true, trailing: false)"
    ),
    (.debounce(interval: .milliseconds(300)), "debounce(interval: 0.3, maxWait: nil, leading: false, trailing: true)"),
  ])
  func policyDescribesItselfInDecimalSeconds(policy: TimingPolicy, expected: String) {
    #expect(policy.description == expected)
  }
}
