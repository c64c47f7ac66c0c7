import Foundation
import PropertyBased
import TapwiseCore
import Testing

/// Touch-area invariants over thousands of random bounds, outsets, minimum sizes and points.
///
/// A failure prints the case and a seed; add `.fixedSeed("…")` to the test to replay it.
@Suite("Touch area properties")
struct TouchAreaPropertyTests {
  static let count = 1000

  @Test func aPointIsInTheAreaExactlyWhenItHasAClaimDistance() async {
    await propertyCheck(count: Self.count, input: RandomTouchArea.generator) { sample in
      #expect(sample.area.contains(sample.point) == (sample.area.claimDistance(at: sample.point) != nil), "\(sample)")
    }
  }

  @Test func nonNegativeOutsetsNeverLoseAPointOfTheBounds() async {
    await propertyCheck(count: Self.count, input: RandomTouchArea.generator) { sample in
      let area = sample.area
      let outsets = area.outsets
      guard min(outsets.top, outsets.left, outsets.bottom, outsets.right) >= 0 else { return }
      guard area.bounds.positiveArea > 0 else { return }
      #expect(area.contains(sample.point(in: area.bounds)), "\(sample)")
    }
  }

  @Test func thePointsOfTheBoundsClaimWithDistanceZero() async {
    await propertyCheck(count: Self.count, input: RandomTouchArea.generator) { sample in
      let point = sample.point(in: sample.area.bounds)
      // Empty bounds contain no point, and negative outsets can leave a point of the bounds outside the area.
      guard sample.area.bounds.containsTouch(at: point), sample.area.contains(point) else { return }
      #expect(sample.area.claimDistance(at: point) == 0, "\(sample)")
    }
  }

  @Test func theMinimumSizeSquareAroundTheCentreIsAlwaysInside() async {
    await propertyCheck(count: Self.count, input: RandomTouchArea.generator) { sample in
      let area = sample.area
      guard area.minimumSize != .zero else { return }
      let square = CGRect.centered(size: area.minimumSize, at: CGPoint(x: area.bounds.midX, y: area.bounds.midY))
      guard square.positiveArea > 0 else { return }
      #expect(area.contains(sample.point(in: square)), "\(sample)")
    }
  }

  @Test func aClaimIsNeverFartherThanTheAreaReaches() async {
    await propertyCheck(count: Self.count, input: RandomTouchArea.generator) { sample in
      guard let distance = sample.area.claimDistance(at: sample.point) else { return }
      let outsets = sample.area.outsets
      let edge = max(outsets.top, outsets.left, outsets.bottom, outsets.right, 0)
      let grow = max(sample.area.minimumSize.width, sample.area.minimumSize.height) / 2
      #expect(distance <= max(edge, grow) * 2.squareRoot(), "\(sample)")
    }
  }

  @Test func movingAreaAndPointTogetherKeepsTheAnswer() async {
    await propertyCheck(count: Self.count, input: RandomTouchArea.generator, Gen.int(in: -50...50)) { sample, shift in
      let offset = CGFloat(shift)
      let moved = TouchArea(
        bounds: sample.area.bounds.offsetBy(dx: offset, dy: -offset), outsets: sample.area.outsets,
        minimumSize: sample.area.minimumSize)
      let point = CGPoint(x: sample.point.x + offset, y: sample.point.y - offset)
      #expect(moved.claimDistance(at: point) == sample.area.claimDistance(at: sample.point), "\(sample)")
    }
  }

  @Test func theRegionAgreesWithTheAreaAndMeasuresAtMostItsPieces() async {
    await propertyCheck(count: Self.count, input: RandomTouchArea.generator) { sample in
      let region = sample.area.region
      #expect(region.contains(sample.point) == sample.area.contains(sample.point), "\(sample)")
      let pieces = region.rects.map(\.positiveArea)
      #expect(region.area <= pieces.reduce(0, +), "\(sample)")
      #expect(region.area >= (pieces.max() ?? 0), "\(sample)")
    }
  }

  @Test func theBoundsGrownByTheReachContainTheWholeArea() async {
    await propertyCheck(count: Self.count, input: RandomTouchArea.generator) { sample in
      let reach = sample.area.reach
      #expect(reach >= 0, "\(sample)")
      let grown = sample.area.bounds.insetBy(dx: -reach, dy: -reach)
      for rect in sample.area.rects {
        #expect(grown.contains(rect), "\(sample)")
      }
      guard sample.area.contains(sample.point) else { return }
      #expect(grown.containsTouch(at: sample.point), "\(sample)")
    }
  }
}
