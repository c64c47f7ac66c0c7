import TapwiseCore
import Testing

@MainActor
@Suite("Gatekeeper", .liveTimingHangGuard)
struct GatekeeperTests {
  @Test func hammeredButtonFiresOncePerInterval() async throws {
    let time = VirtualTime()
    let taps = try Gatekeeper<String, StepClock>(interval: .milliseconds(500), clock: time.clock)
    var orders = 0
    for _ in 0..<30 {
      if taps.admit("checkout") { orders += 1 }
      await time.advance(by: .milliseconds(50))
    }
    #expect(orders == 3, "taps over 1.5 s, one admitted per 0.5 s")
    #expect(taps.admit("share"), "another key is not held back")
    taps.reset()
    #expect(taps.admit("checkout"))
    await time.expectNothingScheduled()
  }

  @Test func zeroIntervalAdmitsEveryTap() async throws {
    let time = VirtualTime()
    let taps = try Gatekeeper<String, StepClock>(interval: .zero, clock: time.clock)
    #expect(taps.admit("save") && taps.admit("save"), "two taps at one instant")
    await time.advance(by: .milliseconds(1))
    #expect(taps.admit("save"))
    await time.expectNothingScheduled()
  }

  @Test func usesNoTimers() async throws {
    let time = VirtualTime()
    let taps = try Gatekeeper<Int, StepClock>(interval: 0.5, clock: time.clock)
    #expect(taps.interval == .milliseconds(500))
    _ = taps.admit(1)
    await time.expectNothingScheduled()
  }

  @Test func invalidIntervalsAreRejected() {
    #expect(throws: TimingError.self) { try Gatekeeper<String, ContinuousClock>(interval: .nan) }
    #expect(throws: TimingError.self) { try Gatekeeper<String, ContinuousClock>(interval: .milliseconds(-1)) }
    #expect(throws: Never.self) { try Gatekeeper<String, ContinuousClock>(interval: 0.5) }
  }
}
