/// Which audited targets' touch areas overlap: for each target, the later targets outside its subtree whose area
/// shares a positive area with its own, listed pair by pair or counted without listing them.
///
/// Targets with the same touch area, bit for bit, are one group (``TouchRegionGroups``), and the overlap of two
/// groups is measured once; a target's overlaps are then the members of the groups its group overlaps, found by
/// binary search. So 3,000 buttons stacked at one spot cost one measurement and 3,000 searches to count, instead
/// of 4.5 million measurements. Listing every pair still costs what the list holds, and targets that overlap
/// without sharing an area are still measured pair by pair.
///
/// - Note: Targets come in tree order (depth first, back to front), so a target's descendants are the targets
///   right after it, up to its end in ``TouchTargetAudit/targetsAndEnds(in:)``: "later and not a descendant" is
///   "at or after its end".
package final class TargetOverlaps {
  /// One target's overlaps, counted.
  package struct Summary: Equatable {
    /// The first target, in tree order, that it overlaps.
    package var first: Int
    /// The area it shares with that target, in square points.
    package var area: CGFloat
    /// How many targets it overlaps, the first included.
    package var count: Int
  }

  /// The targets' areas, grouped.
  private let groups: TouchRegionGroups
  /// For each target, the position after its last descendant target.
  private let ends: [Int]
  /// The partners of each group of more than one target, kept once measured; a group of one is asked about once.
  private var measured: [Int: [(group: Int, area: CGFloat)]] = [:]

  /// Groups the targets' areas; overlaps are measured when asked for.
  /// - Parameters:
  ///   - regions: Each target's touch area, in tree order and in the root's coordinates.
  ///   - ends: For each target, the position after its last descendant target.
  package init(regions: [TouchRegion], ends: [Int]) {
    groups = TouchRegionGroups(regions)
    self.ends = ends
  }

  /// Every target a target overlaps, each with the shared area.
  /// - Parameters:
  ///   - target: A target's position.
  /// - Returns: The later targets outside its subtree that it overlaps, in tree order.
  package func pairs(of target: Int) -> [(other: Int, area: CGFloat)] {
    partners(of: target).flatMap { partner in
      groups.members(of: partner.group, from: ends[target]).map { (other: $0, area: partner.area) }
    }
    .sorted { $0.other < $1.other }
  }

  /// A target's overlaps, counted: the same targets as ``pairs(of:)`` without listing them.
  /// - Parameters:
  ///   - target: A target's position.
  /// - Returns: The first target it overlaps with the shared area, and how many it overlaps; `nil` for none.
  package func summary(of target: Int) -> Summary? {
    var first: (position: Int, area: CGFloat)?
    var count = 0
    for partner in partners(of: target) {
      let others = groups.members(of: partner.group, from: ends[target])
      guard let earliest = others.first else { continue }
      count += others.count
      if first.map({ earliest < $0.position }) ?? true { first = (earliest, partner.area) }
    }
    return first.map { Summary(first: $0.position, area: $0.area, count: count) }
  }

  /// The groups whose area shares a positive area with a target's, and how much: measured as
  /// `mine.intersection(theirs)`, the order in which the audit measures a target and a later one.
  private func partners(of target: Int) -> [(group: Int, area: CGFloat)] {
    guard let group = groups.group[target] else { return [] }
    if let partners = measured[group] { return partners }
    let region = groups.regions[group]
    // Areas that overlap share a rectangle overlap, so the grid offers every group that can; the check stays exact.
    let partners = groups.grid.candidates(overlapping: region).compactMap { other -> (group: Int, area: CGFloat)? in
      let area = region.overlapArea(with: groups.regions[other])
      return area > 0 ? (other, area) : nil
    }
    if groups.members(of: group).count > 1 { measured[group] = partners }
    return partners
  }
}
