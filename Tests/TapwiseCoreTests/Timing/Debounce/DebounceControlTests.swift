import TapwiseCore
import Testing

/// `flush`, `cancel`, late timers and option validation on the debounce state machine.
@Suite("Debounce controls")
struct DebounceControlTests {
  @Test func flushDeliversNowAndEndsTheBurst() throws {
    var debounce = try DebounceStateMachine<String>(interval: .milliseconds(300), leading: true)
    #expect(debounce.receive("a", at: .zero) == "a")
    #expect(debounce.receive("b", at: .milliseconds(100)) == nil)
    #expect(debounce.flush(at: .milliseconds(200)) == "b")
    #expect(debounce.deadline == nil)
    #expect(debounce.receive("c", at: .milliseconds(250)) == "c", "a new burst leads again")
  }

  @Test func flushWithNothingPendingStillEndsTheBurst() throws {
    var debounce = try DebounceStateMachine<String>(interval: .milliseconds(300), leading: true)
    _ = debounce.receive("a", at: .zero)
    #expect(debounce.flush(at: .milliseconds(100)) == nil)
    #expect(debounce.activeSince == nil)
  }

  @Test func cancelDropsThePendingValueButTheBurstRunsOn() throws {
    var debounce = try DebounceStateMachine<String>(interval: .milliseconds(300), leading: true)
    _ = debounce.receive("a", at: .zero)
    _ = debounce.receive("b", at: .milliseconds(100))
    debounce.cancel()
    #expect(debounce.pending == nil)
    #expect(debounce.deadline == .milliseconds(400))
    #expect(debounce.receive("c", at: .milliseconds(200)) == nil, "still the same burst: no second leading edge")
    #expect(debounce.fire(at: .milliseconds(500)) == "c")
  }

  @Test func maxWaitDeliveryKeepsTheBurstGoing() throws {
    var debounce = try DebounceStateMachine<Int>(interval: .seconds(1), maxWait: .seconds(2), leading: true)
    #expect(debounce.receive(0, at: .zero) == 0)
    for step in 1...4 { #expect(debounce.receive(step, at: .milliseconds(500 * step)) == nil) }
    // 1 became pending at 0.5 s, so maxWait forces a delivery at 2.5 s, before the quiet deadline at 3 s.
    #expect(debounce.deadline == .milliseconds(2500))
    #expect(debounce.fire(at: .milliseconds(2500)) == 4)
    #expect(debounce.activeSince == .zero)
    #expect(debounce.receive(5, at: .milliseconds(2600)) == nil, "no new leading edge inside the burst")
    #expect(debounce.deadline == .milliseconds(3600))
  }

  @Test func forgottenTimerFiresLateInsteadOfLosingAValue() throws {
    var debounce = try DebounceStateMachine<String>(interval: .milliseconds(300))
    _ = debounce.receive("a", at: .zero)
    #expect(debounce.receive("b", at: .seconds(5)) == "a")
    #expect(debounce.pending == "b")
    #expect(debounce.deadline == .milliseconds(5300))
  }

  @Test func forgottenTimerDoesNotSwallowTheNextBurstsLeadingDelivery() throws {
    var debounce = try DebounceStateMachine<String>(interval: .milliseconds(300), leading: true)
    #expect(debounce.receive("a", at: .zero) == "a")
    #expect(debounce.receive("b", at: .milliseconds(100)) == nil)
    // The driver never fired the quiet deadline at 0.4 s. c starts a new burst at 5 s: b comes out late, and c's
    // leading delivery, which cannot share the one return value, is due at once instead of at the burst's end.
    #expect(debounce.receive("c", at: .seconds(5)) == "b")
    #expect(debounce.activeSince == .seconds(5))
    #expect(debounce.pending == "c")
    #expect(debounce.deadline == .seconds(5))
    #expect(debounce.fire(at: .seconds(5)) == "c")
    #expect(debounce.deadline == .milliseconds(5300), "the burst goes on to its quiet deadline")
    #expect(debounce.receive("d", at: .milliseconds(5100)) == nil, "no second leading edge inside the burst")
    #expect(debounce.fire(at: .milliseconds(5400)) == "d")
    #expect(debounce.deadline == nil)
  }

  @Test func forgottenTimersDeliverInOrderWhenTheDriverKeepsForgetting() throws {
    var debounce = try DebounceStateMachine<String>(interval: .milliseconds(300), leading: true)
    _ = debounce.receive("a", at: .zero)
    _ = debounce.receive("b", at: .milliseconds(100))
    #expect(debounce.receive("c", at: .seconds(5)) == "b")
    // Nor was c's delivery fired: d, at the same instant, brings c out and joins c's burst.
    #expect(debounce.receive("d", at: .seconds(5)) == "c")
    #expect(debounce.pending == "d")
    #expect(debounce.deadline == .milliseconds(5300))
  }

  @Test func maxWaitShorterThanTheIntervalIsRejected() {
    #expect(throws: TimingError.maxWaitShorterThanInterval(maxWait: .milliseconds(100), interval: .milliseconds(300))) {
      try DebounceStateMachine<Int>(interval: .milliseconds(300), maxWait: .milliseconds(100))
    }
    #expect(throws: TimingError.maxWaitShorterThanInterval(maxWait: .milliseconds(100), interval: .milliseconds(300))) {
      try DebounceStateMachine<Int>(interval: 0.3, maxWait: 0.1)
    }
  }

  @Test func negativeMaxWaitIsRejectedByName() {
    #expect(throws: TimingError.negativeInterval(parameter: "maxWait", value: .seconds(-1))) {
      try DebounceStateMachine<Int>(interval: .zero, maxWait: .seconds(-1))
    }
  }

  @Test(arguments: [(-1.0, nil), (.nan, nil), (.infinity, nil), (0.3, -0.5), (0.3, .nan), (0.3, -.infinity)])
  func invalidSecondsAreRejected(interval: Double, maxWait: Double?) {
    #expect(throws: TimingError.self) { try DebounceStateMachine<Int>(interval: interval, maxWait: maxWait) }
  }

  @Test func nanMaxWaitIsNamedInTheError() {
    let error = #expect(throws: TimingError.self) { try DebounceStateMachine<Int>(interval: 0.3, maxWait: .nan) }
    #expect(error?.description.hasPrefix("maxWait must be a finite number of seconds") == true)
  }

  @Test func secondsInitializerRoundsToNanoseconds() throws {
    let debounce = try DebounceStateMachine<Int>(interval: 0.3, maxWait: 1.2, leading: true, trailing: false)
    #expect(debounce.interval == .milliseconds(300))
    #expect(debounce.maxWait == .milliseconds(1200))
    #expect(debounce.leading && !debounce.trailing)
  }
}
