import Foundation
import PropertyBased
import TapwiseCore
import Testing

/// `TouchRegion.disjointRects`, which TapwiseSwiftUI draws as a view's hit-testing shape: pieces that never overlap
/// and cover exactly the region, over random unions and random touch areas.
///
/// A failure prints the case and a seed; add `.fixedSeed("…")` to the test to replay it.
@Suite("Disjoint rectangles of a region")
struct DisjointRectsPropertyTests {
  static let count = 1000

  /// Up to four rectangles on a half-point grid (some without area), and points on the same grid, so that points
  /// often fall on edges and corners.
  static let unions = zip(
    Gen.int(in: -20...20).array(of: 4...4).array(of: 0...4), Gen.int(in: -30...30).array(of: 2...2).array(of: 8...8)
  )
  .map { raw, points in
    (
      TouchRegion(
        raw.map { CGRect(x: CGFloat($0[0]) / 2, y: CGFloat($0[1]) / 2, width: CGFloat($0[2]), height: CGFloat($0[3])) }),
      points.map { CGPoint(x: CGFloat($0[0]) / 2, y: CGFloat($0[1]) / 2) }
    )
  }

  @Test func piecesNeverOverlap() async {
    await propertyCheck(count: Self.count, input: Self.unions) { region, _ in
      let pieces = region.disjointRects
      for (index, piece) in pieces.enumerated() {
        #expect(piece.positiveArea > 0, "\(region.rects)")
        for other in pieces[(index + 1)...] {
          #expect(piece.overlap(with: other) == nil, "\(region.rects): \(piece) and \(other)")
        }
      }
    }
  }

  @Test func piecesAddUpToTheRegionsArea() async {
    await propertyCheck(count: Self.count, input: Self.unions) { region, _ in
      let total = region.disjointRects.map(\.positiveArea).reduce(0, +)
      #expect(total == region.area, "\(region.rects)")
    }
  }

  @Test func aPointIsInAPieceExactlyWhenItIsInTheRegion() async {
    await propertyCheck(count: Self.count, input: Self.unions) { region, points in
      let pieces = TouchRegion(region.disjointRects)
      let corners = region.rects.flatMap { [CGPoint(x: $0.minX, y: $0.minY), CGPoint(x: $0.maxX, y: $0.maxY)] }
      for point in points + corners {
        #expect(pieces.contains(point) == region.contains(point), "\(region.rects) at \(point)")
      }
    }
  }

  @Test func aTouchAreasPiecesContainExactlyItsPoints() async {
    await propertyCheck(count: Self.count, input: RandomTouchArea.generator) { sample in
      let pieces = TouchRegion(sample.area.region.disjointRects)
      #expect(pieces.contains(sample.point) == sample.area.contains(sample.point), "\(sample)")
      for rect in sample.area.rects {
        let inside = sample.point(in: rect)
        #expect(pieces.contains(inside) == sample.area.contains(inside), "\(sample)")
      }
    }
  }

  /// `outsets: left 30` and `minimumSize: 0×44` on a 20×20 view: a cross, in three pieces.
  @Test func aCrossIsCutIntoThreeRows() {
    let area = TouchArea(
      bounds: CGRect(x: 0, y: 0, width: 20, height: 20), outsets: TouchOutsets(top: 0, left: 30, bottom: 0, right: 0),
      minimumSize: CGSize(width: 0, height: 44))
    #expect(
      area.region.disjointRects == [
        CGRect(x: 0, y: -12, width: 20, height: 12),
        CGRect(x: -30, y: 0, width: 50, height: 20),
        CGRect(x: 0, y: 20, width: 20, height: 12),
      ])
  }

  @Test func anEmptyRegionHasNoPieces() {
    #expect(TouchRegion([]).disjointRects.isEmpty)
    #expect(TouchRegion([CGRect(x: 0, y: 0, width: -4, height: 4)]).disjointRects.isEmpty)
  }
}
