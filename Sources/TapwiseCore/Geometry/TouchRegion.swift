import Foundation

/// A union of rectangles, for measuring touch areas: how big they are, how much two of them overlap, and how much
/// of one lies outside a container.
///
/// ```swift
/// let area = TouchRegion([CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 5, y: 0, width: 10, height: 10)])
/// area.area                                                      // 150, not 200: the overlap counts once
/// area.area(outside: CGRect(x: 0, y: 0, width: 12, height: 10))  // 30
/// ```
public struct TouchRegion: Equatable, Sendable {
  /// The rectangles, each with positive width and height.
  public let rects: [CGRect]

  /// Creates the union of some rectangles. Rectangles without area are dropped.
  /// - Parameters:
  ///   - rects: The rectangles, in one coordinate system.
  public init(_ rects: [CGRect]) {
    self.rects = rects.filter { $0.positiveArea > 0 }
  }

  /// Whether the region has no area.
  public var isEmpty: Bool { rects.isEmpty }

  /// Whether a point lies in one of the rectangles, with `CGRectContainsPoint`'s edge rule.
  /// - Parameters:
  ///   - point: The point.
  /// - Returns: `true` if some rectangle contains it.
  public func contains(_ point: CGPoint) -> Bool {
    rects.contains { $0.containsTouch(at: point) }
  }

  /// The smallest rectangle that contains the region, or `nil` for an empty region.
  public var boundingRect: CGRect? {
    guard let first = rects.first else { return nil }
    return rects.dropFirst().reduce(first) { $0.union($1) }
  }

  /// The area of the union, each point counted once.
  ///
  /// The rectangles' edges cut the plane into a grid; the area is the sum of the cells that some rectangle covers.
  public var area: CGFloat {
    if rects.count == 1 { return Self.area(of: rects[0]) }
    let xs = Set(rects.flatMap { [$0.minX, $0.maxX] }).sorted()
    let ys = Set(rects.flatMap { [$0.minY, $0.maxY] }).sorted()
    var total: CGFloat = 0
    for (left, right) in zip(xs, xs.dropFirst()) {
      for (top, bottom) in zip(ys, ys.dropFirst()) {
        let centre = CGPoint(x: (left + right) / 2, y: (top + bottom) / 2)
        if contains(centre) { total += (right - left) * (bottom - top) }
      }
    }
    return total
  }

  /// The region cut into rectangles that never overlap, for drawing it as one path.
  ///
  /// The rectangles' edges cut the plane into a grid, as for ``area``; each row of the grid gives one rectangle per
  /// run of covered cells. Neighbouring pieces share an edge and no area, so a path of them fills the same points
  /// under the non-zero and the even-odd rule, whichever way each piece winds, and a point belongs to a piece exactly
  /// when it belongs to the region (with `CGRectContainsPoint`'s edge rule).
  package var disjointRects: [CGRect] {
    let xs = Set(rects.flatMap { [$0.minX, $0.maxX] }).sorted()
    let ys = Set(rects.flatMap { [$0.minY, $0.maxY] }).sorted()
    var pieces: [CGRect] = []
    for (top, bottom) in zip(ys, ys.dropFirst()) {
      var runStart: CGFloat?
      for (left, right) in zip(xs, xs.dropFirst()) {
        let covered = contains(CGPoint(x: (left + right) / 2, y: (top + bottom) / 2))
        if covered, runStart == nil { runStart = left }
        if !covered, let start = runStart {
          pieces.append(CGRect(x: start, y: top, width: left - start, height: bottom - top))
          runStart = nil
        }
      }
      if let start = runStart, let last = xs.last {
        pieces.append(CGRect(x: start, y: top, width: last - start, height: bottom - top))
      }
    }
    return pieces
  }

  /// The points that lie in both regions.
  /// - Parameters:
  ///   - other: The other region, in the same coordinate system.
  /// - Returns: The overlap, possibly empty.
  public func intersection(_ other: TouchRegion) -> TouchRegion {
    TouchRegion(rects.flatMap { rect in other.rects.compactMap { rect.overlap(with: $0) } })
  }

  /// How much area the two regions share: `intersection(other).area`, without building the intersection when each
  /// is one rectangle (the common case, which the audit measures for every pair of nearby targets).
  /// - Parameters:
  ///   - other: The other region, in the same coordinate system.
  /// - Returns: The shared area, `0` when they don't overlap.
  package func overlapArea(with other: TouchRegion) -> CGFloat {
    guard rects.count == 1, other.rects.count == 1 else { return intersection(other).area }
    return rects[0].overlap(with: other.rects[0]).map(Self.area(of:)) ?? 0
  }

  /// The area of one rectangle of a region, as the grid of ``area`` measures it: from its edges.
  private static func area(of rect: CGRect) -> CGFloat {
    (rect.maxX - rect.minX) * (rect.maxY - rect.minY)
  }

  /// How much of the region lies outside a rectangle.
  /// - Parameters:
  ///   - container: The rectangle, in the same coordinate system.
  /// - Returns: The area of the part outside `container`.
  public func area(outside container: CGRect) -> CGFloat {
    Swift.max(0, area - overlapArea(with: TouchRegion([container])))
  }

  /// The region moved by an offset, for example from a view's coordinates into its window's.
  /// - Parameters:
  ///   - dx: The horizontal offset.
  ///   - dy: The vertical offset.
  /// - Returns: The moved region.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> TouchRegion {
    TouchRegion(rects.map { $0.offsetBy(dx: dx, dy: dy) })
  }
}
