import Foundation
import HeadlessUIKit
import Tapwise

/// One audited tree as ``TouchTargetDrawing`` draws it, measured once: its visible views, its targets with their
/// touch areas, its findings with the views they name, and the extent it takes on the page.
///
/// Everything is in the root's coordinates. At most ``TouchTargetDrawing/maximumShapes`` views, targets and
/// findings are kept, in tree order, so that a hostile file of thousands of stacked views draws a bounded picture.
@MainActor
struct TouchTargetScreen {
  /// A visible view below the root.
  struct View {
    /// The view.
    var view: UIView
    /// Its bounds in the root's coordinates.
    var frame: CGRect
    /// How many views lie between it and the root: deeper views are labelled first.
    var depth: Int
  }

  /// A target, as the audit lists them.
  struct Target {
    /// The view.
    var view: UIView
    /// Its real bounds in the root's coordinates.
    var bounds: CGRect
    /// Its touch area in the root's coordinates.
    var area: [CGRect]
    /// Whether a finding names it.
    var isFailing: Bool
  }

  /// The root, usually a window, which is not drawn as a view of its own.
  let root: UIView
  /// The visible views below the root, depth first, back to front.
  private(set) var views: [View] = []
  /// The targets, in tree order.
  private(set) var targets: [Target] = []
  /// The findings drawn: the first ``TouchTargetDrawing/maximumShapes`` given.
  let findings: [TouchTargetFinding]
  /// How many findings were given.
  let findingCount: Int
  /// How many views, targets and findings were left out beyond ``TouchTargetDrawing/maximumShapes``.
  private(set) var leftOut = 0
  /// The part of the root's coordinates the picture shows: the root's bounds, every view, touch area and probe
  /// square, and a margin for notes.
  private(set) var extent = CGRect.null
  /// The views by the path findings name them by.
  private var byPath: [String: UIView] = [:]

  /// Measures a tree.
  /// - Parameters:
  ///   - root: The root; coordinates are its own.
  ///   - findings: The findings of an audit of the same root, naming views by their paths from it.
  init(root: UIView, findings: [TouchTargetFinding]) {
    self.root = root
    let limit = TouchTargetDrawing.maximumShapes
    self.findings = Array(findings.prefix(limit))
    findingCount = findings.count
    let paths = AuditedTree(root: root)
    collect(root, depth: 0, paths: paths)
    // Both targets of an overlap fail; a cover or a cutting ancestor is not at fault.
    let failing = Set(
      findings.flatMap { finding in
        if case .overlapping(let view, let other, _) = finding { [view, other] } else { [finding.view] }
      })
    let all = TouchTargetAudit.targets(in: root)
    for view in all.prefix(limit) {
      let area = view.tw.touchArea.rects.map { view.convert($0, to: root) }
      targets.append(
        Target(
          view: view, bounds: view.convert(view.bounds, to: root), area: area,
          isFailing: failing.contains(paths.path(of: view))))
    }
    leftOut += max(0, findings.count - limit) + max(0, all.count - limit)
    extent = (views.map(\.frame) + targets.flatMap(\.area)).reduce(root.bounds) { $0.union($1) }
    for finding in self.findings {
      if case .tooSmall(_, _, _, let size) = finding, let square = probeSquare(finding.view, size: size) {
        // Room below the square for its numbers.
        extent = extent.union(square.insetBy(dx: -24, dy: 0)).union(square.offsetBy(dx: 0, dy: 16))
      }
    }
    extent = extent.insetBy(dx: -12, dy: -12)
  }

  /// The view a finding names by a path, if it is drawn.
  /// - Parameters:
  ///   - path: A path from the root.
  func view(_ path: String) -> UIView? {
    byPath[path]
  }

  /// A view's bounds in the root's coordinates.
  /// - Parameters:
  ///   - view: A view of the tree.
  func frame(of view: UIView) -> CGRect {
    view.convert(view.bounds, to: root)
  }

  /// The square a `tooSmall` finding probed: the minimum size, centred on the target's bounds.
  /// - Parameters:
  ///   - path: The target's path.
  ///   - size: The minimum size.
  /// - Returns: The square, or `nil` when the path names no drawn view.
  func probeSquare(_ path: String, size: CGSize) -> CGRect? {
    guard let view = byPath[path] else { return nil }
    let bounds = frame(of: view)
    return CGRect(
      x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
      height: size.height)
  }

  /// A target's touch area in the root's coordinates.
  /// - Parameters:
  ///   - view: A view of the tree.
  func area(of view: UIView) -> TouchRegion {
    TouchRegion(view.tw.touchArea.rects.map { view.convert($0, to: root) })
  }

  /// Records the visible views, depth first, up to the limit; the others are counted.
  private mutating func collect(_ view: UIView, depth: Int, paths: AuditedTree) {
    guard !view.isHidden else { return }
    if view === root {
      byPath[paths.path(of: view)] = view
    } else if views.count < TouchTargetDrawing.maximumShapes {
      views.append(View(view: view, frame: frame(of: view), depth: depth))
      let path = paths.path(of: view)
      if byPath[path] == nil { byPath[path] = view }
    } else {
      leftOut += 1
    }
    for subview in view.subviews { collect(subview, depth: depth + 1, paths: paths) }
  }
}
