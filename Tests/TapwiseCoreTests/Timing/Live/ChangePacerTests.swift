@_spi(Simulation) import TapwiseCore
import Testing

/// What `onChange(of:throttle:)` and `onChange(of:debounce:)` deliver, on a `StepClock`: the timing core's
/// throttle and debounce, the last value always arriving, the action given last receiving it, and nothing left
/// scheduled.
@MainActor
@Suite("ChangePacer", .liveTimingHangGuard)
struct ChangePacerTests {
  typealias Pacer = ChangePacer<Int, StepClock>

  let time = VirtualTime()
  var delivered: [Int] { log.values }
  let log = DeliveryLog()

  func makePacer(_ pace: Pacer.Pace) -> Pacer {
    let pacer = Pacer(clock: time.clock)
    pacer.update(pace: pace) { [log] in log.values.append($0) }
    time.watch { [weak pacer] in pacer?.deadline }
    return pacer
  }

  /// The seed's Bluetooth slider: a value every 50 ms for a second, at most one write per 0.4 s, and the last one.
  @Test func aDraggedSliderReachesTheLampAtItsFinalPosition() async {
    let pacer = makePacer(.throttle(.milliseconds(400)))
    for position in 0...20 {
      if position > 0 { await time.advance(by: .milliseconds(50)) }
      pacer.send(position)
    }
    await time.run()
    #expect(delivered == [0, 7, 15, 20])
    await time.expectNothingScheduled()
  }

  @Test func typingSearchesOnceForTheTextLeft() async {
    let pacer = makePacer(.debounce(.milliseconds(300)))
    for length in 1...5 {
      if length > 1 { await time.advance(by: .milliseconds(100)) }
      pacer.send(length)
    }
    await time.advance(by: .milliseconds(299))
    #expect(delivered.isEmpty)
    await time.advance(by: .milliseconds(1))
    #expect(delivered == [5])
    await time.expectNothingScheduled()
  }

  @Test func cancelDropsThePendingValueAndKeepsTheWindow() async {
    let pacer = makePacer(.throttle(.milliseconds(400)))
    pacer.send(1)
    pacer.send(2)
    #expect(pacer.pending == 2)
    pacer.cancel()  // the view disappeared
    #expect(pacer.pending == nil)
    await time.advance(by: .milliseconds(100))
    pacer.send(3)
    #expect(delivered == [1], "the window that 1 opened still holds 3 back")
    await time.run()
    #expect(delivered == [1, 3])
    await time.expectNothingScheduled()
  }

  @Test func theActionGivenLastReceivesTheDelivery() async {
    let pacer = makePacer(.debounce(.milliseconds(300)))
    pacer.send(1)
    var later: [Int] = []
    pacer.update(pace: .debounce(.milliseconds(300))) { later.append($0) }
    await time.run()
    #expect(delivered.isEmpty)
    #expect(later == [1])
    await time.expectNothingScheduled()
  }

  @Test func updatingDeliversNothing() async {
    let pacer = makePacer(.throttle(.milliseconds(400)))
    pacer.send(1)
    pacer.send(2)
    pacer.update(pace: .debounce(.milliseconds(100))) { [log] in log.values.append($0) }
    #expect(delivered == [1])
    #expect(pacer.pending == 2)
    await time.run()
    #expect(delivered == [1, 2], "no value followed: the old pace delivered its pending value on time")
    await time.expectNothingScheduled()
  }

  @Test func aNewPaceTakesEffectWithTheNextValue() async {
    let pacer = makePacer(.throttle(.milliseconds(400)))
    pacer.send(1)
    pacer.send(2)
    pacer.update(pace: .debounce(.milliseconds(100))) { [log] in log.values.append($0) }
    await time.advance(by: .milliseconds(50))
    pacer.send(3)  // supersedes 2
    await time.advance(by: .milliseconds(99))
    #expect(delivered == [1])
    await time.advance(by: .milliseconds(1))
    #expect(delivered == [1, 3])
    await time.run()
    #expect(delivered == [1, 3])
    await time.expectNothingScheduled()
  }

  @Test func aRefusedPaceDeliversNothing() async {
    let pacer = makePacer(.throttle(.milliseconds(-1)))
    pacer.send(1)
    pacer.send(2)
    await time.run()
    #expect(delivered.isEmpty)
    #expect(pacer.deadline == nil)
    await time.expectNothingScheduled()
  }

  @Test func nothingIsDeliveredBeforeThePaceIsGiven() async {
    let pacer = Pacer(clock: time.clock)
    pacer.send(1)
    #expect(pacer.deadline == nil)
    await time.expectNothingScheduled()
  }

  @Test func releasingThePacerCancelsItsTimer() async {
    weak var released: Pacer?
    do {
      let pacer = makePacer(.debounce(.milliseconds(300)))
      pacer.send(1)
      #expect(pacer.deadline != nil)
      released = pacer
    }
    #expect(released == nil)
    await time.advance(by: .seconds(1))
    #expect(delivered.isEmpty)
    await time.expectNothingScheduled()
  }

  /// Seeded random streams: the throttled pacer delivers exactly the simulator's values, so the last value arrives.
  @Test func throttledChangesDeliverWhatTheSimulatorPredicts() async throws {
    for seed in LiveMatchesSimulatorTests.seeds {
      let stream = LiveMatchesSimulatorTests.stream(seed: seed)
      let policy = TimingPolicy.throttle(interval: stream.interval, leading: true, trailing: true, latest: true)
      try await expectPacer(.throttle(stream.interval), matches: policy, on: stream, seed: seed)
    }
  }

  /// Seeded random streams: the debounced pacer delivers exactly the simulator's values, so the last value arrives.
  @Test func debouncedChangesDeliverWhatTheSimulatorPredicts() async throws {
    for seed in LiveMatchesSimulatorTests.seeds {
      let stream = LiveMatchesSimulatorTests.stream(seed: seed)
      let policy = TimingPolicy.debounce(interval: stream.interval, maxWait: nil, leading: false, trailing: true)
      try await expectPacer(.debounce(stream.interval), matches: policy, on: stream, seed: seed)
    }
  }

  /// Plays a stream into a fresh pacer and compares its deliveries with the simulator's, and its last delivery with
  /// the last value sent.
  private func expectPacer(
    _ pace: Pacer.Pace, matches policy: TimingPolicy, on stream: RandomStream, seed: UInt64
  ) async throws {
    let expected = try TimingSimulator.run(policy, events: stream.events).deliveries.map(\.value)
    let time = VirtualTime()
    let log = DeliveryLog()
    let pacer = Pacer(clock: time.clock)
    pacer.update(pace: pace) { [log] in log.values.append($0) }
    time.watch { [weak pacer] in pacer?.deadline }
    await LiveMatchesSimulatorTests.play(stream, on: time) { pacer.send($0) }
    #expect(log.values == expected, "seed \(seed): \(stream)")
    #expect(log.values.last == stream.events.last?.value, "the last value arrives; seed \(seed): \(stream)")
  }
}

/// The values a pacer delivered, in order.
@MainActor
final class DeliveryLog {
  var values: [Int] = []
}
