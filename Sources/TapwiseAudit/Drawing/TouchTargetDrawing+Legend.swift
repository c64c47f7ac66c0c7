import Foundation
import Tapwise
import TapwiseFormats

/// The picture's heading and legend: the screen's name, what was audited, and one sample of every mark.
extension TouchTargetDrawing {
  /// Draws the heading and the legend across the page.
  /// - Parameters:
  ///   - title: The screen's name, already cut.
  ///   - screens: The trees, for the counts.
  ///   - minimumSize: The size targets were held to.
  ///   - width: The page's width.
  ///   - svg: The canvas.
  /// - Returns: Where the content below the legend starts.
  static func drawHeader(
    title: String, screens: [TouchTargetScreen], minimumSize: CGSize, width: CGFloat, into svg: inout SVGWriter
  ) -> CGFloat {
    let left = Double(margin)
    svg.text(
      x: left, y: Double(margin) + 18, title, [("font-size", "20"), ("font-weight", "bold"), ("fill", Palette.text)])
    let targets = screens.map(\.targets.count).reduce(0, +)
    let findings = screens.map(\.findingCount).reduce(0, +)
    let size = GeometryText.size(minimumSize)
    svg.text(
      x: left, y: Double(margin) + 40,
      "Touch targets: \(count(targets, "target")), \(count(findings, "finding")); held to \(size) pt.",
      [("font-size", "12"), ("fill", Palette.quiet)])
    return drawLegend(size: size, top: margin + 58, width: width, into: &svg)
  }

  /// `1 target`, `3 findings`.
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// One legend entry: its words and how its sample is drawn in a 20 × 12 box.
  private typealias Entry = (words: String, sample: (inout SVGWriter, CGRect) -> Void)

  /// Draws the legend's entries in rows that fit the page.
  /// - Returns: Where the content below the legend starts.
  private static func drawLegend(size: String, top: CGFloat, width: CGFloat, into svg: inout SVGWriter) -> CGFloat {
    let entries: [Entry] = [
      ("target", { $0.rect($1, [("fill", "none"), ("stroke", Palette.passing), ("stroke-width", "1.5")]) }),
      (
        "touch area",
        {
          $0.rect(
            $1,
            [
              ("fill", Palette.passing), ("fill-opacity", "0.12"), ("stroke", Palette.passing),
              ("stroke-dasharray", "3 2"),
            ])
        }
      ),
      (
        "target with a finding",
        {
          $0.rect($1, [("fill", Palette.failing), ("fill-opacity", "0.12"), ("stroke", Palette.failing)])
        }
      ),
      (
        "probe square, \(size) pt: too small",
        {
          $0.rect(
            $1.insetBy(dx: 4, dy: 0),
            [("fill", "none"), ("stroke", Palette.probe), ("stroke-width", "1.5"), ("stroke-dasharray", "4 2")])
        }
      ),
      ("overlap", { $0.rect($1, [("fill", Palette.failing), ("fill-opacity", "0.45")]) }),
      (
        "covering view",
        {
          $0.rect(
            $1, [("fill", "none"), ("stroke", Palette.cover), ("stroke-width", "2"), ("stroke-dasharray", "6 3")])
        }
      ),
      ("cut off (unreachable)", { $0.rect($1, [("fill", "url(#cut)"), ("stroke", Palette.failing)]) }),
      ("finding, listed right", { drawBadge(1, at: CGPoint(x: $1.midX, y: $1.midY), into: &$0) }),
    ]
    var x = margin
    var y = top
    for (words, sample) in entries {
      let entryWidth = 26 + LabelSpace.width(of: words, size: 11) + 18
      if x > margin, x + entryWidth > width - margin {
        x = margin
        y += 20
      }
      sample(&svg, CGRect(x: x, y: y, width: 20, height: 12))
      svg.text(x: Double(x + 26), y: Double(y + 10), words, [("font-size", "11"), ("fill", Palette.text)])
      x += entryWidth
    }
    return y + 32
  }

  /// Draws a finding's number in a red disc.
  /// - Parameters:
  ///   - number: The finding's number in the list.
  ///   - center: The disc's centre.
  ///   - svg: The canvas.
  static func drawBadge(_ number: Int, at center: CGPoint, into svg: inout SVGWriter) {
    let radius = number < 10 ? 7.0 : 8.5
    svg.circle(Double(center.x), Double(center.y), radius, [("fill", Palette.failing), ("stroke", "#ffffff")])
    svg.text(
      x: Double(center.x), y: Double(center.y) + 3, "\(number)",
      [("font-size", "9"), ("font-weight", "bold"), ("fill", "#ffffff"), ("text-anchor", "middle")])
  }
}
