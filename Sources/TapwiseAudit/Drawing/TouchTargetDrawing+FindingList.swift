import Foundation
import HeadlessUIKit
import Tapwise
import TapwiseFormats

/// The list beside the screens: each finding's number, its target's name and id, and what is wrong in words.
extension TouchTargetDrawing {
  /// Draws the list of findings, numbered as on the screens.
  /// - Parameters:
  ///   - screens: The trees, in page order.
  ///   - naming: Names views.
  ///   - x: The list's left edge.
  ///   - y: Its top.
  ///   - svg: The canvas.
  /// - Returns: The list's bottom.
  static func drawFindingList(
    _ screens: [TouchTargetScreen], naming: (UIView) -> Name, x: CGFloat, y top: CGFloat, into svg: inout SVGWriter
  ) -> CGFloat {
    let left = Double(x)
    var y = Double(top) + 12
    svg.text(x: left, y: y, "Findings", [("font-size", "14"), ("font-weight", "bold"), ("fill", Palette.text)])
    y += 22
    let findings = screens.flatMap { screen in screen.findings.map { (screen, $0) } }
    let columns = Int((panelWidth - 22) / (11 * 0.6))
    if findings.isEmpty {
      for line in LabelSpace.wrap(
        "None: every target answers the whole probe square, and none overlaps another, is cut off or is covered.",
        columns: columns)
      {
        svg.text(x: left, y: y, line, [("font-size", "11"), ("fill", Palette.text)])
        y += 14
      }
    }
    for (offset, (screen, finding)) in findings.prefix(maximumListed).enumerated() {
      drawBadge(offset + 1, at: CGPoint(x: x + 8, y: CGFloat(y) - 4), into: &svg)
      let target: Name = screen.view(finding.view).map(naming) ?? (Quoting.printableExcerpt(finding.view), nil)
      svg.open(
        "text", [("x", svg.number(left + 22)), ("y", svg.number(y)), ("font-size", "12"), ("fill", Palette.text)])
      svg.element("tspan", [("font-weight", "bold")], text: target.label)
      if let id = target.id { svg.element("tspan", [("font-size", "9"), ("fill", Palette.quiet)], text: id) }
      svg.close("text")
      y += 15
      for line in LabelSpace.wrap(sentence(finding, in: screen, naming: naming), columns: columns) {
        svg.text(x: left + 22, y: y, line, [("font-size", "11"), ("fill", Palette.text)])
        y += 14
      }
      y += 10
    }
    let unlisted = screens.map(\.findingCount).reduce(0, +) - min(findings.count, maximumListed)
    let leftOut = screens.map(\.leftOut).reduce(0, +)
    var notes: [String] = []
    if unlisted > 0 { notes.append("… and \(count(unlisted, "more finding")): see the text report.") }
    if leftOut > 0 {
      notes.append(
        "The picture leaves out \(leftOut) views, targets or findings beyond the first \(maximumShapes) of each.")
    }
    for note in notes {
      for line in LabelSpace.wrap(note, columns: columns) {
        svg.text(x: left, y: y, line, [("font-size", "11"), ("fill", Palette.quiet)])
        y += 14
      }
    }
    return CGFloat(y)
  }

  /// What is wrong, in words a designer reads, naming the other view a finding names in quotes.
  /// - Parameters:
  ///   - finding: The finding.
  ///   - screen: Its tree.
  ///   - naming: Names views.
  /// - Returns: One or two sentences.
  static func sentence(
    _ finding: TouchTargetFinding, in screen: TouchTargetScreen, naming: (UIView) -> Name
  ) -> String {
    func name(_ path: String) -> String {
      "“" + (screen.view(path).map { naming($0).label } ?? Quoting.printableExcerpt(path)) + "”"
    }
    switch finding {
    case .tooSmall(_, let hits, let samples, let size):
      return "Too small: answers \(hits) of \(samples) points of the \(GeometryText.size(size)) pt square around "
        + "its centre (dashed). Make it or its touch area at least that size."
    case .overlapping(_, let other, let area):
      return "Overlaps \(name(other)): their touch areas share \(GeometryText.number(area)) pt² (filled), where a "
        + "tap may reach either."
    case .unreachable(_, let ancestor, let area):
      return "Cut off: \(GeometryText.number(area)) pt² of its touch area lies outside \(name(ancestor)), which "
        + "takes no touches beyond its bounds (hatched)."
    case .covered(_, let by):
      return "Covered by \(name(by)), an interactive view in front of it (orange): taps on it reach the cover."
    }
  }
}
