@testable import Tapwise

/// The reference for ``TouchTargetAudit``: its first implementation, which compares every target with every other
/// for overlaps and with every later sibling of it and of each ancestor for covers, and names each view by
/// searching its siblings. Quadratic in siblings, and the plain statement of what the audit reports.
@MainActor
enum QuadraticTouchTargetAudit {
  static func run(
    on root: UIView, options: TouchTargetAudit.Options = TouchTargetAudit.Options()
  ) -> [TouchTargetFinding] {
    let targets = targets(in: root)
    let name = { (view: UIView) in path(of: view, from: root) }
    let probe = TouchTargetProbe(
      size: CGSize(width: usable(options.minimumSize.width), height: usable(options.minimumSize.height)),
      samplesPerSide: min(max(options.samplesPerSide, 2), 100))
    let tooSmall = targets.compactMap { target -> TouchTargetFinding? in
      let centre = CGPoint(x: target.bounds.midX, y: target.bounds.midY)
      let result = probe.measure(around: centre) { TouchAreaResolver.ownAreaTakes(target, at: $0) }
      guard !result.isFull else { return nil }
      return .tooSmall(view: name(target), hits: result.hits, samples: result.samples, minimumSize: probe.size)
    }
    let regions = targets.map { region(of: $0, in: root) }
    var overlapping: [TouchTargetFinding] = []
    for first in targets.indices {
      for second in targets.indices where second > first && !targets[second].isDescendant(of: targets[first]) {
        let area = regions[first].intersection(regions[second]).area
        if area > 0 {
          overlapping.append(.overlapping(view: name(targets[first]), other: name(targets[second]), area: area))
        }
      }
    }
    let unreachable = zip(targets, regions).compactMap { target, region -> TouchTargetFinding? in
      cutOff(region, of: target, in: root).map { .unreachable(view: name(target), ancestor: name($0.0), area: $0.1) }
    }
    let covered = targets.compactMap { target in
      cover(of: target, in: root).map { TouchTargetFinding.covered(view: name(target), by: name($0)) }
    }
    return tooSmall + overlapping + unreachable + covered
  }

  static func usable(_ length: CGFloat) -> CGFloat {
    length.isFinite && length > 0 ? length : 0
  }

  static func targets(in root: UIView) -> [UIView] {
    guard TouchAreaResolver.isEligible(root) else { return [] }
    let isTapped = root.gestureRecognizers?.contains { $0 is UITapGestureRecognizer && $0.isEnabled } == true
    let isTarget =
      root is UIControl || TouchAreaState.of(root)?.changesArea == true || isTapped
      || TouchTargetAudit.isSelectableCell(root)
    return (isTarget ? [root] : []) + root.subviews.flatMap { targets(in: $0) }
  }

  static func path(of view: UIView, from root: UIView) -> String {
    var names: [String] = []
    var current = view
    while current !== root, let superview = current.superview {
      let index = superview.subviews.firstIndex { $0 === current } ?? 0
      names.append(identifier(of: current) ?? "\(type(of: current))[\(index)]")
      current = superview
    }
    if names.isEmpty { names.append(identifier(of: view) ?? "\(type(of: view))") }
    return names.reversed().joined(separator: "/")
  }

  static func identifier(of view: UIView) -> String? {
    view.accessibilityIdentifier.flatMap { $0.isEmpty ? nil : $0 }
  }

  static func region(of view: UIView, in root: UIView) -> TouchRegion {
    let rects = TouchAreaState.of(view).map { $0.area(for: view.bounds).rects } ?? [view.bounds]
    return TouchRegion(rects.map { view.convert($0, to: root) })
  }

  static func cutOff(_ region: TouchRegion, of target: UIView, in root: UIView) -> (UIView, CGFloat)? {
    var ancestor = target === root ? nil : target.superview
    while let container = ancestor {
      if TouchAreaState.of(container)?.receivesTouchesOutsideBounds != true {
        let area = region.area - region.intersection(self.region(of: container, in: root)).area
        if area > 0 { return (container, area) }
      }
      if container === root { break }
      ancestor = container.superview
    }
    return nil
  }

  static func cover(of target: UIView, in root: UIView) -> UIView? {
    let bounds = TouchRegion([target.convert(target.bounds, to: root)])
    guard !bounds.isEmpty else { return nil }
    var current = target
    while current !== root, let superview = current.superview {
      let siblings = superview.subviews
      if let index = siblings.firstIndex(where: { $0 === current }) {
        for sibling in siblings[(index + 1)...] where TouchAreaResolver.isEligible(sibling) {
          if bounds.intersection(region(of: sibling, in: root)).area == bounds.area { return sibling }
        }
      }
      current = superview
    }
    return nil
  }
}
