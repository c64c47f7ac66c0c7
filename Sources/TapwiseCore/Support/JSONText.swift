/// JSON text shared by the libraries that write it: the touch-target audit's JSON report and the lab's JSON paths
/// and error messages. Package-only: not part of TapwiseCore's public API.
package enum JSONText {
  /// A string as a JSON string literal on one line, escaped as RFC 8259 requires: quotes, backslashes and control
  /// characters.
  /// - Parameters:
  ///   - text: Any text.
  /// - Returns: The literal, quotes included.
  package static func quoted(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": literal += "\\\""
      case "\\": literal += "\\\\"
      case "\n": literal += "\\n"
      case "\r": literal += "\\r"
      case "\t": literal += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        literal += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: literal.unicodeScalars.append(scalar)
      }
    }
    return literal + "\""
  }
}
