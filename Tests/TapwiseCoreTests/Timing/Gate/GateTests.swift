@_spi(Simulation) import TapwiseCore
import Testing

@Suite("Gate")
struct GateTests {
  @Test func admitsOncePerIntervalAndDropsTheRest() throws {
    var gate = try Gate<String>(interval: .milliseconds(500))
    #expect(gate.admit("save:", at: .zero) == true)
    #expect(gate.admit("save:", at: .milliseconds(300)) == false)
    #expect(gate.admit("save:", at: .milliseconds(499)) == false)
    #expect(gate.admit("save:", at: .milliseconds(500)) == true, "exactly one interval later is admitted")
    #expect(gate.lastAdmission(for: "save:") == .milliseconds(500))
  }

  @Test func droppedEventsDoNotExtendTheInterval() throws {
    var gate = try Gate<String>(interval: .seconds(1))
    #expect(gate.admit("k", at: .zero) == true)
    for step in 1...9 { #expect(gate.admit("k", at: .milliseconds(100 * step)) == false) }
    #expect(gate.admit("k", at: .seconds(1)) == true)
  }

  @Test func keysAreGatedIndependently() throws {
    var gate = try Gate<String>(interval: .milliseconds(500))
    #expect(gate.admit("save:", at: .zero) == true)
    #expect(gate.admit("share:", at: .milliseconds(100)) == true)
    #expect(gate.admit("save:", at: .milliseconds(200)) == false)
    #expect(gate.admit("share:", at: .milliseconds(200)) == false)
  }

  @Test func hammeredGateAdmitsOncePerInterval() throws {
    var gate = try Gate<String>(interval: .milliseconds(400))
    var admitted: [Duration] = []
    for millisecond in 0..<10_000 where gate.admit("tap", at: .milliseconds(millisecond)) {
      admitted.append(.milliseconds(millisecond))
    }
    #expect(admitted.count == 25)
    #expect(admitted == (0..<25).map { .milliseconds(400 * $0) })
  }

  @Test func resetForgetsAdmissions() throws {
    var gate = try Gate<String>(interval: .seconds(10))
    _ = gate.admit("a", at: .zero)
    _ = gate.admit("b", at: .zero)
    gate.reset("a")
    #expect(gate.admit("a", at: .seconds(1)) == true)
    #expect(gate.admit("b", at: .seconds(1)) == false)
    gate.reset()
    #expect(gate.admit("b", at: .seconds(1)) == true)
    #expect(gate.lastAdmission(for: "a") == nil)
  }

  @Test func isAValueType() throws {
    var original = try Gate<Int>(interval: .seconds(1))
    _ = original.admit(1, at: .zero)
    var copy = original
    #expect(copy.admit(1, at: .milliseconds(10)) == false)
    copy.reset()
    #expect(original.admit(1, at: .milliseconds(10)) == false, "resetting the copy leaves the original alone")
  }

  @Test func zeroIntervalAdmitsEveryEventNotEarlierThanTheLastAdmission() throws {
    var gate = try Gate<Int>(interval: .zero)
    let admitted = [gate.admit(0, at: .zero), gate.admit(0, at: .zero), gate.admit(0, at: .nanoseconds(1))]
    #expect(admitted == [true, true, true])
    #expect(gate.admit(0, at: .zero) == false, "an event earlier than the last admission is still dropped")
  }

  @Test func zeroIntervalTimelineAdmitsEveryEvent() throws {
    #expect(try Marble.run(.gate(interval: .zero), "ab-c") == "ab-c")
    let events = ["a", "b", "c"].map { TimedEvent(time: Marble.ticks(1), value: $0) }
    let result = try TimingSimulator.run(.gate(interval: .zero), events: events)
    #expect(result.deliveries.map(\.value) == ["a", "b", "c"], "events at one instant are all admitted")
    #expect(result.windows.isEmpty, "zero-length windows are not reported")
  }

  @Test func eventBeforeTheLastAdmissionIsDropped() throws {
    var gate = try Gate<Int>(interval: .seconds(1))
    _ = gate.admit(0, at: .seconds(5))
    #expect(gate.admit(0, at: .seconds(4)) == false)
  }

  @Test func secondsInitializerRoundsToNanoseconds() throws {
    #expect(try Gate<String>(interval: 0.7).interval - Gate<String>(interval: 0.2).interval == .milliseconds(500))
  }

  @Test(arguments: [-0.5, .nan, .infinity, -.infinity])
  func invalidSecondsAreRejectedNotTrapped(seconds: Double) {
    #expect(throws: TimingError.self) { try Gate<String>(interval: seconds) }
  }

  @Test func negativeDurationIsRejectedWithItsValue() {
    let error = #expect(throws: TimingError.self) { try Gate<String>(interval: .milliseconds(-1)) }
    #expect(error?.description == "interval must not be negative, got -0.001 s")
  }
}
