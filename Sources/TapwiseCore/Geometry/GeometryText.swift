import Foundation

/// Stable text for geometry in reports and command output: the same value always prints the same way.
///
/// ```swift
/// GeometryText.number(12)        // "12"
/// GeometryText.number(12.5)      // "12.5"
/// GeometryText.number(1 / 3)     // "0.33"
/// GeometryText.number(12.46, decimals: 1)   // "12.5"
/// GeometryText.point(CGPoint(x: 12, y: 30.5))   // "12,30.5"
/// GeometryText.size(CGSize(width: 44, height: 44))   // "44×44"
/// ```
///
/// Package-only, not part of TapwiseCore's public API: the lab's reports and the findings' text use it.
package enum GeometryText {
  /// A number rounded to two decimals (or as many as asked), halves away from zero, without trailing zeros; `-0`
  /// prints as `0`. The one number format of reports, messages and drawings.
  /// - Parameters:
  ///   - value: The number.
  ///   - decimals: The most decimals to keep, 0 to 6: 2 for reports, 1 for the timeline's coordinates.
  /// - Returns: Its text, or `nan`, `inf`, `-inf`.
  package static func number(_ value: CGFloat, decimals: Int = 2) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let places = min(max(decimals, 0), 6)
    let scale = CGFloat([1, 10, 100, 1_000, 10_000, 100_000, 1_000_000][places])
    let rounded = (value * scale).rounded() / scale
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded() {
      // A whole number of up to 15 digits is exact as an Int and prints as `%.0f` would, without Foundation's
      // formatter (a twentieth of a storyboard audit's report went to `String(format:)` for sizes such as 44×44).
      return abs(rounded) < 1e15 ? String(Int(rounded)) : String(format: "%.0f", Double(rounded))
    }
    var text = String(format: "%.\(places)f", Double(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// A point as `x,y`, the form the `tapwise hit --at` option takes.
  /// - Parameters:
  ///   - point: The point.
  /// - Returns: Its text.
  package static func point(_ point: CGPoint) -> String {
    "\(number(point.x)),\(number(point.y))"
  }

  /// A size as `width×height`.
  /// - Parameters:
  ///   - size: The size.
  /// - Returns: Its text.
  package static func size(_ size: CGSize) -> String {
    "\(number(size.width))×\(number(size.height))"
  }

  /// A rectangle as `[x, y, width, height]`, the form of a layout file's `frame`.
  /// - Parameters:
  ///   - rect: The rectangle.
  /// - Returns: Its text.
  package static func rect(_ rect: CGRect) -> String {
    "[\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height))]"
  }
}
