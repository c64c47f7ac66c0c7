import Foundation

/// An index of many touch regions that finds the ones a query region may overlap without comparing it with each:
/// a uniform grid of buckets over the regions' bounding boxes. The touch-target audit uses it for overlaps and
/// covers.
///
/// The answer is a superset: every region that has a rectangle overlapping one of the query's rectangles
/// (``CGRect/overlap(with:)``) is in it, and so may a few others, which the caller rules out with its exact check.
/// Regions only share area, or cover one another, through such overlaps, so nothing the exact check would find is
/// missed.
///
/// ```swift
/// let rows = (0..<1000).map { TouchRegion([CGRect(x: 0, y: CGFloat($0) * 50, width: 320, height: 44)]) }
/// let grid = OverlapGrid(rows)
/// grid.candidates(overlapping: TouchRegion([CGRect(x: 10, y: 120, width: 20, height: 40)]))  // [2, 3]: near rows
/// ```
///
/// - Note: A region with a coordinate that isn't finite (or too large to bucket), or one spanning very many cells,
///   is set aside and compared with every query; a query like that is compared with every region. Either way the
///   answer stays a superset, and realistic layouts cost O(1) per query for a grid of O(regions) buckets.
///   Coordinates that aren't finite are never trusted: such a region is offered to every query.
package struct OverlapGrid {
  /// A bounding box, from the same sums ``CGRect/overlap(with:)`` compares: `origin.x + size.width`, and so on.
  struct Box {
    var minX: CGFloat
    var minY: CGFloat
    var maxX: CGFloat
    var maxY: CGFloat
    /// Whether every rectangle's edges are finite, so comparisons mean what they say. (`min` and `max` would
    /// drop a NaN, so this is tracked per rectangle.)
    var isFinite: Bool

    /// The box of a region, or `nil` for an empty one.
    init?(_ region: TouchRegion) {
      guard !region.rects.isEmpty else { return nil }
      minX = .infinity
      minY = .infinity
      maxX = -.infinity
      maxY = -.infinity
      isFinite = true
      for rect in region.rects {
        let edges = (rect.origin.x, rect.origin.y, rect.origin.x + rect.size.width, rect.origin.y + rect.size.height)
        isFinite = isFinite && edges.0.isFinite && edges.1.isFinite && edges.2.isFinite && edges.3.isFinite
        minX = Swift.min(minX, edges.0)
        minY = Swift.min(minY, edges.1)
        maxX = Swift.max(maxX, edges.2)
        maxY = Swift.max(maxY, edges.3)
      }
    }

    /// Whether two finite boxes overlap with positive width and height: necessary for any two of their
    /// rectangles to overlap.
    func overlaps(_ other: Box) -> Bool {
      minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
  }

  /// A grid cell.
  struct Cell: Hashable {
    var x: Int
    var y: Int
  }

  /// A few regions are all set aside, without buckets: comparing a query with each costs less than building the
  /// grid, which the audit does for every family of siblings.
  static let largestUnbucketedCount = 32
  /// A box spanning more cells than this is set aside rather than put in each of them.
  static let maximumCellsPerBox = 64
  /// Cell indices beyond this magnitude are not bucketed, so they always fit in an `Int`.
  static let largestCellIndex: CGFloat = 1e15

  /// Each region's box, or `nil` for an empty region.
  private let boxes: [Box?]
  /// The side of a cell.
  private let cellSize: CGFloat
  /// The regions whose box touches each cell.
  private let buckets: [Cell: [Int]]
  /// The first cell (lowest x and y) of each bucketed region's box, so that a query spanning several of its cells
  /// takes it from one only.
  private let firstCells: [Cell?]
  /// The regions compared with every query: boxes that aren't finite, can't be bucketed or span too many cells, and
  /// all of them when there are only a few.
  private let setAside: [Int]

  /// Indexes regions.
  /// - Parameters:
  ///   - regions: The regions, in one coordinate system; answers are positions in this array.
  package init(_ regions: [TouchRegion]) {
    boxes = regions.map(Box.init)
    let sides = boxes.compactMap { box in
      box.flatMap { $0.isFinite ? Swift.max($0.maxX - $0.minX, $0.maxY - $0.minY) : nil }
    }
    .sorted()
    let median = sides.isEmpty ? 1 : sides[sides.count / 2]
    cellSize = median.isFinite && median > 0 ? median : 1
    var buckets: [Cell: [Int]] = [:]
    var firstCells = [Cell?](repeating: nil, count: boxes.count)
    var setAside: [Int] = []
    for (index, box) in boxes.enumerated() {
      guard let box else { continue }
      guard boxes.count > Self.largestUnbucketedCount, let cells = Self.cells(of: box, size: cellSize),
        cells.count <= Self.maximumCellsPerBox
      else {
        setAside.append(index)
        continue
      }
      for y in cells.y {
        for x in cells.x { buckets[Cell(x: x, y: y), default: []].append(index) }
      }
      firstCells[index] = Cell(x: cells.x.lowerBound, y: cells.y.lowerBound)
    }
    self.buckets = buckets
    self.firstCells = firstCells
    self.setAside = setAside
  }

  /// The regions that may overlap a query region, in ascending order, each once.
  /// - Parameters:
  ///   - query: A region in the same coordinate system as the indexed ones.
  /// - Returns: Every region with a rectangle that overlaps one of the query's, and possibly others; none for an
  ///   empty query.
  package func candidates(overlapping query: TouchRegion) -> [Int] {
    guard let box = Box(query) else { return [] }
    var found: [Int] = []
    if let cells = Self.cells(of: box, size: cellSize), cells.count <= buckets.count {
      for y in cells.y {
        for x in cells.x {
          // A box in several of the query's cells is taken from the first cell the two share.
          for index in buckets[Cell(x: x, y: y)] ?? [] where boxes[index].map(box.overlaps) == true {
            guard let first = firstCells[index], x == Swift.max(first.x, cells.x.lowerBound),
              y == Swift.max(first.y, cells.y.lowerBound)
            else { continue }
            found.append(index)
          }
        }
      }
      for index in setAside where boxes[index].map({ !$0.isFinite || box.overlaps($0) }) == true {
        found.append(index)
      }
      if cells.count > 1 || !setAside.isEmpty { found.sort() }
      return found
    } else {
      // A query that can't be bucketed, or spans more cells than there are buckets: compare it with every region.
      for (index, candidate) in boxes.enumerated() {
        guard let candidate else { continue }
        if !box.isFinite || !candidate.isFinite || box.overlaps(candidate) { found.append(index) }
      }
    }
    return found
  }

  /// The cells a box touches, or `nil` when it isn't finite or its cell indices are out of range.
  ///
  /// Division and rounding down are monotonic, so boxes that overlap touch a common cell.
  private static func cells(of box: Box, size: CGFloat) -> (x: ClosedRange<Int>, y: ClosedRange<Int>, count: Int)? {
    guard box.isFinite, let x = cellRange(box.minX, box.maxX, size), let y = cellRange(box.minY, box.maxY, size) else {
      return nil
    }
    let (count, overflow) = x.count.multipliedReportingOverflow(by: y.count)
    return (x, y, overflow ? .max : count)
  }

  /// The cell indices from one coordinate to a larger one, or `nil` when they are out of range.
  private static func cellRange(_ lower: CGFloat, _ upper: CGFloat, _ size: CGFloat) -> ClosedRange<Int>? {
    let first = (lower / size).rounded(.down)
    let last = (upper / size).rounded(.down)
    guard first.magnitude <= Self.largestCellIndex, last.magnitude <= Self.largestCellIndex else { return nil }
    return Int(first)...Int(last)
  }
}
