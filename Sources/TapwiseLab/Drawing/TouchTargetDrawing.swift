import Foundation
import HeadlessUIKit
import Tapwise

/// Draws a view tree's touch targets as SVG: every view's frame, each target's real bounds and touch area, and the
/// findings of an audit.
///
/// - Views are thin grey outlines, labelled with their id.
/// - Each target's touch area is a dashed, lightly filled shape; its real bounds a solid outline. Targets with a
///   finding are red (both targets of an overlap), the others blue.
/// - Overlaps are filled red; an ancestor that cuts a target off is outlined in dashed red; a covering view in
///   dashed orange. Hovering a shape shows its finding.
///
/// ```swift
/// let svg = TouchTargetDrawing.svg(of: scene.window, findings: TouchTargetAudit.run(on: scene.window))
/// try Data(svg.utf8).write(to: URL(fileURLWithPath: "audit.svg"))
/// ```
///
/// - Note: The output is stable: the same tree and findings always give the same bytes.
@MainActor
package enum TouchTargetDrawing {
  private static let margin: CGFloat = 20

  /// Draws a tree.
  /// - Parameters:
  ///   - root: The root, usually a window; coordinates are the root's.
  ///   - findings: Findings of an audit of the same root, whose paths name views of the tree.
  /// - Returns: An SVG document.
  package static func svg(of root: UIView, findings: [TouchTargetFinding]) -> String {
    svg(of: [(root, findings)])
  }

  /// Draws several trees in one picture, one below the other, each as ``svg(of:findings:)`` draws it alone: the
  /// roots of a storyboard scene (its view and its cells' content views).
  /// - Parameters:
  ///   - trees: Each root with the findings of its audit.
  /// - Returns: An SVG document; for one tree, the same bytes as ``svg(of:findings:)``.
  package static func svg(of trees: [(root: UIView, findings: [TouchTargetFinding])]) -> String {
    var bodies: [[String]] = []
    var picture = CGRect.null
    for (root, findings) in trees {
      let (extent, lines) = body(of: root, findings: findings)
      if picture.isNull {
        picture = extent
        bodies.append(lines)
      } else {
        // Below the picture so far: the tree's own coordinates, shifted down as a whole.
        let shift = picture.maxY - extent.minY
        picture = picture.union(extent.offsetBy(dx: 0, dy: shift))
        bodies.append(["<g transform=\"translate(0 \(number(shift)))\">"] + lines.map { "  " + $0 } + ["</g>"])
      }
    }
    if picture.isNull { picture = CGRect(x: -margin, y: -margin, width: 2 * margin, height: 2 * margin) }
    let findings = trees.flatMap(\.findings)
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(numbers(picture))\" "
        + "width=\"\(number(picture.width))\" height=\"\(number(picture.height))\" "
        + "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"9\">",
      "  <title>\(SVGText.escape(title(findings)))</title>",
    ]
    lines += bodies.joined().map { "  " + $0 }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// One tree's shapes, unindented, and the extent they need: the root's bounds and every touch area, with a
  /// margin.
  private static func body(of root: UIView, findings: [TouchTargetFinding]) -> (extent: CGRect, lines: [String]) {
    let paths = AuditedTree(root: root)
    var tree: [(path: String, view: UIView)] = []
    collect(root, paths, into: &tree)
    let views = Dictionary(tree.map { ($0.path, $0.view) }, uniquingKeysWith: { first, _ in first })
    let targets = TouchTargetAudit.targets(in: root)
    let flagged = Set(
      findings.flatMap { finding in
        if case .overlapping(let view, let other, _) = finding { [view, other] } else { [finding.view] }
      })
    let areas = targets.map { target in target.tw.touchArea.rects.map { target.convert($0, to: root) } }
    let extent = areas.joined().reduce(root.bounds) { $0.union($1) }.insetBy(dx: -margin, dy: -margin)

    var lines = [rect(root.bounds, "fill=\"#fafafa\" stroke=\"#9e9e9e\"")]
    for (path, view) in tree where view !== root {
      let frame = view.convert(view.bounds, to: root)
      lines.append(rect(frame, "fill=\"none\" stroke=\"#bdbdbd\" stroke-width=\"0.5\""))
      lines.append(label(frame, String(path.split(separator: "/").last ?? ""), color: "#9e9e9e"))
    }
    for (target, area) in zip(targets, areas) {
      let path = paths.path(of: target)
      let color = flagged.contains(path) ? "#d32f2f" : "#1e88e5"
      lines.append("<g class=\"target\">")
      lines.append("  <title>\(SVGText.escape(path))</title>")
      for piece in area {
        let style = "fill=\"\(color)\" fill-opacity=\"0.12\" stroke=\"\(color)\" stroke-dasharray=\"3 2\""
        lines.append("  " + rect(piece, style))
      }
      lines.append("  " + rect(target.convert(target.bounds, to: root), "fill=\"none\" stroke=\"\(color)\""))
      lines.append("</g>")
    }
    for finding in findings {
      lines += highlight(finding, views: views, root: root)
    }
    return (extent, lines)
  }

  /// The shapes that show one finding.
  private static func highlight(_ finding: TouchTargetFinding, views: [String: UIView], root: UIView) -> [String] {
    var shapes: [String] = []
    switch finding {
    case .tooSmall: break
    case .overlapping(let view, let other, _):
      guard let first = views[view], let second = views[other] else { break }
      let overlap = region(of: first, in: root).intersection(region(of: second, in: root))
      shapes = overlap.rects.map { rect($0, "fill=\"#d32f2f\" fill-opacity=\"0.45\" stroke=\"none\"") }
    case .unreachable(_, let ancestor, _):
      guard let ancestor = views[ancestor] else { break }
      let style = "fill=\"none\" stroke=\"#d32f2f\" stroke-dasharray=\"6 3\""
      shapes = [rect(ancestor.convert(ancestor.bounds, to: root), style)]
    case .covered(_, let by):
      guard let cover = views[by] else { break }
      let style = "fill=\"none\" stroke=\"#fb8c00\" stroke-dasharray=\"6 3\""
      shapes = [rect(cover.convert(cover.bounds, to: root), style)]
    }
    guard !shapes.isEmpty else { return [] }
    let title = "  <title>\(SVGText.escape(finding.description))</title>"
    return ["<g class=\"finding\">", title] + shapes.map { "  " + $0 } + ["</g>"]
  }

  private static func region(of view: UIView, in root: UIView) -> TouchRegion {
    TouchRegion(view.tw.touchArea.rects.map { view.convert($0, to: root) })
  }

  /// The visible views of a tree with their paths, depth first, back to front.
  private static func collect(_ view: UIView, _ paths: AuditedTree, into tree: inout [(path: String, view: UIView)]) {
    guard !view.isHidden else { return }
    tree.append((paths.path(of: view), view))
    for subview in view.subviews { collect(subview, paths, into: &tree) }
  }

  private static func title(_ findings: [TouchTargetFinding]) -> String {
    let summary = findings.isEmpty ? "no findings" : findings.map(\.description).joined(separator: "; ")
    return "Touch targets: " + summary
  }

  private static func rect(_ rect: CGRect, _ style: String) -> String {
    "<rect x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" width=\"\(number(rect.width))\" "
      + "height=\"\(number(rect.height))\" \(style)/>"
  }

  private static func label(_ frame: CGRect, _ text: String, color: String) -> String {
    "<text x=\"\(number(frame.minX + 2))\" y=\"\(number(frame.minY + 9))\" fill=\"\(color)\">\(SVGText.escape(text))</text>"
  }

  private static func numbers(_ rect: CGRect) -> String {
    [rect.minX, rect.minY, rect.width, rect.height].map(number).joined(separator: " ")
  }

  private static func number(_ value: CGFloat) -> String { GeometryText.number(value) }
}
