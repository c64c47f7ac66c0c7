/// Walks a live view tree and reports touch targets that a finger will miss.
///
/// Targets are the enabled controls, the views with an enabled tap gesture recognizer, the views with touch-area
/// settings (`tw.touchAreaOutsets` or `tw.minimumTouchSize`) and the cells of tables and collection views that allow
/// selection, that hit testing can reach: branches that are hidden, transparent (alpha below 0.01) or non-interactive
/// are skipped, and so are disabled controls. Each target is checked for:
/// - `tooSmall`: its own `point(inside:with:)` misses part of a square of ``Options/minimumSize`` (44×44) around
///   its centre, sampled on a grid that reaches into the corners. Outsets and the minimum touch size count; the
///   nearest-target rule doesn't, so a neighbour whose area overlaps is reported as `overlapping`, not as making
///   the target too small.
/// - `overlapping`: its touch area and another target's overlap with positive area.
/// - `unreachable`: part of its touch area lies outside an ancestor that doesn't receive touches outside its
///   bounds (the innermost one is named).
/// - `covered`: an interactive view in front of it, a later sibling of it or of one of its ancestors, covers its
///   whole bounds with its touch area (inside real bounds the frontmost rule holds, so an enlarged area in front
///   counts too).
///
/// ```swift
/// let findings = TouchTargetAudit.run(on: window)
/// #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
/// ```
///
/// - Note: Findings come grouped by kind, in the order of ``TouchTargetFinding/Kind``, then in tree order (depth
///   first, back to front).
@MainActor
public enum TouchTargetAudit {
  /// What the audit measures against.
  public struct Options: Equatable, Sendable {
    /// The smallest touch area a target should fill around its centre. The default is 44×44, Apple's minimum.
    public var minimumSize: CGSize
    /// Sample points along each side of the square. The default is 9.
    public var samplesPerSide: Int
    /// The diameter of WCAG 2.2's spacing exception (success criterion 2.5.8, level AA: 24), or `nil`, the
    /// default, for none. With it, a target that is too small still passes when a circle of this diameter centred
    /// on its touch area intersects no other target's touch area and no other too-small target's circle. Circles
    /// that only touch don't intersect.
    public var spacingExceptionDiameter: CGFloat?

    /// Creates options.
    /// - Parameters:
    ///   - minimumSize: The smallest touch area a target should fill around its centre.
    ///   - samplesPerSide: Sample points along each side of the square.
    /// - Note: The audit clamps what it can't use rather than fail: a negative, NaN or infinite width or height
    ///   counts as `0` (the square shrinks to the centre line), and `samplesPerSide` is clamped to 2…100, so an
    ///   audit never asks for more than 10,000 samples per target.
    public init(minimumSize: CGSize = CGSize(width: 44, height: 44), samplesPerSide: Int = 9) {
      self.minimumSize = minimumSize
      self.samplesPerSide = samplesPerSide
    }
  }

  /// Audits a view tree.
  /// - Parameters:
  ///   - root: The root of the tree, usually a window; paths are relative to it.
  ///   - options: The minimum size and sampling.
  /// - Returns: The findings, grouped by kind, each kind in tree order.
  public static func run(on root: UIView, options: Options = Options()) -> [TouchTargetFinding] {
    run(on: root, options: options, overlaps: .everyPair).map(\.finding)
  }

  /// Audits a view tree, listing overlaps pair by pair, as ``run(on:options:)`` does, or once per target.
  /// - Parameters:
  ///   - root: The root of the tree; paths are relative to it.
  ///   - options: The minimum size and sampling.
  ///   - listing: How to list overlaps.
  /// - Returns: The findings in the order of ``run(on:options:)``; listed per target, a target's `overlapping`
  ///   finding names the first target it overlaps, and its ``ListedFinding/moreOverlaps`` counts the others.
  package static func run(on root: UIView, options: Options, overlaps listing: OverlapListing) -> [ListedFinding] {
    let (targets, ends) = targetsAndEnds(in: root)
    let tree = AuditedTree(root: root)
    let name = tree.path(of:)
    let probe = TouchTargetProbe(
      size: CGSize(width: usable(options.minimumSize.width), height: usable(options.minimumSize.height)),
      samplesPerSide: min(max(options.samplesPerSide, 2), 100))
    var tooSmall = targets.indices.compactMap { index -> (index: Int, finding: ListedFinding)? in
      let target = targets[index]
      let centre = CGPoint(x: target.bounds.midX, y: target.bounds.midY)
      let result = probe.measure(around: centre, answers: TouchAreaResolver.ownArea(of: target))
      guard !result.isFull else { return nil }
      let finding = TouchTargetFinding.tooSmall(
        view: name(target), hits: result.hits, samples: result.samples, minimumSize: probe.size)
      return (index, ListedFinding(finding, target: target))
    }
    let regions = targets.map(tree.region(of:))
    if let diameter = options.spacingExceptionDiameter {
      let spaced = SpacingException(diameter: diameter, regions: regions, undersized: tooSmall.map(\.index))
      tooSmall.removeAll { spaced.passes($0.index) }
    }
    let overlapping = overlaps(
      of: targets, named: name, in: TargetOverlaps(regions: regions, ends: ends), listing: listing)
    let unreachable = zip(targets, regions).compactMap { target, region -> ListedFinding? in
      cutOff(region, of: target, in: root).map {
        ListedFinding(
          .unreachable(view: name(target), ancestor: name($0.0), area: $0.1), target: target, related: $0.0)
      }
    }
    let covered = targets.compactMap { target in
      tree.cover(of: target).map {
        ListedFinding(.covered(view: name(target), by: name($0)), target: target, related: $0)
      }
    }
    return tooSmall.map(\.finding) + overlapping + unreachable + covered
  }

