import Foundation
import HeadlessUIKit
import Tapwise
import TapwiseFormats

/// A ``Layout`` built as live HeadlessUIKit views in a key, visible window, with Tapwise touch areas applied.
///
/// ```swift
/// let scene = LayoutScene(try Layout.read(contentsOfFile: "Examples/layouts/close-button.json"))
/// scene.path(of: scene.receiver(at: CGPoint(x: 330, y: 108)))   // "card/close"
/// ```
///
/// - Note: Each view's `accessibilityIdentifier` is its layout id and the window's is `window`, so paths read
///   like the file.
@MainActor
package final class LayoutScene {
  /// The window, sized as the layout says, key and visible.
  package let window: UIWindow
  /// The layout view each built view came from.
  private var records: [ObjectIdentifier: LayoutView] = [:]

  /// Builds a layout.
  /// - Parameters:
  ///   - layout: The layout to build.
  package init(_ layout: Layout) {
    window = UIWindow(frame: CGRect(origin: .zero, size: layout.size))
    window.accessibilityIdentifier = "window"
    window.makeKeyAndVisible()
    for view in layout.views { window.addSubview(build(view)) }
  }

  /// The layout view a built view came from, or `nil` for the window.
  /// - Parameters:
  ///   - view: A view of the scene.
  package func record(of view: UIView) -> LayoutView? {
    records[ObjectIdentifier(view)]
  }

  /// The audit report of the scene's findings: each placed in the file by its view's object, with its id path as
  /// its object id (a layout's ids are unique among siblings only), and every target listed.
  /// - Parameters:
  ///   - findings: The live audit's findings on ``window``.
  ///   - file: The layout file's path as the user named it.
  /// - Returns: The report.
  package func report(_ findings: [TouchTargetAudit.ListedFinding], file: String) -> AuditReport {
    // One tree names every view: a path per view from a tree of its own scans the view's siblings each time,
    // which is quadratic in a container's children (10,000 flat buttons took 3 s).
    let paths = AuditedTree(root: window)
    var report = AuditReport()
    report.source = .layout
    report.fileCount = 1
    report.targets = TouchTargetAudit.targets(in: window).map { target in
      let kind = record(of: target).map(\.kind).flatMap { $0.isControl ? $0.rawValue : nil }
      return .init(
        file: file, id: paths.path(of: target),
        kind: kind ?? (TouchTargetAudit.isTappable(target) ? "tapGesture" : "touchArea"))
    }
    report.findings = findings.map { listed in
      let record = record(of: listed.target)
      return .init(
        file: file, scene: nil, id: paths.path(of: listed.target),
        region: record?.region ?? SourceRegion.fileStart,
        finding: listed.finding, relatedID: listed.related.map(paths.path(of:)),
        moreOverlaps: listed.moreOverlaps)
    }
    return report
  }

  /// The view a touch at a point reaches, as the window's hit test decides at touch-down.
  /// - Parameters:
  ///   - point: A point in window coordinates.
  /// - Returns: The view, the window itself, or `nil` when the point lies outside the window.
  package func receiver(at point: CGPoint) -> UIView? {
    window.hitTest(point, with: nil)
  }

  /// The id path of a view from the window, such as `card/close`; `window` for the window, `none` for `nil`.
  /// - Parameters:
  ///   - view: A view of the scene, or `nil`.
  /// - Returns: The path.
  package func path(of view: UIView?) -> String {
    view.map { TouchTargetAudit.path(of: $0, from: window) } ?? "none"
  }

  /// One line of `tapwise hit` output: the point, an arrow, the receiving view's path, and how far outside its
  /// real bounds the touch landed when a touch area took it.
  /// - Parameters:
  ///   - point: A point in window coordinates.
  /// - Returns: `12,30 -> card/close`, or `8,30 -> card/close (4 pt outside its bounds)`; a touch on a maximum edge,
  ///   which the real bounds do not contain, says `(on the edge of its bounds)`.
  package func hitLine(at point: CGPoint) -> String {
    let view = receiver(at: point)
    var line = "\(GeometryText.point(point)) -> \(path(of: view))"
    if let view, view !== window {
      let local = view.convert(point, from: window)
      let distance = view.bounds.distance(to: local)
      if distance > 0 {
        line += " (\(GeometryText.number(distance)) pt outside its bounds)"
      } else if !view.bounds.containsTouch(at: local) {
        line += " (on the edge of its bounds)"
      }
    }
    return line
  }

  private func build(_ spec: LayoutView) -> UIView {
    let view: UIView
    switch spec.kind {
    case .view: view = UIView()
    case .button: view = UIButton(type: .custom)
    case .slider: view = UISlider()
    case .switch: view = UISwitch()
    }
    view.accessibilityIdentifier = spec.id
    view.frame = spec.frame
    view.isHidden = spec.isHidden
    view.alpha = spec.alpha
    view.isUserInteractionEnabled = spec.isInteractive
    (view as? UIControl)?.isEnabled = spec.isEnabled
    if spec.outsets != .zero {
      let outsets = spec.outsets
      view.tw.touchAreaOutsets = UIEdgeInsets(
        top: outsets.top, left: outsets.left, bottom: outsets.bottom, right: outsets.right)
    }
    if spec.minimumTouchSize != .zero { view.tw.minimumTouchSize = spec.minimumTouchSize }
    if spec.receivesTouchesOutsideBounds { view.tw.receivesTouchesOutsideBounds = true }
    for subview in spec.subviews { view.addSubview(build(subview)) }
    records[ObjectIdentifier(view)] = spec
    return view
  }
}
