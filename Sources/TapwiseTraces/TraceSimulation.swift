@_spi(Simulation) import TapwiseCore
import TapwiseFormats

/// What `tapwise simulate` does once its options are checked: run a policy over a trace and write the deliveries as
/// JSON Lines, and with `--svg` draw the timeline too.
///
/// Without `--svg` the trace streams: each line is read, checked and fed to the simulator, and each delivery is
/// written as it happens, so memory stays flat however long the trace is. A bad line stops the run there: the
/// deliveries decided before it have been written, and the error names the line. With `--svg` the whole run is
/// needed for the drawing, so the trace is read first (at most ``defaultSVGEventLimit`` events, or the limit given),
/// then the SVG is written, then the deliveries; a bad line then writes nothing.
///
/// ```swift
/// try TraceSimulation.stream(.gate(interval: .seconds(1)), from: InputFile(path: "-"), to: .standardOutput())
/// ```
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
package enum TraceSimulation {
  /// The most events `--svg` draws unless told otherwise: a timeline of more is unreadable and hundreds of MB.
  package static let defaultSVGEventLimit = 100_000

  /// Runs a policy over a trace as it is read, writing each delivery as it happens.
  /// - Parameters:
  ///   - policy: The policy, checked.
  ///   - input: The trace.
  ///   - output: Where the deliveries go, one JSON line each (``TraceRun/writeJSONLine(time:valueText:keyText:to:)``).
  /// - Throws: The first ``TraceError``: a bad line, an input that can't be read, an output that can't be written.
  package static func stream(_ policy: TimingPolicy, from input: InputFile, to output: OutputFile) throws(TraceError) {
    let outcome = StreamedEvents.Outcome()
    let events = StreamedEvents(reader: TraceReader(input), output: output, outcome: outcome)
    var lines = OutputFile.Batch(output)
    do {
      try TimingSimulator.run(policy, events: events) { delivery in
        // After a bad line the simulator still fires the timers it holds; those deliveries never happened.
        guard outcome.failure == nil else { return }
        TraceRun.writeJSONLine(
          time: delivery.time, valueText: delivery.value.value,
          keyText: delivery.value.keyText ?? delivery.key.map { "\"" + $0 + "\"" }, to: &lines)
      }
    } catch {
      throw .usage(error.description)
    }
    // Whatever was written goes out before the error, so it is complete up to the bad line.
    lines.handOver()
    var unwritten: FileError?
    do {
      try output.flush()
    } catch {
      unwritten = error
    }
    if let failure = outcome.failure { throw failure }
    if let unwritten { throw .unwritable(output.displayName, unwritten) }
  }

  /// Reads a whole trace, runs a policy over it, writes its timeline as SVG, then writes the deliveries.
  /// - Parameters:
  ///   - policy: The policy, checked.
  ///   - input: The trace.
  ///   - svgPath: Where the SVG goes.
  ///   - eventLimit: The most events to draw; a longer trace is an error before anything is written.
  ///   - output: Where the deliveries go.
  /// - Throws: The first ``TraceError``; nothing is written when the trace is bad or too long.
  package static func draw(
    _ policy: TimingPolicy, from input: InputFile, svgPath: String, eventLimit: Int, to output: OutputFile
  ) throws(TraceError) {
    let reader = TraceReader(input)
    var events: [TraceEvent] = []
    while let event = try reader.next() {
      guard events.count < eventLimit else {
        throw .input(
          line: event.line,
          "--svg draws at most \(eventLimit) events and this is event \(eventLimit + 1); "
            + "raise the limit with --svg-max-events, or leave out --svg")
      }
      events.append(event)
    }
    let run = try TraceRun(policy, trace: Trace(events: events))
    let svgName = "--svg file \(JSONText.quoted(svgPath))"
    do {
      let svg = try OutputFile(creating: svgPath)
      svg.write(TimelineSVG(run).render())
      try svg.flush()
    } catch {
      throw .unwritable(svgName, error)
    }
    output.write(run.jsonLines)
    do {
      try output.flush()
    } catch {
      throw .unwritable(output.displayName, error)
    }
  }
}

/// The events of a trace as the simulator's input sequence. A sequence can't throw, so the first error ends it and
/// is kept in its ``Outcome``; so does a failed write, which makes reading on pointless.
///
/// A struct, so that what changes per event (whether it has ended) is the simulator's local state, with no
/// exclusivity check per event; only an error reaches the shared ``Outcome``.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
private struct StreamedEvents: Sequence, IteratorProtocol {
  /// Where the error that ended the sequence is kept, for the caller to throw after the run.
  final class Outcome {
    /// The error that ended the sequence, if one did.
    var failure: TraceError?
  }

  let reader: TraceReader
  let output: OutputFile
  let outcome: Outcome
  /// Whether an error ended the sequence.
  private var ended = false

  init(reader: TraceReader, output: OutputFile, outcome: Outcome) {
    self.reader = reader
    self.output = output
    self.outcome = outcome
  }

  /// Each event carries the text that its delivery echoes, and no more: the simulator holds pending ones. The key's
  /// text is kept only when it has escapes; otherwise it is the key in quotes, which the delivery has.
  mutating func next() -> TimedEvent<(value: String, keyText: String?)>? {
    guard !ended, output.failure == nil else { return nil }
    do {
      // Straight from the line to the simulator's input, with no TraceEvent between them.
      return try reader.next { parts, line, _ in
        let keyText = parts.key.flatMap { key in
          // An escape always writes more bytes than it stands for, so a text two quotes longer than the key has none.
          key.text.count == key.name.utf8.count + 2 ? nil : line.text(key.text)
        }
        return TimedEvent(time: parts.time, value: (line.text(parts.value), keyText), key: parts.key?.name)
      }
    } catch {
      outcome.failure = error
      ended = true
      return nil
    }
  }
}
