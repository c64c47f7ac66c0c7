import TapwiseCore
import TapwiseFormats

/// A timed event trace read from JSON Lines: `{"t": seconds, "value": any JSON, "key": optional string}` per line,
/// held in memory. `tapwise simulate` holds one only to draw `--svg`; otherwise it streams through ``TraceReader``.
///
/// Reading is strict: the first problem is reported as one line naming its line number. Blank lines (spaces, tabs, a
/// `\r`) are skipped but counted, and the last line may or may not end with a newline. A leading UTF-8 byte order
/// mark is skipped.
///
/// ```swift
/// let trace = try Trace(jsonLines: """
///   {"t": 0.0, "value": "s"}
///   {"t": 0.12, "value": "sw", "key": "search"}
///   """)
/// trace.events[1].time   // 0.12 s, exactly
/// ```
///
/// - Note: Rules, checked per line as the line is read, front to back: valid UTF-8; well-formed JSON (the reader's
///   column message); an object; no members other than `t`, `value` and `key`, each at most once; `t` a number,
///   exact to the microsecond, not negative, at most ``TraceSeconds/maximumWholeSeconds``; `value` any JSON, `null`
///   included; `key`, if present, a string; then `t` and `value` present, and `t` not earlier than the previous
///   event's. A line may be at most ``TraceReader/maximumLineLength`` bytes long.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
package struct Trace: Hashable, Sendable {
  /// The events in input order; their times never decrease.
  package var events: [TraceEvent]

  /// Creates a trace from events already checked.
  /// - Parameters:
  ///   - events: The events, with non-decreasing times.
  package init(events: [TraceEvent]) {
    self.events = events
  }

  /// Reads a trace from JSON Lines text.
  /// - Parameters:
  ///   - text: The whole input.
  /// - Note: Throws the first ``TraceError`` found, with its line number.
  package init(jsonLines text: String) throws(TraceError) {
    try self.init(jsonLines: Array(text.utf8))
  }

  /// Reads a trace from JSON Lines bytes, which must be UTF-8.
  /// - Parameters:
  ///   - bytes: The whole input.
  /// - Note: Throws the first ``TraceError`` found, with its line number.
  package init(jsonLines bytes: [UInt8]) throws(TraceError) {
    try self.init(reading: TraceReader(InputFile(bytes: bytes)))
  }

  /// Reads every event that is left in a reader.
  /// - Parameters:
  ///   - reader: The events.
  /// - Note: Throws the first ``TraceError`` found, with its line number.
  package init(reading reader: TraceReader) throws(TraceError) {
    var events: [TraceEvent] = []
    while let event = try reader.next() { events.append(event) }
    self.events = events
  }

  /// The distinct keys in the order they first appear; `nil` stands for events without a key.
  package var keys: [String?] {
    var seen: Set<String?> = []
    return events.compactMap { seen.insert($0.key).inserted ? .some($0.key) : nil }
  }
}
