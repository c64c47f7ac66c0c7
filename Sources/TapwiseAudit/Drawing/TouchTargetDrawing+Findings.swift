import Foundation
import HeadlessUIKit
import Tapwise
import TapwiseFormats

/// How each finding shows on the screen: the probe square and its numbers, overlaps filled, covers outlined with a
/// note, cut-off parts hatched, and the finding's number in a red disc on its target.
extension TouchTargetDrawing {
  /// Draws the findings of one tree, in its coordinates: shapes first, then the probe squares' numbers and the
  /// findings' numbers over them. ``drawNote(on:in:naming:space:into:)`` writes the other notes.
  /// - Parameters:
  ///   - screen: The tree.
  ///   - firstNumber: The number of its first finding in the list.
  ///   - naming: Names views.
  ///   - drawn: The shapes already drawn, which are not drawn again.
  ///   - space: The room taken by words so far.
  ///   - svg: The canvas.
  static func drawFindings(
    _ screen: TouchTargetScreen, firstNumber: Int, naming: (UIView) -> Name, drawn: inout Set<String>,
    space: inout LabelSpace, into svg: inout SVGWriter
  ) {
    for finding in screen.findings {
      drawShapes(of: finding, in: screen, drawn: &drawn, into: &svg)
    }
    for finding in screen.findings where finding.kind == .tooSmall {
      drawNote(on: finding, in: screen, naming: naming, space: &space, into: &svg)
    }
    // A target's numbers stand in a row leftwards from its top right corner, at most three: more at one spot are
    // stacked targets, listed beside the screen.
    var badges: [String: Int] = [:]
    for (offset, finding) in screen.findings.enumerated() {
      guard let target = screen.view(finding.view) else { continue }
      let frame = screen.frame(of: target)
      let spot = "\(frame.maxX) \(frame.minY)"
      let count = badges[spot, default: 0]
      guard count < 3 else { continue }
      badges[spot] = count + 1
      let center = CGPoint(x: frame.maxX - 19 * CGFloat(count), y: frame.minY)
      _ = space.claim(CGRect(x: center.x - 9, y: center.y - 9, width: 18, height: 18))
      drawBadge(firstNumber + offset, at: center, into: &svg)
    }
  }

  /// Draws the shapes that show one finding.
  private static func drawShapes(
    of finding: TouchTargetFinding, in screen: TouchTargetScreen, drawn: inout Set<String>, into svg: inout SVGWriter
  ) {
    switch finding {
    case .tooSmall(let view, _, _, let size):
      guard let square = screen.probeSquare(view, size: size), drawn.insert("probe \(square)").inserted else { break }
      svg.rect(
        square, [("fill", "none"), ("stroke", Palette.probe), ("stroke-width", "1.5"), ("stroke-dasharray", "4 2")])
    case .overlapping(let view, let other, _):
      guard let first = screen.view(view), let second = screen.view(other) else { break }
      for piece in screen.area(of: first).intersection(screen.area(of: second)).rects
      where drawn.insert("overlap \(piece)").inserted {
        svg.rect(piece, [("fill", Palette.failing), ("fill-opacity", "0.45")])
      }
    case .unreachable(let view, let ancestor, _):
      guard let target = screen.view(view), let cutter = screen.view(ancestor) else { break }
      let bounds = screen.frame(of: cutter)
      for rect in screen.area(of: target).rects {
        for piece in pieces(of: rect, outside: bounds) where drawn.insert("cut \(piece)").inserted {
          svg.rect(piece, [("fill", "url(#cut)"), ("stroke", Palette.failing), ("stroke-width", "0.5")])
        }
      }
      if drawn.insert("cutter \(bounds)").inserted {
        svg.rect(bounds, [("fill", "none"), ("stroke", Palette.failing), ("stroke-dasharray", "6 3")])
      }
    case .covered(_, let by):
      guard let cover = screen.view(by) else { break }
      let frame = screen.frame(of: cover)
      guard drawn.insert("cover \(frame)").inserted else { break }
      svg.rect(
        frame, [("fill", "none"), ("stroke", Palette.cover), ("stroke-width", "2"), ("stroke-dasharray", "6 3")])
    }
  }

  /// Writes the words a finding puts on the screen where there is room: the numbers beside a probe square, what a
  /// cover covers, what an ancestor cuts off. Each note tries a few places, within the screen's extent.
  static func drawNote(
    on finding: TouchTargetFinding, in screen: TouchTargetScreen, naming: (UIView) -> Name,
    space: inout LabelSpace, into svg: inout SVGWriter
  ) {
    let text: String
    let color: String
    let around: CGRect
    switch finding {
    case .tooSmall(let view, let hits, let samples, let size):
      guard let square = screen.probeSquare(view, size: size) else { return }
      (text, color, around) = ("answers \(hits) of \(samples) points", Palette.probe, square)
    case .covered(let view, let by):
      guard let cover = screen.view(by), let target = screen.view(view) else { return }
      (text, color, around) = ("covers \(naming(target).label)", Palette.cover, screen.frame(of: cover))
    case .unreachable(let view, let ancestor, _):
      guard let target = screen.view(view), let cutter = screen.view(ancestor),
        let piece = screen.area(of: target).rects.lazy.flatMap({ pieces(of: $0, outside: screen.frame(of: cutter)) })
          .first
      else { return }
      (text, color, around) = ("cut off by \(naming(cutter).label)", Palette.failing, piece)
    case .overlapping: return
    }
    let width = LabelSpace.width(of: text, size: 9)
    // Right of the shape, left of it, under it, over it: the first that is free and on the page.
    let starts = [
      CGPoint(x: around.maxX + 4, y: around.midY + 3), CGPoint(x: around.minX - 4 - width, y: around.midY + 3),
      CGPoint(x: around.midX - width / 2, y: around.maxY + 11), CGPoint(x: around.midX - width / 2, y: around.minY - 4),
    ]
    let page = screen.extent
    guard
      let start = starts.first(where: { start in
        let box = CGRect(x: start.x, y: start.y - 8, width: width, height: 10)
        return page.contains(box) && space.claim(box)
      })
    else { return }
    svg.text(
      x: Double(start.x), y: Double(start.y), text,
      [("font-size", "9"), ("font-weight", "bold"), ("fill", color)] + halo)
  }

  /// The parts of a rectangle outside another: up to four bands, above, below, left and right of the overlap.
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - bounds: The rectangle to leave out.
  /// - Returns: The parts, none when `bounds` holds all of `rect`.
  static func pieces(of rect: CGRect, outside bounds: CGRect) -> [CGRect] {
    let inside = rect.intersection(bounds)
    guard !inside.isNull, !inside.isEmpty else { return [rect] }
    let bands = [
      CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: inside.minY - rect.minY),
      CGRect(x: rect.minX, y: inside.maxY, width: rect.width, height: rect.maxY - inside.maxY),
      CGRect(x: rect.minX, y: inside.minY, width: inside.minX - rect.minX, height: inside.height),
      CGRect(x: inside.maxX, y: inside.minY, width: rect.maxX - inside.maxX, height: inside.height),
    ]
    return bands.filter { $0.width > 0 && $0.height > 0 }
  }
}
