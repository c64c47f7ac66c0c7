import Foundation
import Testing

/// `tapwise simulate`, run as the built binary on the sample traces in `Examples/traces/`.
///
/// Every expected output below was worked out by hand from the issue's semantics before it was pinned; the derivation
/// is in the comment above each case, and each golden file is checked against that hand-written list.
@Suite struct SimulateCommandTests {
  /// One golden run: arguments, the golden file, and the deliveries worked out by hand as output lines.
  struct GoldenCase: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var golden: String
    var byHand: [String]
    var testDescription: String { golden }
  }

  static let goldenCases = [
    // Gate 0.5 on taps at 0, .08, .15, .22, .31, .45, 1.2: 0 is admitted; the next five are less than 0.5 after it
    // and are dropped; 1.2 − 0 ≥ 0.5 is admitted.
    GoldenCase(
      arguments: ["gate", "--interval", "0.5", "--input", "Examples/traces/pay-button-taps.jsonl"],
      golden: "simulate-gate-pay-button-taps.jsonl",
      byHand: [#"{"t": 0.0, "value": "pay"}"#, #"{"t": 1.2, "value": "pay"}"#]),
    // Throttle 0.4: 0 leads, window [0, .4); .08–.31 pend (latest .31), delivered at .4, window [.4, .8); .45 pends,
    // delivered at .8, window [.8, 1.2). At 1.2 the window's end runs first with nothing pending, so the throttle is
    // idle and the tap at 1.2 leads. (As doubles .8 + .4 is 1.2000000000000002 and the tap would pend instead.)
    GoldenCase(
      arguments: ["throttle", "--interval", "0.4", "--input", "Examples/traces/pay-button-taps.jsonl"],
      golden: "simulate-throttle-pay-button-taps.jsonl",
      byHand: ["0.0", "0.4", "0.8", "1.2"].map { #"{"t": \#($0), "value": "pay"}"# }),
    // Debounce 0.3 on keystrokes at 0, .12, .25, .31, .44, 1.5, 1.62: each moves the deadline to t + .3 before it
    // passes, until .44 + .3 = .74 delivers "swift"; then 1.62 + .3 = 1.92 delivers "swift ui".
    GoldenCase(
      arguments: ["debounce", "--interval", "0.3", "--input", "Examples/traces/search-keystrokes.jsonl"],
      golden: "simulate-debounce-search-keystrokes.jsonl",
      byHand: [#"{"t": 0.74, "value": "swift"}"#, #"{"t": 1.92, "value": "swift ui"}"#]),
    // Keyed gate 0.5: save@0 and share@.05 are each their key's first; save@.1 is .1 after save@0, dropped;
    // save@.7 is .7 after it, admitted.
    GoldenCase(
      arguments: ["gate", "--interval", "0.5", "--input", "Examples/traces/two-actions.jsonl"],
      golden: "simulate-gate-two-actions.jsonl",
      byHand: [
        #"{"t": 0.0, "value": 1, "key": "save"}"#, #"{"t": 0.05, "value": 2, "key": "share"}"#,
        #"{"t": 0.7, "value": 4, "key": "save"}"#,
      ]),
    // Keyed throttle 0.4: save 1 leads at 0, window [0, .4); share 2 leads at .05 in its own window; save 3 pends and
    // is delivered at .4, window [.4, .8); share's window ends at .45 with nothing pending; save 4 at .7 pends and is
    // delivered at .8.
    GoldenCase(
      arguments: ["throttle", "--interval", "0.4", "--input", "Examples/traces/two-actions.jsonl"],
      golden: "simulate-throttle-two-actions.jsonl",
      byHand: [
        #"{"t": 0.0, "value": 1, "key": "save"}"#, #"{"t": 0.05, "value": 2, "key": "share"}"#,
        #"{"t": 0.4, "value": 3, "key": "save"}"#, #"{"t": 0.8, "value": 4, "key": "save"}"#,
      ]),
    // Keyed debounce 0.3: save deadlines .3, then .4 (event at .1); share's deadline .35 comes first and delivers 2;
    // save delivers 3 at .4; save 4 at .7 is delivered at 1.0.
    GoldenCase(
      arguments: ["debounce", "--interval", "0.3", "--input", "Examples/traces/two-actions.jsonl"],
      golden: "simulate-debounce-two-actions.jsonl",
      byHand: [
        #"{"t": 0.35, "value": 2, "key": "share"}"#, #"{"t": 0.4, "value": 3, "key": "save"}"#,
        #"{"t": 1.0, "value": 4, "key": "save"}"#,
      ]),
    // Throttle 0.3 on a@.4, b@.5, c@.7: a leads, window [.4, .7); b pends. The window's end at .7 runs before c:
    // b is delivered at .7 and a new window [.7, 1.0) opens; c pends and is delivered at 1.0.
    GoldenCase(
      arguments: ["throttle", "--interval", "0.3", "--input", "Examples/traces/exact-time.jsonl"],
      golden: "simulate-throttle-exact-time.jsonl",
      byHand: [#"{"t": 0.4, "value": "a"}"#, #"{"t": 0.7, "value": "b"}"#, #"{"t": 1.0, "value": "c"}"#]),
    // Keyed throttle 0.4 with object values: volume 10 leads at 0, 20 then 35 pend, 35 is delivered at .4, window
    // [.4, .8) closes idle, 40 leads at .9; balance .5 leads at .15, .25 pends and is delivered at .55.
    GoldenCase(
      arguments: ["throttle", "--interval", "0.4", "--input", "Examples/traces/slider-values.jsonl"],
      golden: "simulate-throttle-slider-values.jsonl",
      byHand: [
        #"{"t": 0.0, "value": {"level": 10}, "key": "volume"}"#,
        #"{"t": 0.15, "value": {"level": 0.5}, "key": "balance"}"#,
        #"{"t": 0.4, "value": {"level": 35}, "key": "volume"}"#,
        #"{"t": 0.55, "value": {"level": 0.25}, "key": "balance"}"#,
        #"{"t": 0.9, "value": {"level": 40}, "key": "volume"}"#,
      ]),
  ]

  @Test(arguments: goldenCases)
  func samplesGiveTheHandCheckedDeliveries(_ golden: GoldenCase) throws {
    let expected = try TapwiseBinary.expected(golden.golden)
    #expect(expected == golden.byHand.map { $0 + "\n" }.joined())
    let result = try TapwiseBinary.run(["simulate"] + golden.arguments)
    #expect(result == TapwiseBinary.Result(stdout: expected, stderr: "", status: 0))
  }

  // Options on the keystrokes s@0, sw@.12, swi@.25, swif@.31, swift@.44, "swift u"@1.5, "swift ui"@1.62.
  @Test(arguments: [
    // Throttle 0.4: s leads; swif is the latest pending at .4; swift pends, .8; window [.8, 1.2) ends idle;
    // "swift u" leads at 1.5; "swift ui" at 1.9.
    (["throttle"], ["0.0 s", "0.4 swif", "0.8 swift", "1.5 swift u", "1.9 swift ui"]),
    // --first keeps sw, the first pending of the first window.
    (["throttle", "--first"], ["0.0 s", "0.4 sw", "0.8 swift", "1.5 swift u", "1.9 swift ui"]),
    // --no-leading: s pends instead of leading, and is replaced by swif; "swift u" pends, replaced by "swift ui".
    (["throttle", "--no-leading"], ["0.4 swif", "0.8 swift", "1.9 swift ui"]),
    // --no-trailing: in-window events are dropped; swift@.44 finds the throttle idle (window [0, .4) ended) and leads.
    (["throttle", "--no-trailing"], ["0.0 s", "0.44 swift", "1.5 swift u"]),
    (["throttle", "--no-leading", "--no-trailing"], []),
    // Debounce 0.3 --leading: each burst's first event at once, and the burst's last at its quiet deadline.
    (["debounce", "--interval", "0.3", "--leading"], ["0.0 s", "0.74 swift", "1.5 swift u", "1.92 swift ui"]),
    (["debounce", "--interval", "0.3", "--leading", "--no-trailing"], ["0.0 s", "1.5 swift u"]),
    // --max-wait 0.4: s made a value pending at 0, so swif is forced out at .4; swift pends at .44 and goes quiet at
    // .74 (before .84); "swift u" pends at 1.5, so "swift ui" is forced out at 1.9 (before its quiet 1.92).
    (["debounce", "--interval", "0.3", "--max-wait", "0.4"], ["0.4 swif", "0.74 swift", "1.9 swift ui"]),
    (["debounce", "--interval", "0.3", "--no-trailing"], []),
    // Gate 0.5: s, then nothing until 1.5.
    (["gate", "--interval", "0.5"], ["0.0 s", "1.5 swift u"]),
  ])
  func optionsChangeTheDeliveriesAsTheIssueSays(arguments: [String], deliveries: [String]) throws {
    var command = ["simulate"] + arguments + ["--input", "Examples/traces/search-keystrokes.jsonl"]
    if !arguments.contains("--interval") { command += ["--interval", "0.4"] }
    let expected = deliveries.map { delivery in
      let (time, value) = (delivery.prefix { $0 != " " }, delivery.drop { $0 != " " }.dropFirst())
      return #"{"t": \#(time), "value": "\#(value)"}"# + "\n"
    }
    #expect(try TapwiseBinary.run(command) == TapwiseBinary.Result(stdout: expected.joined(), stderr: "", status: 0))
  }

  @Test func standardInputAndTheInputOptionGiveTheSameOutput() throws {
    let path = "Examples/traces/two-actions.jsonl"
    let text = try String(contentsOf: TapwiseBinary.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    let fromFile = try TapwiseBinary.run(["simulate", "throttle", "--interval", "0.4", "--input", path])
    let fromStdin = try TapwiseBinary.run(["simulate", "throttle", "--interval", "0.4"], stdin: text)
    let fromDash = try TapwiseBinary.run(["simulate", "throttle", "--interval", "0.4", "--input", "-"], stdin: text)
    #expect(fromFile.stdout == (try TapwiseBinary.expected("simulate-throttle-two-actions.jsonl")))
    #expect(fromStdin == fromFile)
    #expect(fromDash == fromFile)
  }

  @Test func valuesAndKeysAreEchoedByteForByteAndTimesPrintExactly() throws {
    let input =
      "\n" + #"{"value": {"b" : 1.0,"a":[1e3, "\u00e9"]}, "t": 0, "key": "\u0073ave"}"# + "\r\n\n  \n"
      + #"{"t": 1.00, "value": null}"#
    let result = try TapwiseBinary.run(["simulate", "gate", "--interval", "1e-1"], stdin: input)
    let expected =
      #"{"t": 0.0, "value": {"b" : 1.0,"a":[1e3, "\u00e9"]}, "key": "\u0073ave"}"# + "\n"
      + #"{"t": 1.0, "value": null}"# + "\n"
    #expect(result == TapwiseBinary.Result(stdout: expected, stderr: "", status: 0))
  }

  @Test func anEmptyTracePrintsNothingAndSucceeds() throws {
    #expect(
      try TapwiseBinary.run(["simulate", "debounce", "--interval", "1"], stdin: "\n\n")
        == TapwiseBinary.Result(stdout: "", stderr: "", status: 0))
  }

  /// The trace streams, so the deliveries decided before the bad line (line 1 leads the throttle at 0.1) are already
  /// out when the error stops the run.
  @Test(arguments: [
    (#"{"t": 0.2, "value": }"#, #"line 2: malformed JSON at column 21: unexpected character '}'"#),
    (#"{"t": 0.2, "value": 1"#, #"line 2: malformed JSON at column 22: expected ',' or '}' in object"#),
    (#"{"value": 1}"#, #"line 2: missing "t""#),
    (#"{"t": "0.2", "value": 1}"#, #"line 2: "t" must be a number of seconds, got string "0.2""#),
    (#"{"t": false, "value": 1}"#, #"line 2: "t" must be a number of seconds, got false"#),
    (#"{"t": null, "value": 1}"#, #"line 2: "t" must be a number of seconds, got null"#),
    (#"{"t": 0.05, "value": 1}"#, #"line 2: "t" goes back in time: 0.05 is earlier than 0.1 on line 1"#),
    (#"{"t": 0.2, "value": 1, "key": 7}"#, #"line 2: "key" must be a string, got number 7"#),
    (#"{"t": 0.2, "value": 1, "key": null}"#, #"line 2: "key" must be a string, got null"#),
    (#"{"t": 0.2}"#, #"line 2: missing "value""#),
    (#"[0.2, 1]"#, #"line 2: expected a JSON object such as {"t": 0.4, "value": 1}, got an array"#),
    (#"0.2"#, #"line 2: expected a JSON object such as {"t": 0.4, "value": 1}, got number 0.2"#),
    (
      #"{"t": 0.2, "value": 1, "Key": "a"}"#,
      #"line 2: unknown member "Key"; an event has "t", "value" and optionally "key""#
    ),
    (#"{"t": -0.2, "value": 1}"#, #"line 2: "t" must not be negative, got -0.2"#),
    (#"{"t": 1e400, "value": 1}"#, #"line 2: "t" must be at most 1000000000000 seconds, got 1e400"#),
    (
      #"{"t": 0.1234567891234, "value": 1}"#,
      #"line 2: "t" must have at most 6 fractional digits (times are exact to the microsecond), got 0.1234567891234"#
    ),
  ])
  func aBadLineFailsWithOneLineNamingItAfterTheDeliveriesBeforeIt(line: String, message: String) throws {
    let input = #"{"t": 0.1, "value": 0}"# + "\n" + line + "\n" + #"{"t": 5, "value": 9}"# + "\n"
    let result = try TapwiseBinary.run(["simulate", "throttle", "--interval", "0.4"], stdin: input)
    #expect(
      result
        == TapwiseBinary.Result(
          stdout: #"{"t": 0.1, "value": 0}"# + "\n", stderr: "tapwise simulate: \(message)\n", status: 1))
  }

  /// Line 1 pends in the debounce and is due at 1.0, after line 2's time: the bad line 2 stops the run before that
  /// timer, so the value that was still pending is never printed.
  @Test func aTimerStillPendingAtABadLineNeverDelivers() throws {
    let input = "{\"t\": 0, \"value\": 1}\n{\"t\": 0.5}\n"
    let result = try TapwiseBinary.run(["simulate", "debounce", "--interval", "1"], stdin: input)
    #expect(
      result == TapwiseBinary.Result(stdout: "", stderr: "tapwise simulate: line 2: missing \"value\"\n", status: 1))
  }

  @Test func lineNumbersCountBlankLinesAndAnErrorAfterGoodLinesKeepsTheirDeliveries() throws {
    let input = "{\"t\": 0, \"value\": 1}\n\n{\"t\": 1, \"value\": 2}\n\n{\"t\": 2}"
    let result = try TapwiseBinary.run(["simulate", "gate", "--interval", "0.5"], stdin: input)
    let delivered = "{\"t\": 0.0, \"value\": 1}\n{\"t\": 1.0, \"value\": 2}\n"
    #expect(
      result
        == TapwiseBinary.Result(
          stdout: delivered, stderr: "tapwise simulate: line 5: missing \"value\"\n", status: 1))
  }

  @Test(arguments: [
    (["juggle", "--interval", "0.4"], #"unknown mode "juggle"; expected gate, throttle or debounce"#),
    (["gate", "--interval", "abc"], #"--interval must be a decimal number of seconds such as 0.4, got "abc""#),
    (["gate", "--interval", ""], #"--interval must be a decimal number of seconds such as 0.4, got """#),
    (["throttle", "--interval", "-0.4"], #"--interval must not be negative, got "-0.4""#),
    (["throttle", "--interval", "NaN"], #"--interval must be a finite number of seconds, got "NaN""#),
    (["debounce", "--interval", "inf"], #"--interval must be a finite number of seconds, got "inf""#),
    (["gate", "--interval", "0.4", "--first"], "--first does not apply to gate; it is an option of throttle"),
    (
      ["throttle", "--interval", "0.4", "--leading"],
      "--leading does not apply to throttle; it is an option of debounce"
    ),
    (["debounce", "--interval", "0.4", "--first"], "--first does not apply to debounce; it is an option of throttle"),
    (
      ["gate", "--interval", "0.4", "--no-trailing"],
      "--no-trailing does not apply to gate; it is an option of throttle and debounce"
    ),
    (
      ["throttle", "--interval", "0.4", "--max-wait", "1"],
      "--max-wait does not apply to throttle; it is an option of debounce"
    ),
    (["debounce", "--interval", "0.4", "--max-wait", "0.3"], "--max-wait must be at least --interval (0.4), got 0.3"),
    (["debounce", "--interval", "0.4", "--max-wait", "-1"], #"--max-wait must not be negative, got "-1""#),
  ])
  func aBadCommandLineFailsWithOneLineAndUsageStatus(arguments: [String], message: String) throws {
    let result = try TapwiseBinary.run(["simulate"] + arguments, stdin: #"{"t": 0, "value": 1}"#)
    #expect(result == TapwiseBinary.Result(stdout: "", stderr: "tapwise simulate: \(message)\n", status: 64))
  }

  @Test func aMissingInputFileIsNamed() throws {
    let result = try TapwiseBinary.run(["simulate", "gate", "--interval", "1", "--input", "Examples/traces/none.jsonl"])
    let message = "tapwise simulate: cannot read --input file \"Examples/traces/none.jsonl\": no such file\n"
    #expect(result == TapwiseBinary.Result(stdout: "", stderr: message, status: 1))
  }

  @Test func svgWritesTheTimelineAndStillPrintsTheDeliveries() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tapwise-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let svg = folder.appendingPathComponent("timeline.svg").path
    let result = try TapwiseBinary.run(
      ["simulate", "throttle", "--interval", "0.4", "--input", "Examples/traces/two-actions.jsonl", "--svg", svg])
    #expect(result.stdout == (try TapwiseBinary.expected("simulate-throttle-two-actions.jsonl")))
    #expect(result.status == 0)
    #expect(
      try String(contentsOfFile: svg, encoding: .utf8) == TapwiseBinary.expected("simulate-throttle-two-actions.svg"))
  }

  @Test func anUnwritableSVGFileFailsBeforePrintingAnything() throws {
    let svg = "/nonexistent-tapwise-folder/timeline.svg"
    let result = try TapwiseBinary.run(
      ["simulate", "gate", "--interval", "1", "--svg", svg], stdin: #"{"t": 0, "value": 1}"#)
    #expect(
      result
        == TapwiseBinary.Result(
          stdout: "", stderr: "tapwise simulate: cannot write --svg file \"\(svg)\": no such directory\n", status: 1)
    )
  }

  @Test func argumentParserStillReportsAMissingInterval() throws {
    let result = try TapwiseBinary.run(["simulate", "gate"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: Missing expected argument '--interval <seconds>'"))
  }
}
