import Foundation
import TapwiseCore

/// A timed event trace read from JSON Lines: `{"t": seconds, "value": any JSON, "key": optional string}` per line.
///
/// Reading is strict and all-or-nothing: the whole text is checked before anything runs, and the first problem is
/// reported as one line naming its line number. Blank lines (spaces, tabs, a `\r`) are skipped but counted, and the
/// last line may or may not end with a newline. A leading UTF-8 byte order mark is skipped.
///
/// ```swift
/// let trace = try Trace(jsonLines: """
///   {"t": 0.0, "value": "s"}
///   {"t": 0.12, "value": "sw", "key": "search"}
///   """)
/// trace.events[1].time   // 0.12 s, exactly
/// ```
///
/// - Note: Rules, checked per line in this order: valid UTF-8; well-formed JSON (the parser's column message); an
///   object; no members other than `t`, `value` and `key`; `t` present, a number, exact to the microsecond, not
///   negative, at most ``TraceSeconds/maximumWholeSeconds``; `value` present (any JSON, `null` included); `key`, if
///   present, a string; `t` not earlier than the previous event's.
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
    var events: [TraceEvent] = []
    // A UTF-8 byte order mark, as some Windows tools write, is not part of the first line (RFC 8259 §8.1).
    let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    let lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for (offset, lineBytes) in lines.enumerated() {
      let number = offset + 1
      guard let text = String(bytes: lineBytes, encoding: .utf8) else {
        throw .input(line: number, "not valid UTF-8")
      }
      guard text.utf8.contains(where: { !Self.isBlank($0) }) else { continue }
      let event = try Self.event(from: text, line: number)
      if let previous = events.last, event.time < previous.time {
        throw .input(
          line: number,
          "\"t\" goes back in time: \(event.time.decimalSeconds) is earlier than \(previous.time.decimalSeconds) "
            + "on line \(previous.line)")
      }
      events.append(event)
    }
    self.events = events
  }

  /// The distinct keys in the order they first appear; `nil` stands for events without a key.
  package var keys: [String?] {
    var seen: Set<String?> = []
    return events.compactMap { seen.insert($0.key).inserted ? .some($0.key) : nil }
  }

  /// The names an event object may have.
  private static let memberNames: Set<String> = ["t", "value", "key"]

  /// Reads one non-blank line.
  /// - Parameters:
  ///   - text: The line, possibly ending in `\r`.
  ///   - line: Its 1-based number, for errors.
  /// - Returns: The event.
  private static func event(from text: String, line: Int) throws(TraceError) -> TraceEvent {
    let node: JSONNode
    do {
      node = try JSONNode.parse(text)
    } catch {
      throw .input(line: line, error.description)
    }
    guard case .object(let members) = node.kind else {
      throw .input(line: line, "expected a JSON object such as {\"t\": 0.4, \"value\": 1}, got \(node.typePhrase)")
    }
    if let unknown = members.first(where: { !memberNames.contains($0.name) }) {
      throw .input(
        line: line, "unknown member \"\(unknown.name)\"; an event has \"t\", \"value\" and optionally \"key\"")
    }
    guard let timeNode = node["t"] else { throw .input(line: line, "missing \"t\"") }
    guard case .number(let timeText) = timeNode.kind else {
      throw .input(line: line, "\"t\" must be a number of seconds, got \(timeNode.typePhrase)")
    }
    let time: Duration
    do {
      time = try TraceSeconds.parse(timeText)
    } catch {
      throw .input(line: line, "\"t\" \(error.requirement), got \(timeText)")
    }
    guard let value = node["value"] else { throw .input(line: line, "missing \"value\"") }
    var key: String?
    if let keyNode = node["key"] {
      guard case .string(let name) = keyNode.kind else {
        throw .input(line: line, "\"key\" must be a string, got \(keyNode.typePhrase)")
      }
      key = name
    }
    return TraceEvent(line: line, time: time, valueText: value.raw, key: key, keyText: node["key"]?.raw)
  }

  /// Whether a byte is a blank line's content: space, tab or carriage return.
  /// - Parameters:
  ///   - byte: A UTF-8 code unit.
  /// - Returns: `true` for blank bytes.
  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
  }
}

extension JSONNode {
  /// The value's type with an article, for messages: "an object", "a string", "null", ….
  fileprivate var typePhrase: String {
    switch kind {
    case .object, .array: "an \(typeName)"
    case .null: "null"
    case .string, .number, .bool: "a \(typeName)"
    }
  }
}
