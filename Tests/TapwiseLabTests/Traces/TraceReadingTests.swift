import Testing
@testable import TapwiseTraces

@Suite struct TraceReadingTests {
  @Test func eventsKeepTheirLineExactTimeRawValueAndKey() throws {
    let trace = try Trace(
      jsonLines: """
        {"t": 0.40, "value": {"b" : 1.0, "a": [1e3, "\\u00e9"]}}
        {"value": null, "key": "\\u0073ave", "t": 4e-1}
        """)
    #expect(
      trace.events == [
        TraceEvent(line: 1, time: .milliseconds(400), valueText: #"{"b" : 1.0, "a": [1e3, "\u00e9"]}"#),
        TraceEvent(line: 2, time: .milliseconds(400), valueText: "null", key: "save", keyText: #""\u0073ave""#),
      ])
  }

  /// The reader checks duplicate names inside a value at every depth, even under levels it doesn't check itself.
  @Test func valuesNestObjectsAndArraysAtAnyDepth() throws {
    let value = #"[{"a": {"b": [{"c": 1, "d": {}}]}}, {"a": 2}]"#
    let trace = try Trace(jsonLines: #"{"t": 1, "value": \#(value)}"# + "\n" + #"{"t": 2, "value": {"x": {"y": {}}}}"#)
    #expect(trace.events.map(\.valueText) == [value, #"{"x": {"y": {}}}"#])
    #expect(throws: TraceError.input(line: 1, #"malformed JSON at column 42: duplicate member "c""#)) {
      try Trace(jsonLines: #"{"t": 1, "value": [{"a": {"b": [{"c": 1, "c": {}}]}}]}"#)
    }
  }

  @Test func memberNamesMatchWhateverTheirEscapes() throws {
    let event = try TraceEvent(jsonLine: #"{"\u0074": 1, "valu\u0065": 2, "k\u0065y": "a"}"#)
    #expect(event == TraceEvent(line: 1, time: .seconds(1), valueText: "2", key: "a", keyText: #""a""#))
    #expect(throws: TraceError.input(line: 1, #"unknown member "ti"; an event has "t", "value" and optionally "key""#))
    {
      try TraceEvent(jsonLine: #"{"ti": 1, "value": 2}"#)
    }
    #expect(throws: TraceError.input(line: 1, #"malformed JSON at column 10: duplicate member "t""#)) {
      try TraceEvent(jsonLine: #"{"t": 1, "\u0074": 2, "value": 2}"#)
    }
  }

  @Test func blankLinesAreSkippedButCounted() throws {
    let trace = try Trace(jsonLines: "\n  \t\n{\"t\": 1, \"value\": 1}\r\n\r\n{\"t\": 2, \"value\": 2}\n\n")
    #expect(trace.events.map(\.line) == [3, 5])
  }

  @Test func aMissingFinalNewlineChangesNothing() throws {
    let lines = #"{"t": 0, "value": 1}"# + "\n" + #"{"t": 1, "value": 2}"#
    #expect(try Trace(jsonLines: lines) == Trace(jsonLines: lines + "\n"))
  }

  @Test func aLeadingByteOrderMarkIsSkipped() throws {
    let trace = try Trace(jsonLines: [0xEF, 0xBB, 0xBF] + Array(#"{"t": 1, "value": 1}"#.utf8))
    #expect(trace.events == [TraceEvent(line: 1, time: .seconds(1), valueText: "1")])
  }

  @Test func emptyInputIsAnEmptyTrace() throws {
    #expect(try Trace(jsonLines: "").events.isEmpty)
    #expect(try Trace(jsonLines: "\n\n").events.isEmpty)
  }

  @Test func equalTimesAreAllowed() throws {
    let trace = try Trace(jsonLines: "{\"t\": 0.7, \"value\": 1}\n{\"t\": 0.70, \"value\": 2}")
    #expect(trace.events.map(\.time) == [.milliseconds(700), .milliseconds(700)])
  }

  @Test func keysAreListedInFirstAppearanceOrder() throws {
    let trace = try Trace(
      jsonLines: """
        {"t": 0, "value": 1, "key": "b"}
        {"t": 1, "value": 2}
        {"t": 2, "value": 3, "key": "a"}
        {"t": 3, "value": 4, "key": "b"}
        """)
    #expect(trace.keys == ["b", nil, "a"])
  }

  @Test(arguments: [
    (#"{"t": 0, "value": }"#, "line 2: malformed JSON at column 19: unexpected character '}'"),
    (#"{"t": 0, "value": 1"#, "line 2: malformed JSON at column 20: expected ',' or '}' in object"),
    (#"[0, 1]"#, #"line 2: expected a JSON object such as {"t": 0.4, "value": 1}, got an array"#),
    (#""tap""#, #"line 2: expected a JSON object such as {"t": 0.4, "value": 1}, got string "tap""#),
    (
      #"{"t": 1, "value": 1, "kee": "a"}"#,
      #"line 2: unknown member "kee"; an event has "t", "value" and optionally "key""#
    ),
    (#"{"value": 1}"#, #"line 2: missing "t""#),
    (#"{"t": "0.4", "value": 1}"#, #"line 2: "t" must be a number of seconds, got string "0.4""#),
    (#"{"t": true, "value": 1}"#, #"line 2: "t" must be a number of seconds, got true"#),
    (#"{"t": null, "value": 1}"#, #"line 2: "t" must be a number of seconds, got null"#),
    (#"{"t": -1, "value": 1}"#, #"line 2: "t" must not be negative, got -1"#),
    (#"{"t": 1e400, "value": 1}"#, #"line 2: "t" must be at most 1000000000000 seconds, got 1e400"#),
    (
      #"{"t": 0.1234567891234, "value": 1}"#,
      #"line 2: "t" must have at most 6 fractional digits (times are exact to the microsecond), got 0.1234567891234"#
    ),
    (#"{"t": 1}"#, #"line 2: missing "value""#),
    (#"{"t": 1, "value": 1, "key": 7}"#, #"line 2: "key" must be a string, got number 7"#),
    (#"{"t": 1, "value": 1, "key": null}"#, #"line 2: "key" must be a string, got null"#),
    (#"{"t": 0.25, "value": 1}"#, #"line 2: "t" goes back in time: 0.25 is earlier than 0.5 on line 1"#),
  ])
  func aBadLineIsReportedWithItsNumberAndProblem(line: String, message: String) {
    let text = #"{"t": 0.5, "value": 0}"# + "\n" + line + "\n" + #"{"t": "also bad"}"#
    #expect(throws: TraceError(kind: .input, line: 2, problem: String(message.dropFirst("line 2: ".count)))) {
      try Trace(jsonLines: text)
    }
    do {
      _ = try Trace(jsonLines: text)
    } catch {
      #expect(error.description == message)
      #expect(error.exitCode == 1)
    }
  }

  /// Memory follows the longest line, so a line is limited: past 16 MiB it is an error naming the line.
  @Test func aLineLongerThanTheLimitIsAnErrorNamingIt() {
    let long = #"{"t": 1, "value": ""# + String(repeating: "x", count: TraceReader.maximumLineLength) + #""}"#
    let message = "the line is longer than 16 MiB (16777216 bytes), the longest a trace line may be"
    #expect(throws: TraceError.input(line: 2, message)) { try Trace(jsonLines: #"{"t": 0, "value": 1}"# + "\n" + long) }
  }

  @Test func invalidUTF8IsAnErrorNotAReplacement() {
    let bytes =
      Array(#"{"t": 0, "value": "ok"}"#.utf8) + [0x0A] + Array(#"{"t": 1, "value": ""#.utf8) + [0xFF, 0x22, 0x7D]
    #expect(throws: TraceError.input(line: 2, "not valid UTF-8 at column 20")) { try Trace(jsonLines: bytes) }
  }

  @Test func theDecreasingTimeIsReportedOnTheLaterLineNamingTheEarlierOne() {
    let text = "{\"t\": 1, \"value\": 1}\n\n{\"t\": 2, \"value\": 2}\n{\"t\": 1.5, \"value\": 3}"
    #expect(throws: TraceError.input(line: 4, "\"t\" goes back in time: 1.5 is earlier than 2.0 on line 3")) {
      try Trace(jsonLines: text)
    }
  }
}
