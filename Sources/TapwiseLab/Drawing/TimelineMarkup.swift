/// Deterministic SVG text for the timeline: escaped text, fixed-precision numbers, and shortened labels.
///
/// Every number goes through ``number(_:)``, so the same run always draws the same bytes on every machine.
enum TimelineMarkup {
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

  /// A coordinate with at most one decimal: `12`, `12.5`, `-3.2`.
  /// - Parameters:
  ///   - value: A coordinate in pixels.
  /// - Returns: The value rounded to tenths, without a trailing `.0`.
  static func number(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    let magnitude = tenths.magnitude
    let sign = tenths < 0 ? "-" : ""
    return magnitude % 10 == 0 ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
  }

  /// Shortens a label to at most `limit` characters, ending in `…` when cut.
  /// - Parameters:
  ///   - text: The label.
  ///   - limit: The most characters to keep, the ellipsis included.
  /// - Returns: The label, whole or cut.
  static func shorten(_ text: String, to limit: Int = 16) -> String {
    text.count <= limit ? text : text.prefix(limit - 1) + "…"
  }
}
