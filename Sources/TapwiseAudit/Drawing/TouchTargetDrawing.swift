import Foundation
import HeadlessUIKit
import Tapwise
import TapwiseFormats

/// Draws an audited screen as an SVG picture a designer reads without the text report.
///
/// - A heading names the screen and counts its targets and findings; a legend explains every mark.
/// - Each view is a thin outline named as a person would (its title, text or Interface Builder label), with its
///   Interface Builder id in small type. Each target's touch area is dashed and lightly filled, its real bounds
///   solid: blue when it passes, red when a finding names it.
/// - A target too small carries the minimum-size square it was probed with, dashed and centred on it, and the
///   numbers: "answers 45 of 81 points". Overlaps are filled red; a covering view is outlined in orange with a
///   note; the part of a touch area an ancestor cuts off is hatched.
/// - Each finding is numbered on the screen and listed, in words, beside it.
///
/// Several trees (a storyboard scene's view and its cells' content views) are drawn one below the other.
///
/// ```swift
/// let svg = TouchTargetDrawing.svg(
///   title: "Checkout", trees: [(window, TouchTargetAudit.run(on: window))],
///   minimumSize: CGSize(width: 44, height: 44), name: { ($0.accessibilityIdentifier ?? "", nil) })
/// ```
///
/// - Note: The output is deterministic (the same trees, findings and names give the same bytes) and bounded: at most
///   ``maximumShapes`` views, targets and findings per tree are drawn, identical shapes once, and at most
///   ``maximumListed`` findings are listed in words; the rest are counted.
@MainActor
package enum TouchTargetDrawing {
  /// What a view is called in the picture: its label, and an Interface Builder object id to print in small type.
  package typealias Name = (label: String, id: String?)

  /// The most views, targets and findings drawn per tree.
  static let maximumShapes = 1_000
  /// The most findings listed in words beside the screens.
  static let maximumListed = 30
  /// The space around the page's content.
  static let margin: CGFloat = 24
  /// The width of the list of findings.
  static let panelWidth: CGFloat = 340

  /// Draws a screen.
  /// - Parameters:
  ///   - title: The screen's name, the picture's heading: a scene's name, or a layout file's name. It is cut to 40
  ///     characters and made printable here.
  ///   - trees: Each root (usually a window; its own coordinates are the drawing's) with the findings of its audit,
  ///     which name views by their paths from that root, as `TouchTargetAudit` does.
  ///   - minimumSize: The size targets were held to, for the heading and legend; each `tooSmall` finding's square
  ///     is drawn at the size it carries.
  ///   - name: What a view is called. The label and id are cut and made printable here, so pass them as the file
  ///     has them. For layouts: the view's id as the label and no id.
  /// - Returns: An SVG document, ending with a newline.
  package static func svg(
    title: String, trees: [(root: UIView, findings: [TouchTargetFinding])], minimumSize: CGSize,
    name: (UIView) -> Name
  ) -> String {
    let screens = trees.map { TouchTargetScreen(root: $0.root, findings: $0.findings) }
    func naming(_ view: UIView) -> Name {
      let raw = name(view)
      return (Quoting.printableExcerpt(raw.label), raw.id.map(Quoting.printableExcerpt))
    }
    let screensWidth = max(screens.map(\.extent.width).max() ?? 0, 240)
    let panelX = margin + screensWidth + 32
    let width = panelX + panelWidth + margin
    var svg = SVGWriter()
    var header = SVGWriter()
    let headerBottom = drawHeader(
      title: Quoting.printableExcerpt(title), screens: screens, minimumSize: minimumSize, width: width, into: &header)
    var body = SVGWriter()
    var top = headerBottom
    var number = 1
    for screen in screens {
      if screens.count > 1, let first = screen.root.subviews.first {
        let caption = naming(first)
        body.text(
          x: Double(margin), y: Double(top + 12), caption.label + (caption.id.map { "  " + $0 } ?? ""),
          [("font-size", "11"), ("font-weight", "bold"), ("fill", Palette.text)])
        top += 18
      }
      let shift = (dx: margin - screen.extent.minX, dy: top - screen.extent.minY)
      body.open("g", [("transform", "translate(\(body.number(Double(shift.dx))) \(body.number(Double(shift.dy))))")])
      draw(screen, firstNumber: number, naming: naming, into: &body)
      body.close("g")
      number += screen.findings.count
      top += screen.extent.height + 24
    }
    let panelBottom = drawFindingList(screens, naming: naming, x: panelX, y: headerBottom, into: &body)
    let height = max(top, panelBottom) + margin

    svg.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", svg.number(Double(width))),
        ("height", svg.number(Double(height))),
        ("viewBox", "0 0 \(svg.number(Double(width))) \(svg.number(Double(height)))"),
        ("font-family", "Helvetica, Arial, sans-serif"), ("font-size", "10"),
      ])
    svg.element("title", [], text: "\(Quoting.printableExcerpt(title)): touch targets")
    drawDefinitions(into: &svg)
    svg.element("rect", [("width", "100%"), ("height", "100%"), ("fill", "#ffffff")])
    return svg.text + indented(header.text + body.text) + "</svg>\n"
  }

  /// The colours of the picture's marks.
  enum Palette {
    /// A target that passes.
    static let passing = "#1e88e5"
    /// A target a finding names, an overlap, a cut-off part.
    static let failing = "#d32f2f"
    /// The probe square and its numbers.
    static let probe = "#7b1fa2"
    /// A covering view.
    static let cover = "#ef6c00"
    /// A view's outline.
    static let outline = "#b0bec5"
    /// Names and words.
    static let text = "#263238"
    /// Ids and secondary words.
    static let quiet = "#78909c"
  }

  /// Adds the hatching pattern for cut-off parts.
  private static func drawDefinitions(into svg: inout SVGWriter) {
    svg.open("defs")
    svg.open(
      "pattern",
      [
        ("id", "cut"), ("width", "6"), ("height", "6"), ("patternUnits", "userSpaceOnUse"),
        ("patternTransform", "rotate(45)"),
      ])
    svg.line(0, 0, 0, 6, [("stroke", Palette.failing), ("stroke-width", "2.5")])
    svg.close("pattern")
    svg.close("defs")
  }

  /// Text written by a writer of its own, indented one level into the document.
  private static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "  " + $0 + "\n" }.joined()
  }

  /// Draws one tree in its own coordinates: the views, the targets, the findings, then the words on top.
  private static func draw(
    _ screen: TouchTargetScreen, firstNumber: Int, naming: (UIView) -> Name, into svg: inout SVGWriter
  ) {
    svg.rect(screen.root.bounds, [("fill", "#fafafa"), ("stroke", "#90a4ae")])
    var drawn: Set<String> = []
    for view in screen.views where drawn.insert("v\(view.frame)").inserted {
      svg.rect(view.frame, [("fill", "none"), ("stroke", Palette.outline), ("stroke-width", "0.5")])
    }
    for target in screen.targets where drawn.insert("t\(target.area)\(target.bounds)\(target.isFailing)").inserted {
      let color = target.isFailing ? Palette.failing : Palette.passing
      for piece in target.area {
        svg.rect(
          piece, [("fill", color), ("fill-opacity", "0.12"), ("stroke", color), ("stroke-dasharray", "3 2")])
      }
      svg.rect(target.bounds, [("fill", "none"), ("stroke", color), ("stroke-width", "1.5")])
    }
    // Words where there is room, most telling first: the probe squares' numbers, the targets' names, the other
    // findings' notes, then the other views' names, deepest first.
    var space = LabelSpace()
    drawFindings(screen, firstNumber: firstNumber, naming: naming, drawn: &drawn, space: &space, into: &svg)
    let targets = Set(screen.targets.map { ObjectIdentifier($0.view) })
    let (named, others) = screen.views.reduce(into: ([TouchTargetScreen.View](), [TouchTargetScreen.View]())) {
      if targets.contains(ObjectIdentifier($1.view)) { $0.0.append($1) } else { $0.1.append($1) }
    }
    drawNames(named, color: Palette.text, naming: naming, space: &space, into: &svg)
    for finding in screen.findings where finding.kind != .tooSmall {
      drawNote(on: finding, in: screen, naming: naming, space: &space, into: &svg)
    }
    let deepestFirst = others.enumerated().sorted { ($0.element.depth, $1.offset) > ($1.element.depth, $0.offset) }
    drawNames(deepestFirst.map(\.element), color: Palette.quiet, naming: naming, space: &space, into: &svg)
  }

  /// Names views where there is room: inside the frame's top left corner, else just over it, else just under it.
  private static func drawNames(
    _ views: [TouchTargetScreen.View], color: String, naming: (UIView) -> Name, space: inout LabelSpace,
    into svg: inout SVGWriter
  ) {
    for view in views {
      let name = naming(view.view)
      let width =
        LabelSpace.width(of: name.label, size: 10) + LabelSpace.width(of: name.id.map { " " + $0 } ?? "", size: 7)
      let frame = view.frame
      let baselines = (frame.height >= 14 ? [frame.minY + 11] : []) + [frame.minY - 3, frame.maxY + 11]
      guard
        let baseline = baselines.first(where: {
          space.claim(CGRect(x: frame.minX + 3, y: $0 - 9, width: width, height: 11))
        })
      else { continue }
      svg.open(
        "text",
        [("x", svg.number(Double(frame.minX + 3))), ("y", svg.number(Double(baseline))), ("fill", color)] + halo)
      svg.element("tspan", [], text: name.label)
      if let id = name.id { svg.element("tspan", [("font-size", "7"), ("fill", Palette.quiet)], text: id) }
      svg.close("text")
    }
  }

  /// A white outline behind text, so that it reads over the shapes under it.
  static let halo: [SVGWriter.Attribute] = [
    ("paint-order", "stroke"), ("stroke", "#ffffff"), ("stroke-width", "3"), ("stroke-linejoin", "round"),
  ]
}
