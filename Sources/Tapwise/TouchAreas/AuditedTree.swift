/// The view tree one touch-target audit walks, with what the audit asks about it again and again worked out once:
/// each view's path, each view's position among its siblings, and for each container its interactive children's
/// touch areas, grouped where they are the same (``TouchRegionGroups``) and indexed by an ``OverlapGrid``.
///
/// So naming a view costs O(1) once its parent is named, and looking for a target's cover only compares it with
/// the distinct touch areas in front of it that come near it, instead of with every later sibling of it and of
/// each ancestor: near-linear for realistic trees, and for thousands of siblings stacked at one spot, rather than
/// quadratic in the number of siblings.
///
/// - Note: The tree must not change while it is in use: it keeps what it has computed. Name many views with one
///   tree: a tree per view (``TouchTargetAudit/path(of:from:)`` in a loop) scans each view's siblings again, which
///   is quadratic in the number of siblings.
@MainActor
package final class AuditedTree {
  /// The root: paths are relative to it, and touch areas are in its coordinates.
  package let root: UIView
  /// The path of each view named so far.
  private var paths: [ObjectIdentifier: String] = [:]
  /// The children of each container looked at so far.
  private var families: [ObjectIdentifier: Family] = [:]

  /// The subviews of one container, with their positions and, once asked for, their touch areas.
  private final class Family {
    /// The subviews, back to front.
    let children: [UIView]
    /// The position of each subview in `children`, indexed at the second look-up: naming one view (as
    /// ``TouchTargetAudit/path(of:from:)`` does) scans its siblings once instead of hashing all of them.
    private var positions: [ObjectIdentifier: Int]?
    /// Whether a position was looked up before the index was built.
    private var scanned = false
    /// The touch areas of the children that can cover a view (``TouchAreaResolver/isEligible(_:)``), in the
    /// root's coordinates, grouped; the others are left out.
    var covers: TouchRegionGroups?

    init(_ children: [UIView]) {
      self.children = children
    }

    /// The position of a child among the subviews; `0` for a view that is not one of them.
    func position(of child: UIView) -> Int {
      if let positions { return positions[ObjectIdentifier(child)] ?? 0 }
      guard scanned else {
        scanned = true
        return children.firstIndex { $0 === child } ?? 0
      }
      var index = [ObjectIdentifier: Int](minimumCapacity: children.count)
      // Last to first, so that a view listed twice keeps its first position.
      for (position, view) in children.enumerated().reversed() { index[ObjectIdentifier(view)] = position }
      positions = index
      return index[ObjectIdentifier(child)] ?? 0
    }
  }

  /// Starts with nothing computed.
  /// - Parameters:
  ///   - root: The root of the audited tree.
  package init(root: UIView) {
    self.root = root
  }

  /// The path ``TouchTargetAudit/path(of:from:)`` gives: the one place paths are built.
  /// - Parameters:
  ///   - view: The root or a view under it.
  /// - Returns: `card/close`, `UIView[0]/UIButton[1]`; the root's own name for the root.
  package func path(of view: UIView) -> String {
    let key = ObjectIdentifier(view)
    if let path = paths[key] { return path }
    let path: String
    if view !== root, let superview = view.superview {
      let name = TouchTargetAudit.pathComponent(of: view, at: position(of: view, in: superview))
      path = superview === root || superview.superview == nil ? name : self.path(of: superview) + "/" + name
    } else {
      path = TouchTargetAudit.identifier(of: view) ?? "\(type(of: view))"
    }
    paths[key] = path
    return path
  }

  /// The innermost interactive view in front of a target, a later sibling of it or of an ancestor below the root,
  /// whose touch area covers the target's whole bounds; the first such sibling at that level.
  /// - Parameters:
  ///   - target: A view in the tree.
  /// - Returns: The covering view, or `nil`.
  func cover(of target: UIView) -> UIView? {
    let bounds = TouchRegion([target.convert(target.bounds, to: root)])
    guard !bounds.isEmpty else { return nil }
    let area = bounds.area
    var current = target
    while current !== root, let superview = current.superview {
      let family = family(of: superview)
      let index = family.position(of: current)
      // Nothing is in front of the frontmost child: its family's touch areas are not needed (an only child's never).
      guard index + 1 < family.children.count else {
        current = superview
        continue
      }
      let covers = covers(in: family)
      // Covering a positive area takes a rectangle that overlaps the bounds, and the grid finds every group with
      // one. A degenerate area (zero, or NaN, which nothing equals) gets the plain scan of every group.
      let groups = area > 0 ? covers.grid.candidates(overlapping: bounds) : Array(covers.regions.indices)
      // Each group answers for all its children, so the first of them in front of the current view stands for it;
      // the first cover is the one with the smallest position, found without sorting the candidates.
      var first: Int?
      for group in groups {
        guard let child = covers.members(of: group, from: index + 1).first, child < first ?? .max,
          bounds.overlapArea(with: covers.regions[group]) == area
        else { continue }
        first = child
      }
      if let first { return family.children[first] }
      current = superview
    }
    return nil
  }

  /// A target's touch area in the root's coordinates, as ``TouchTargetAudit/region(of:in:)`` gives it: taken from
  /// its family's touch areas when the search for its cover needs them anyway, so that it is computed once.
  /// - Parameters:
  ///   - target: A view that hit testing can reach, in the tree.
  /// - Returns: Its touch area.
  func region(of target: UIView) -> TouchRegion {
    if target !== root, let superview = target.superview {
      let family = family(of: superview)
      let index = family.position(of: target)
      if index + 1 < family.children.count {
        let covers = covers(in: family)
        if let group = covers.group[index] { return covers.regions[group] }
      }
    }
    return TouchTargetAudit.region(of: target, in: root)
  }

  /// The position of a view among its superview's subviews.
  private func position(of view: UIView, in superview: UIView) -> Int {
    family(of: superview).position(of: view)
  }

  /// The family of a container, made on first use.
  private func family(of container: UIView) -> Family {
    let key = ObjectIdentifier(container)
    if let family = families[key] { return family }
    let family = Family(container.subviews)
    families[key] = family
    return family
  }

  /// The touch areas of a family's children that can cover a view, computed on first use.
  private func covers(in family: Family) -> TouchRegionGroups {
    if let covers = family.covers { return covers }
    let covers = TouchRegionGroups(
      family.children.map { child in
        TouchAreaResolver.isEligible(child) ? TouchTargetAudit.region(of: child, in: root) : nil
      })
    family.covers = covers
    return covers
  }
}
