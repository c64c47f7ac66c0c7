import TapwiseCore
import TapwiseFormats

/// The events of a JSON Lines trace, read and checked one line at a time: memory follows the longest line, never the
/// length of the trace.
///
/// Each call to ``next()`` reads lines until it finds an event. Blank lines (spaces, tabs, a `\r`) are skipped but
/// counted; a UTF-8 byte order mark before the first line is skipped; the last line may or may not end with a
/// newline. A line longer than ``maximumLineLength`` is an error, and so is an event earlier than the one before it.
///
/// ```swift
/// let events = TraceReader(try InputFile(path: "trace.jsonl"))
/// while let event = try events.next() { print(event.line, event.time.decimalSeconds, event.valueText) }
/// ```
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
package final class TraceReader {
  /// The longest trace line accepted: 16 MiB (16,777,216 bytes), without its newline.
  package static let maximumLineLength = 16 << 20

  private let input: InputFile
  private let lines: LineReader
  /// The reader over the current line, and the previous event's time and line: one property, so that a line costs
  /// one exclusivity check.
  private var state = State()

  /// What reading a line changes.
  private struct State {
    var reader = JSONReader(UnsafeBufferPointer(start: nil, count: 0), tracksPath: false)
    var previous: (time: Duration, line: Int)?
  }

  /// Prepares to read a trace.
  /// - Parameters:
  ///   - input: The trace, read from where it is.
  package init(_ input: InputFile) {
    self.input = input
    lines = LineReader(input, maximumLength: Self.maximumLineLength)
  }

  /// The next event.
  /// - Returns: The event, or `nil` after the last line.
  /// - Throws: ``TraceError`` naming the line and the problem, or the input that can't be read.
  package func next() throws(TraceError) -> TraceEvent? {
    try next { parts, reader, line in TraceEvent(parts, in: reader, line: line) }
  }

  /// The next event, made into whatever the caller needs from the line while the line is at hand.
  /// - Parameters:
  ///   - make: Given the event's parts, the reader over its line (for ``JSONReader/text(_:)``) and its line number.
  /// - Returns: What `make` returns, or `nil` after the last line.
  /// - Throws: ``TraceError`` naming the line and the problem, or the input that can't be read.
  func next<Event>(
    _ make: (consuming TraceEvent.Parts, borrowing JSONReader, Int) -> Event
  ) throws(TraceError) -> Event? {
    while true {
      var line: UnsafeBufferPointer<UInt8>
      do {
        guard let next = try lines.next() else { return nil }
        line = next
      } catch {
        switch error {
        case .tooLong:
          throw .input(
            line: lines.lineNumber,
            "the line is longer than 16 MiB (\(Self.maximumLineLength) bytes), the longest a trace line may be")
        case .read(let error):
          throw .unreadable(input.path, error)
        }
      }
      // A UTF-8 byte order mark, as some Windows tools write, is not part of the first line (RFC 8259 §8.1).
      if lines.lineNumber == 1, line.starts(with: [0xEF, 0xBB, 0xBF]) {
        line = UnsafeBufferPointer(rebasing: line[3...])
      }
      guard line.contains(where: { !Self.isBlank($0) }) else { continue }
      return try Self.read(line, number: lines.lineNumber, with: &state, make)
    }
  }

  /// Reads one non-blank line and makes its event, in one access to the reader's state: the line's parts are read,
  /// checked against the previous event's time, and handed to `make` with the reader they came from, which is not
  /// copied.
  /// - Parameters:
  ///   - line: The line, not blank.
  ///   - number: Its 1-based number.
  ///   - state: The reader, restarted on the line, and the previous event, updated to this one.
  ///   - make: What the caller makes of the event.
  /// - Returns: What `make` returns.
  /// - Throws: ``TraceError`` naming the line and the problem.
  private static func read<Event>(
    _ line: UnsafeBufferPointer<UInt8>, number: Int, with state: inout State,
    _ make: (consuming TraceEvent.Parts, borrowing JSONReader, Int) -> Event
  ) throws(TraceError) -> Event {
    state.reader.restart(line)
    let parts = try TraceEvent.readParts(&state.reader, line: number)
    if let previous = state.previous, parts.time < previous.time {
      throw .input(
        line: number,
        "\"t\" goes back in time: \(parts.time.decimalSeconds) is earlier than \(previous.time.decimalSeconds) "
          + "on line \(previous.line)")
    }
    state.previous = (parts.time, number)
    return make(parts, state.reader, number)
  }

  /// Whether a byte is a blank line's content: space, tab or carriage return.
  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
  }
}
