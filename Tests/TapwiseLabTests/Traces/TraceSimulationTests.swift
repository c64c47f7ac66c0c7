import Foundation
@_spi(Simulation) import TapwiseCore
import Testing
@testable import TapwiseFormats
@testable import TapwiseTraces

/// `tapwise simulate` streams: it reads, simulates and writes one line at a time. The streamed output must be the
/// output of the whole run in memory, byte for byte.
@Suite struct TraceSimulationTests {
  /// A keyed trace with bursts and pauses, from a seeded generator: same seed, same text.
  private static func trace(seed: UInt64, events: Int) -> String {
    var state = seed
    func next(_ bound: UInt64) -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return (state >> 33) % bound
    }
    var microseconds: UInt64 = 0
    return (0..<events).map { index in
      microseconds += next(4) == 0 ? 100_000 * next(5) : 1_000 * next(60)
      let key = next(3) == 0 ? "" : #", "key": "k\#(next(4))""#
      let time = Duration.microseconds(Int64(microseconds)).decimalSeconds
      return #"{"t": \#(time), "value": {"i": \#(index)}\#(key)}"#
    }.joined(separator: "\n")
  }

  /// Runs the streaming simulation into a temporary file and returns what it wrote.
  private static func streamed(_ policy: TimingPolicy, _ text: String) throws -> String {
    let path = NSTemporaryDirectory() + "tapwise-stream-\(UUID().uuidString).jsonl"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try TraceSimulation.stream(policy, from: InputFile(bytes: Array(text.utf8)), to: OutputFile(creating: path))
    return try String(contentsOfFile: path, encoding: .utf8)
  }

  static let policies: [TimingPolicy] = [
    .gate(interval: .milliseconds(50)),
    .throttle(interval: .milliseconds(50)),
    .throttle(interval: .milliseconds(70), leading: false, latest: false),
    .debounce(interval: .milliseconds(40)),
    .debounce(interval: .milliseconds(40), maxWait: .milliseconds(90), leading: true),
  ]

  @Test(arguments: policies, [1, 2, 3] as [UInt64])
  func theStreamedOutputIsTheWholeRunsOutput(policy: TimingPolicy, seed: UInt64) throws {
    let text = Self.trace(seed: seed, events: 3_000)
    let whole = try TraceRun(policy, trace: Trace(jsonLines: text)).jsonLines
    #expect(!whole.isEmpty)
    #expect(try Self.streamed(policy, text) == whole)
  }

  @Test func aBadLineStopsTheStreamAfterTheDeliveriesBeforeIt() throws {
    let path = NSTemporaryDirectory() + "tapwise-stream-\(UUID().uuidString).jsonl"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let text = "{\"t\": 0, \"value\": 1}\n{\"t\": 1, \"value\": 2}\n{\"t\": 1.5, \"value\": 3}\n{\"t\": 2}\n"
    #expect(throws: TraceError.input(line: 4, #"missing "value""#)) {
      try TraceSimulation.stream(
        .throttle(interval: .seconds(1)), from: InputFile(bytes: Array(text.utf8)), to: OutputFile(creating: path))
    }
    // 1 leads at 0; the window [0, 1) ends before the event at 1, so 2 leads too; 3 pends in [1, 2) and is never
    // delivered: the run stopped at line 4, before the timer at 2.
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == "{\"t\": 0.0, \"value\": 1}\n{\"t\": 1.0, \"value\": 2}\n")
  }

  /// The stream keeps a key's text only when it has escapes; a key written with and without them is one stream, and
  /// each delivery still echoes its own event's key text byte for byte.
  @Test func aKeyWithEscapesIsEchoedAsWritten() throws {
    let text = #"""
      {"t": 0, "value": 1, "key": "k\u0031"}
      {"t": 0.2, "value": 2, "key": "k1"}
      {"t": 1, "value": 3, "key": "k1"}
      {"t": 2, "value": 4, "key": "a\"b"}
      {"t": 3, "value": 5, "key": "a\u0022b"}
      """#
    #expect(
      try Self.streamed(.gate(interval: .milliseconds(500)), text) == #"""
        {"t": 0.0, "value": 1, "key": "k\u0031"}
        {"t": 1.0, "value": 3, "key": "k1"}
        {"t": 2.0, "value": 4, "key": "a\"b"}
        {"t": 3.0, "value": 5, "key": "a\u0022b"}

        """#)
  }
}
