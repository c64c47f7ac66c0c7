import TapwiseCore
import Testing

/// `flush`, `cancel`, late timers and option validation on the throttle state machine.
@Suite("Throttle controls")
struct ThrottleControlTests {
  @Test func flushDeliversNowAndOpensAFreshWindow() throws {
    var throttle = try ThrottleStateMachine<String>(interval: .milliseconds(400))
    #expect(throttle.receive("a", at: .zero) == "a")
    #expect(throttle.receive("b", at: .milliseconds(100)) == nil)
    #expect(throttle.flush(at: .milliseconds(200)) == "b")
    #expect(throttle.activeSince == .milliseconds(200))
    #expect(throttle.deadline == .milliseconds(600))
    #expect(throttle.receive("c", at: .milliseconds(300)) == nil)
    #expect(throttle.fire(at: .milliseconds(400)) == nil, "the old window's end no longer counts")
    #expect(throttle.fire(at: .milliseconds(600)) == "c")
  }

  @Test func flushWithNothingPendingChangesNothing() throws {
    var throttle = try ThrottleStateMachine<String>(interval: .milliseconds(400))
    _ = throttle.receive("a", at: .zero)
    #expect(throttle.flush(at: .milliseconds(100)) == nil)
    #expect(throttle.deadline == .milliseconds(400))
  }

  @Test func cancelDropsThePendingValueButKeepsTheWindow() throws {
    var throttle = try ThrottleStateMachine<String>(interval: .milliseconds(400))
    _ = throttle.receive("a", at: .zero)
    _ = throttle.receive("b", at: .milliseconds(100))
    throttle.cancel()
    #expect(throttle.pending == nil)
    #expect(throttle.receive("c", at: .milliseconds(200)) == nil, "still inside the window: spacing holds")
    #expect(throttle.fire(at: .milliseconds(400)) == "c")
  }

  @Test func cancelWhileIdleIsHarmless() throws {
    var throttle = try ThrottleStateMachine<Int>(interval: .seconds(1))
    throttle.cancel()
    #expect(throttle.flush(at: .zero) == nil)
    #expect(throttle.receive(1, at: .zero) == 1)
  }

  @Test func fireBeforeTheDeadlineDoesNothing() throws {
    var throttle = try ThrottleStateMachine<Int>(interval: .seconds(1), leading: false)
    _ = throttle.receive(1, at: .zero)
    #expect(throttle.fire(at: .milliseconds(999)) == nil)
    #expect(throttle.pending == 1)
    #expect(throttle.fire(at: .seconds(1)) == 1)
  }

  @Test func forgottenTimerFiresLateInsteadOfLosingAValue() throws {
    var throttle = try ThrottleStateMachine<String>(interval: .milliseconds(400))
    _ = throttle.receive("a", at: .zero)
    _ = throttle.receive("b", at: .milliseconds(100))
    // The driver never fired the window end at 0.4 s; the next event brings b out, late, and waits itself.
    #expect(throttle.receive("c", at: .seconds(2)) == "b")
    #expect(throttle.pending == "c")
    #expect(throttle.deadline == .milliseconds(2400))
  }

  @Test func secondsInitializerRoundsToNanoseconds() throws {
    let throttle = try ThrottleStateMachine<Int>(interval: 0.4, leading: false, trailing: true, latest: false)
    #expect(throttle.interval == .milliseconds(400))
    #expect(!throttle.leading && throttle.trailing && !throttle.latest)
  }

  @Test(arguments: [-0.001, -1, -.infinity, .infinity, .nan])
  func invalidSecondsAreRejected(seconds: Double) {
    #expect(throws: TimingError.self) { try ThrottleStateMachine<Int>(interval: seconds) }
  }

  @Test func negativeIntervalIsRejectedWithItsValue() {
    #expect(throws: TimingError.negativeInterval(parameter: "interval", value: .milliseconds(-400))) {
      try ThrottleStateMachine<Int>(interval: .milliseconds(-400))
    }
  }
}
