@_spi(Simulation) import TapwiseCore
import Testing

/// One button's gate under `tapThrottle`, a `Gatekeeper` with one key whose interval comes with each tap, on a
/// `StepClock`: at most one run per interval, measured from the last run, the first tap always running; a new
/// interval starts afresh and a refused one changes nothing.
@MainActor
@Suite("Gatekeeper, interval with each tap", .liveTimingHangGuard)
struct GatekeeperIntervalChangeTests {
  let time = VirtualTime()
  let interval = Duration.milliseconds(500)

  func makeGate() -> Gatekeeper<Bool, StepClock> {
    Gatekeeper<Bool, StepClock>(clock: time.clock)
  }

  @Test func hammeredPayButtonPaysOncePerInterval() async {
    let gate = makeGate()
    var payments = 0
    for _ in 0..<30 {
      if gate.admit(true, interval: interval) { payments += 1 }
      await time.advance(by: .milliseconds(60))
    }
    #expect(payments == 4, "taps every 60 ms for 1.8 s: runs at 0, 0.54, 1.08 and 1.62 s")
    await time.expectNothingScheduled()
  }

  @Test func theFirstTapAlwaysRunsAndATapExactlyOneIntervalLaterRunsToo() async {
    let gate = makeGate()
    #expect(gate.admit(true, interval: interval))
    await time.advance(by: .milliseconds(499))
    #expect(!gate.admit(true, interval: interval))
    await time.advance(by: .milliseconds(1))
    #expect(gate.admit(true, interval: interval), "measured from the last run, not from the dropped tap")
  }

  @Test func aDroppedTapDoesNotExtendTheInterval() async {
    let gate = makeGate()
    #expect(gate.admit(true, interval: interval))
    await time.advance(by: .milliseconds(400))
    #expect(!gate.admit(true, interval: interval))
    await time.advance(by: .milliseconds(100))
    #expect(gate.admit(true, interval: interval))
  }

  @Test func twoButtonsKeepTheirOwnTime() async {
    let pay = makeGate()
    let share = makeGate()
    #expect(pay.admit(true, interval: interval))
    #expect(share.admit(true, interval: interval), "another button is never held back")
    #expect(!pay.admit(true, interval: interval))
  }

  @Test func aNewIntervalStartsTheButtonAfresh() async {
    let gate = makeGate()
    #expect(gate.admit(true, interval: interval))
    await time.advance(by: .milliseconds(100))
    #expect(gate.admit(true, interval: .seconds(2)), "the view was redrawn with another interval")
    await time.advance(by: .milliseconds(1500))
    #expect(!gate.admit(true, interval: .seconds(2)))
  }

  @Test func aRefusedIntervalLetsEveryTapRunAndForgetsThePast() async {
    let gate = makeGate()
    #expect(gate.admit(true, interval: interval))
    #expect(gate.admit(true, interval: .milliseconds(-1)))
    #expect(gate.admit(true, interval: .milliseconds(-1)))
    #expect(gate.admit(true, interval: interval), "back to a valid interval: the first tap runs")
    #expect(!gate.admit(true, interval: interval))
  }

  @Test func aZeroIntervalRunsEveryTap() {
    let gate = makeGate()
    #expect(gate.admit(true, interval: .zero) && gate.admit(true, interval: .zero), "two taps at one instant")
  }

  /// Seeded random tap streams (the live-wrapper streams, one button): the gate runs exactly the taps that the
  /// simulator's gate admits.
  @Test func runsWhatTheSimulatorsGatePredicts() async throws {
    for seed in LiveMatchesSimulatorTests.seeds {
      let stream = LiveMatchesSimulatorTests.stream(seed: seed)
      let expected = try TimingSimulator.run(.gate(interval: stream.interval), events: stream.events).deliveries
      let time = VirtualTime()
      let gate = Gatekeeper<Bool, StepClock>(clock: time.clock)
      var ran: [Int] = []
      for event in stream.events {
        await time.advance(to: event.time)
        if gate.admit(true, interval: stream.interval) { ran.append(event.value) }
      }
      #expect(ran == expected.map(\.value), "seed \(seed): \(stream)")
      await time.expectNothingScheduled()
    }
  }
}
