import Foundation
import TapwiseCore

/// The room the touch-target picture's words take: an estimate of how wide a line of text is, wrapping to a width,
/// and a record of the boxes already written in, so that no label is drawn over another.
///
/// ```swift
/// var space = LabelSpace()
/// space.claim(CGRect(x: 0, y: 0, width: 40, height: 10))   // true: the box was free, and is now taken
/// space.claim(CGRect(x: 30, y: 5, width: 40, height: 10))  // false: it would overlap the first
/// ```
package struct LabelSpace {
  /// The boxes taken so far.
  private var taken: [CGRect] = []

  /// Starts with no space taken.
  package init() {}

  /// Takes a box if it overlaps none taken before.
  /// - Parameters:
  ///   - box: The box a label would cover.
  /// - Returns: Whether the box was free; only then is it taken.
  package mutating func claim(_ box: CGRect) -> Bool {
    guard !taken.contains(where: { $0.intersects(box) }) else { return false }
    taken.append(box)
    return true
  }

  /// About how wide a line of text is in the picture's sans-serif font: wide enough for DejaVu Sans, the usual
  /// fallback, so that estimates err on the side of room.
  /// - Parameters:
  ///   - text: One line.
  ///   - size: The font size in points.
  /// - Returns: The width in points.
  package static func width(of text: String, size: CGFloat) -> CGFloat {
    CGFloat(text.count) * size * 0.6
  }

  /// Breaks text into lines of at most `columns` characters at spaces; a longer word gets a line of its own, cut.
  /// - Parameters:
  ///   - text: The text.
  ///   - columns: The most characters a line holds.
  /// - Returns: The lines, at least one.
  package static func wrap(_ text: String, columns: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      let word = word.count > columns ? word.prefix(columns - 1) + "…" : String(word)
      if line.isEmpty {
        line = word
      } else if line.count + 1 + word.count <= columns {
        line += " " + word
      } else {
        lines.append(line)
        line = word
      }
    }
    return lines + [line]
  }
}
