import Foundation

/// Regions grouped by their rectangles, bit for bit, with the positions of each group's regions and an
/// ``OverlapGrid`` over the groups: so a question about a pair of regions is asked once per pair of groups, and
/// regions stacked at one place (a hostile file's 3,000 buttons at one spot) are one group, not 3,000.
///
/// Regions in one group have the same rectangles down to the bits of each coordinate, so every computation on them
/// (overlap, area, cover) gives the same answer; nothing is rounded or merged that merely compares equal.
///
/// ```swift
/// let button = TouchRegion([CGRect(x: 10, y: 10, width: 50, height: 50)])
/// let groups = TouchRegionGroups([button, nil, button, TouchRegion([])])
/// groups.regions.count                 // 2: the buttons, and the empty region
/// groups.members(of: 0)             // [0, 2]
/// groups.members(of: 0, from: 1)       // [2]: the positions from 1 on
/// ```
package struct TouchRegionGroups {
  /// Each group's region, in the order of the groups' first positions.
  package let regions: [TouchRegion]
  /// The group of each position, or `nil` for a position left out.
  package let group: [Int?]
  /// The grid over ``regions``: its candidates are groups.
  package let grid: OverlapGrid
  /// Every group's positions, group after group, each group's ascending: one array for all, since most groups
  /// of a real screen hold one view.
  private let positions: [Int]
  /// Where each group's positions start in ``positions``, and after the last, where they end.
  private let starts: [Int]

  /// Groups regions.
  /// - Parameters:
  ///   - regions: The regions by position, in one coordinate system; `nil` leaves a position out of every group.
  package init(_ regions: [TouchRegion?]) {
    var keys: [Key: Int] = [:]
    var unique: [TouchRegion] = []
    var counts: [Int] = []
    group = regions.map { region in
      guard let region else { return nil }
      let key = Key(region)
      if let group = keys[key] {
        counts[group] += 1
        return group
      }
      keys[key] = unique.count
      unique.append(region)
      counts.append(1)
      return unique.count - 1
    }
    var starts = [0]
    starts.reserveCapacity(counts.count + 1)
    for count in counts { starts.append(starts[starts.count - 1] + count) }
    var next = starts
    var positions = [Int](repeating: 0, count: starts[starts.count - 1])
    for (position, group) in group.enumerated() {
      guard let group else { continue }
      positions[next[group]] = position
      next[group] += 1
    }
    self.regions = unique
    self.positions = positions
    self.starts = starts
    grid = OverlapGrid(unique)
  }

  /// A group's positions, ascending.
  /// - Parameters:
  ///   - group: A group.
  /// - Returns: Its positions.
  package func members(of group: Int) -> ArraySlice<Int> {
    positions[starts[group]..<starts[group + 1]]
  }

  /// The positions of a group from a position on.
  /// - Parameters:
  ///   - group: A group.
  ///   - position: The first position wanted.
  /// - Returns: The group's positions that are at least `position`, ascending; found by binary search.
  package func members(of group: Int, from position: Int) -> ArraySlice<Int> {
    let positions = members(of: group)
    var low = positions.startIndex
    var high = positions.endIndex
    while low < high {
      let middle = (low + high) / 2
      if positions[middle] < position { low = middle + 1 } else { high = middle }
    }
    return positions[low...]
  }

  /// A region's identity: the bits of each coordinate of each rectangle, so that `-0` and `0`, or two NaNs, are
  /// told apart exactly as the arithmetic on them might.
  private enum Key: Hashable {
    /// A region of one rectangle, the common case, kept without allocating.
    case one(UInt64, UInt64, UInt64, UInt64)
    case many([UInt64])

    init(_ region: TouchRegion) {
      let bits = { (rect: CGRect) in
        (
          Double(rect.origin.x).bitPattern, Double(rect.origin.y).bitPattern, Double(rect.size.width).bitPattern,
          Double(rect.size.height).bitPattern
        )
      }
      if region.rects.count == 1 {
        let (x, y, width, height) = bits(region.rects[0])
        self = .one(x, y, width, height)
      } else {
        self = .many(
          region.rects.flatMap { rect in
            let (x, y, width, height) = bits(rect)
            return [x, y, width, height]
          })
      }
    }
  }
}
