/// Text for the lab's SVG drawings, shared by the timeline and the touch-target drawing.
enum SVGText {
  /// Escapes text for SVG element content and double-quoted attribute values.
  /// - Parameters:
  ///   - text: Any text.
  /// - Returns: The text with `&`, `<`, `>`, `"` and `'` replaced by entities.
  static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
