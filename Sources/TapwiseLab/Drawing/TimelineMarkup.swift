/// Deterministic SVG text for the timeline: fixed-precision numbers and shortened labels.
///
/// Every number goes through ``number(_:)``, so the same run always draws the same bytes on every machine.
enum TimelineMarkup {
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
