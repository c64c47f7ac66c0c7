// `public` and `@inlinable` though TapwiseFormats is no library product, so no client can see it: Swift 6.3 serializes
// no `package` body for another module, and the reader's inlined messages quote through it (issue 30's instruction
// guard).
/// The lab's one JSON writer: the audit's JSON and SARIF reports, JSON paths
/// and error messages.
public enum JSONText {
  /// A string as a JSON string literal on one line, escaped as RFC 8259 requires (quotes, backslashes and control
  /// characters), and DEL, C1 controls and U+2028 and U+2029 as `\u` escapes too.
  /// - Parameters:
  ///   - text: Any text.
  /// - Returns: The literal, quotes included.
  @inlinable public static func quoted(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": literal += "\\\""
      case "\\": literal += "\\\\"
      case "\n": literal += "\\n"
      case "\r": literal += "\\r"
      case "\t": literal += "\\t"
      // C0 as RFC 8259 requires; DEL, C1 and the line and paragraph separators too, so that no terminal or log
      // viewer reads a control sequence or a line break in the literal.
      case _ where Quoting.isUnprintable(scalar):
        let hex = String(scalar.value, radix: 16)
        literal += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: literal.unicodeScalars.append(scalar)
      }
    }
    return literal + "\""
  }

  /// An object on one line, its members in the order given: `{"kind": "tooSmall", "hits": 9}`.
  /// - Parameters:
  ///   - members: Each member's name and its value's JSON text.
  /// - Returns: The object.
  @inlinable public static func object(_ members: [(name: String, value: String)]) -> String {
    "{" + members.map { "\(quoted($0.name)): \($0.value)" }.joined(separator: ", ") + "}"
  }

  /// An array with one element per line, each indented by two spaces, or `[]` when empty.
  /// - Parameters:
  ///   - elements: Each element's JSON text, on one line.
  /// - Returns: The array, from `[` to `]`.
  @inlinable public static func lines(_ elements: [String]) -> String {
    guard !elements.isEmpty else { return "[]" }
    return "[\n" + elements.map { "  " + $0 }.joined(separator: ",\n") + "\n]"
  }
}
