@_spi(Simulation) import TapwiseCore
import Testing
@testable import TapwiseTraces

@Suite struct TraceRunTests {
  /// Runs a policy over JSON Lines text and returns the output text.
  private func output(_ policy: TimingPolicy, _ lines: String...) throws -> String {
    try TraceRun(policy, trace: Trace(jsonLines: lines.joined(separator: "\n"))).jsonLines
  }

  @Test func recordsHaveTheDeliveryTimeTheRawValueAndTheKeyOnlyWhenGiven() throws {
    let text = try output(
      .gate(interval: .seconds(1)),
      #"{"t": 0, "value": {"b" : 1.0,"a":[1e3]}, "key": "\u0073ave"}"#,
      #"{"t": 4e-1, "value": "x"}"#)
    #expect(
      text == """
        {"t": 0.0, "value": {"b" : 1.0,"a":[1e3]}, "key": "\\u0073ave"}
        {"t": 0.4, "value": "x"}

        """)
  }

  @Test func timesPrintAsTheShortestExactDecimal() {
    #expect(TraceRun.jsonLine(time: .zero, valueText: "1", keyText: nil) == #"{"t": 0.0, "value": 1}"#)
    #expect(TraceRun.jsonLine(time: .microseconds(1), valueText: "1", keyText: nil) == #"{"t": 0.000001, "value": 1}"#)
    #expect(
      TraceRun.jsonLine(time: .seconds(1_000_000_000_000), valueText: "1", keyText: #""k""#)
        == #"{"t": 1000000000000.0, "value": 1, "key": "k"}"#)
  }

  @Test func nothingDeliveredIsEmptyOutput() throws {
    #expect(
      try output(.throttle(interval: .seconds(1), leading: false, trailing: false), #"{"t": 0, "value": 1}"#) == "")
    #expect(try output(.gate(interval: .seconds(1))) == "")
  }

  /// Throttle 0.3 s, events a 0.4, b 0.5, c 0.7: a leads at 0.4 and opens [0.4, 0.7); b is pending. The window's
  /// end at 0.7 fires before c: b is delivered at 0.7 and opens [0.7, 1.0); c is pending and delivered at 1.0. If
  /// the event ran first, c would replace b in the window and b would be lost.
  @Test func aTimerDueAtTheSameInstantAsAnEventRunsFirst() throws {
    let text = try output(
      .throttle(interval: .milliseconds(300)),
      #"{"t": 0.4, "value": "a"}"#, #"{"t": 0.5, "value": "b"}"#, #"{"t": 0.7, "value": "c"}"#)
    #expect(text == "{\"t\": 0.4, \"value\": \"a\"}\n{\"t\": 0.7, \"value\": \"b\"}\n{\"t\": 1.0, \"value\": \"c\"}\n")
  }

  /// Without leading, a at 0.4 is pending in [0.4, 0.7); the timer at 0.7 delivers it before b arrives at 0.7.
  @Test func withoutLeadingTheTimerAtSevenTenthsDeliversTheEarlierEventFirst() throws {
    let text = try output(
      .throttle(interval: .milliseconds(300), leading: false),
      #"{"t": 0.4, "value": "a"}"#, #"{"t": 0.7, "value": "b"}"#)
    #expect(text == "{\"t\": 0.7, \"value\": \"a\"}\n{\"t\": 1.0, \"value\": \"b\"}\n")
  }

  /// Throttle 0.2 s, events a 0.1, b 0.2, c 0.3. As doubles 0.1 + 0.2 is 0.30000000000000004, so a window that
  /// opened at 0.1 would still be open when c arrives at 0.3 and c would replace b. On exact time the window ends
  /// at 0.3, b is delivered then, and c follows at 0.5.
  @Test func windowEndsThatDriftAsDoublesAreExact() throws {
    let text = try output(
      .throttle(interval: .milliseconds(200)),
      #"{"t": 0.1, "value": "a"}"#, #"{"t": 0.2, "value": "b"}"#, #"{"t": 0.3, "value": "c"}"#)
    #expect(text == "{\"t\": 0.1, \"value\": \"a\"}\n{\"t\": 0.3, \"value\": \"b\"}\n{\"t\": 0.5, \"value\": \"c\"}\n")
  }

  @Test func theRunGoesOnUntilNoTimerIsPending() throws {
    let text = try output(.debounce(interval: .seconds(5)), #"{"t": 1, "value": "last"}"#)
    #expect(text == "{\"t\": 6.0, \"value\": \"last\"}\n")
  }

  @Test func deliveriesPointBackToTheirEventsAndTheRestAreKnownDropped() throws {
    let trace = try Trace(jsonLines: "{\"t\": 0, \"value\": 1}\n{\"t\": 0.1, \"value\": 2}\n{\"t\": 1, \"value\": 3}")
    let run = try TraceRun(.gate(interval: .milliseconds(500)), trace: trace)
    #expect(run.deliveries.map { run.event(of: $0).line } == [1, 3])
    #expect(run.deliveredEventIndices == [0, 2])
    #expect(run.windows.count == 2)
  }

  @Test func anUnsortedTraceBuiltInCodeIsRejectedWithItsLine() {
    let trace = Trace(events: [
      TraceEvent(line: 1, time: .seconds(2), valueText: "1"), TraceEvent(line: 7, time: .seconds(1), valueText: "2"),
    ])
    #expect(throws: TraceError.self) { try TraceRun(.gate(interval: .seconds(1)), trace: trace) }
    do {
      _ = try TraceRun(.gate(interval: .seconds(1)), trace: trace)
    } catch {
      #expect(error.line == 7)
    }
  }
}
