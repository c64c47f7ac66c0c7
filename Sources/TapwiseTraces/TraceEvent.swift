/// One event of a trace, as read from its JSON line, keeping the exact text to echo back.
///
/// ```swift
/// // {"t": 0.40, "value": {"id": 7}, "key": "save"}   on line 2
/// TraceEvent(line: 2, time: .milliseconds(400), valueText: #"{"id": 7}"#, key: "save", keyText: #""save""#)
/// ```
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
package struct TraceEvent: Hashable, Sendable {
  /// The 1-based line the event was read from.
  package var line: Int
  /// The event's exact time.
  package var time: Duration
  /// The `value` member's JSON text, byte for byte as written.
  package var valueText: String
  /// The `key` member's string, unescaped, which names the stream; `nil` when the line had no key.
  package var key: String?
  /// The `key` member's JSON text as written (quotes and escapes included), or `nil`.
  package var keyText: String?

  /// Creates an event.
  /// - Parameters:
  ///   - line: The 1-based line it came from.
  ///   - time: Its exact time.
  ///   - valueText: The JSON text of its value.
  ///   - key: Its stream, unescaped, or `nil`.
  ///   - keyText: The JSON text of its key, or `nil`.
  package init(line: Int, time: Duration, valueText: String, key: String? = nil, keyText: String? = nil) {
    self.line = line
    self.time = time
    self.valueText = valueText
    self.key = key
    self.keyText = keyText
  }
}