  /// A size dimension the probe can use: finite and non-negative, else `0`.
  private static func usable(_ length: CGFloat) -> CGFloat {
    length.isFinite && length > 0 ? length : 0
  }

  /// The audited targets of a tree, in tree order: depth first, back to front.
  /// - Parameters:
  ///   - root: The root of the tree.
  /// - Returns: The enabled controls, views with an enabled tap recognizer, views with touch-area settings and
  ///   selectable cells that hit testing can reach.
  public static func targets(in root: UIView) -> [UIView] {
    targetsAndEnds(in: root).targets
  }

  /// The audited targets of a tree, in tree order, and where each one's subtree ends.
  /// - Parameters:
  ///   - root: The root of the tree.
  /// - Returns: The targets of ``targets(in:)``, and for each the position after its last descendant target: its
  ///   descendants among the targets are the ones from its own position + 1 up to there.
  package static func targetsAndEnds(in root: UIView) -> (targets: [UIView], ends: [Int]) {
    var targets: [UIView] = []
    var ends: [Int] = []
    collectTargets(in: root, into: &targets, ends: &ends)
    return (targets, ends)
  }

  private static func collectTargets(in view: UIView, into targets: inout [UIView], ends: inout [Int]) {
    guard TouchAreaResolver.isEligible(view) else { return }
    let position = isTarget(view) ? targets.count : nil
    if position != nil {
      targets.append(view)
      ends.append(0)
    }
    for subview in view.subviews { collectTargets(in: subview, into: &targets, ends: &ends) }
    if let position { ends[position] = targets.count }
  }

  /// The path of a view from a root: identifiers, or type names with sibling indices, joined with `/`.
  /// - Parameters:
  ///   - view: The view.
  ///   - root: An ancestor of the view, or the view itself.
  /// - Returns: `card/close`, `UIView[0]/UIButton[1]`; the root's own name for the root. A view outside the
  ///   root's tree is named from the top of its own tree.
  /// - Note: Each call looks for the view and each ancestor among its siblings, so its cost grows with their number.
  public static func path(of view: UIView, from root: UIView) -> String {
    // One path builder: the audit's own, given a tree for this one view.
    AuditedTree(root: root).path(of: view)
  }

  /// One view's part of a path: its identifier, or its type name and its index among its siblings.
  static func pathComponent(of view: UIView, at index: Int) -> String {
    identifier(of: view) ?? "\(type(of: view))[\(index)]"
  }

  /// A view's non-empty `accessibilityIdentifier`.
  static func identifier(of view: UIView) -> String? {
    view.accessibilityIdentifier.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// A view's touch area in the root's coordinates: from its settings if it has any, otherwise its bounds.
  static func region(of view: UIView, in root: UIView) -> TouchRegion {
    let rects = TouchAreaState.of(view).map { $0.area(for: view.bounds).rects } ?? [view.bounds]
    return TouchRegion(rects.map { view.convert($0, to: root) })
  }

  /// The innermost ancestor (up to the root) that cuts part of a target's area off, and how much.
  private static func cutOff(_ region: TouchRegion, of target: UIView, in root: UIView) -> (UIView, CGFloat)? {
    var ancestor = target === root ? nil : target.superview
    while let container = ancestor {
      if TouchAreaState.of(container)?.receivesTouchesOutsideBounds != true {
        let area = region.area - region.overlapArea(with: self.region(of: container, in: root))
        if area > 0 { return (container, area) }
      }
      if container === root { break }
      ancestor = container.superview
    }
    return nil
  }
}
