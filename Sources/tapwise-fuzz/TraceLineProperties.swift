import TapwiseCore
import TapwiseTraces

/// The trace reader (`Trace(jsonLines:)`, one event per line) on any bytes.
///
/// - A trace it accepts has times that never decrease, and each event's value text appears in the input as written.
/// - Written back as JSON Lines, in the form `tapwise simulate` prints, the events read back the same: same times,
///   value texts, keys and key texts.
/// - A trace it rejects is rejected as an input error naming one of the input's lines.
enum TraceLineProperties {
  static func check(_ input: [UInt8]) {
    let trace: Trace
    do {
      trace = try Trace(jsonLines: input)
    } catch {
      let lines = input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
      FuzzFailure.require(
        error.kind == .input && (1...lines).contains(error.line ?? 0) && !error.problem.isEmpty,
        "a rejection names a line of the input (1...\(lines)), got \(error.kind) \(String(describing: error))",
        input: input)
      return
    }
    let inputText = String(decoding: input, as: UTF8.self)
    for (event, next) in zip(trace.events, trace.events.dropFirst()) {
      FuzzFailure.require(
        event.time <= next.time, "times never decrease: \(event.time) then \(next.time)", input: input)
    }
    for event in trace.events {
      FuzzFailure.require(
        inputText.contains(event.valueText), "the value text \(event.valueText) is the input's", input: input)
    }
    let written = trace.events.map {
      TraceRun.jsonLine(time: $0.time, valueText: $0.valueText, keyText: $0.keyText) + "\n"
    }.joined()
    do {
      let reread = try Trace(jsonLines: written)
      FuzzFailure.require(
        reread.events.map(Self.withoutLine) == trace.events.map(Self.withoutLine),
        "written back as \(written.debugDescription), the events read back the same: \(reread.events)"
          + " vs \(trace.events)",
        input: input)
    } catch {
      FuzzFailure.require(false, "written back as \(written.debugDescription), the trace reads: \(error)", input: input)
    }
  }

  /// An event without its line number, which blank lines in the input shift.
  private static func withoutLine(_ event: TraceEvent) -> TraceEvent {
    var event = event
    event.line = 0
    return event
  }
}
