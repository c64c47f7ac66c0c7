import Foundation
import TapwiseCore
import Testing

/// The effective touch area: enlarged bounds united with a minimum-size square, with UIKit's edge rule.
@Suite struct TouchAreaTests {
  let icon = CGRect(x: 0, y: 0, width: 20, height: 20)

  @Test func twelvePointOutsetsTurnATwentyPointIconIntoAFortyFourPointTarget() {
    let area = TouchArea(bounds: icon, outsets: TouchOutsets(all: 12))
    #expect(area.rects == [CGRect(x: -12, y: -12, width: 44, height: 44)])
    #expect(area.contains(CGPoint(x: -12, y: -12)))
    #expect(!area.contains(CGPoint(x: 32, y: 10)))
    #expect(area.region.area == 1936)  // 44×44
  }

  @Test func positiveOutsetsEnlargeEachEdgeOnItsOwn() {
    let area = TouchArea(bounds: icon, outsets: TouchOutsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(area.rects == [CGRect(x: -2, y: -1, width: 26, height: 24)])
  }

  @Test func negativeOutsetsShrinkTheAreaBelowTheBounds() {
    let area = TouchArea(bounds: icon, outsets: TouchOutsets(all: -5))
    #expect(area.contains(CGPoint(x: 5, y: 5)))
    #expect(!area.contains(CGPoint(x: 2, y: 10)))
  }

  @Test func outsetsThatShrinkPastZeroLeaveNoArea() {
    let area = TouchArea(bounds: icon, outsets: TouchOutsets(all: -10))
    #expect(area.rects.isEmpty)
    #expect(!area.contains(CGPoint(x: 10, y: 10)))
  }

  @Test func aMinimumSizeGrowsTheAreaSymmetricallyAroundTheCentre() {
    let area = TouchArea(bounds: icon, minimumSize: CGSize(width: 44, height: 44))
    #expect(area.rects == [icon, CGRect(x: -12, y: -12, width: 44, height: 44)])
    #expect(area.region.area == 1936)  // 44×44
  }

  @Test func aMinimumSizeNeverShrinksALargerDimension() {
    let bar = CGRect(x: 0, y: 0, width: 300, height: 20)
    let area = TouchArea(bounds: bar, minimumSize: CGSize(width: 44, height: 44))
    #expect(area.minimumSizeRect == CGRect(x: 0, y: -12, width: 300, height: 44))
  }

  @Test func outsetsAndMinimumSizeCombineByUnion() {
    let area = TouchArea(
      bounds: icon, outsets: TouchOutsets(top: 0, left: 30, bottom: 0, right: 0),
      minimumSize: CGSize(width: 0, height: 44))
    #expect(area.contains(CGPoint(x: -29, y: 10)))
    #expect(area.contains(CGPoint(x: 10, y: -11)))
    #expect(!area.contains(CGPoint(x: -29, y: -11)))
    #expect(area.region.area == 1480)  // 50×20 plus the 20×24 that the minimum height adds
  }

  @Test func aMinimumSizeRestoresWhatNegativeOutsetsTookAway() {
    let area = TouchArea(bounds: icon, outsets: TouchOutsets(all: -5), minimumSize: CGSize(width: 44, height: 44))
    #expect(area.contains(CGPoint(x: 1, y: 1)))
    #expect(area.region.area == 1936)  // 44×44
  }

  /// Documented, not a bug: the minimum-size rectangle is never smaller than the bounds, so the union with it
  /// restores the whole bounds whatever the outsets took away.
  @Test func anyNonZeroMinimumSizeCancelsNegativeOutsets() {
    let area = TouchArea(bounds: icon, outsets: TouchOutsets(all: -5), minimumSize: CGSize(width: 1, height: 1))
    #expect(area.contains(CGPoint(x: 1, y: 1)))
    #expect(area.region.area == 400)  // 20×20: the bounds
  }

  @Test func theMaximumEdgesAreOutsideAsInCGRectContainsPoint() {
    let area = TouchArea(bounds: icon)
    #expect(area.contains(CGPoint(x: 0, y: 0)))
    #expect(area.contains(CGPoint(x: 19.99, y: 19.99)))
    #expect(!area.contains(CGPoint(x: 20, y: 10)))
    #expect(!area.contains(CGPoint(x: 10, y: 20)))
  }

  @Test func aZeroSizedViewIsReachableOnlyThroughItsTouchArea() {
    let dot = CGRect(x: 5, y: 5, width: 0, height: 0)
    #expect(!TouchArea(bounds: dot).contains(CGPoint(x: 5, y: 5)))
    let area = TouchArea(bounds: dot, minimumSize: CGSize(width: 44, height: 44))
    #expect(area.minimumSizeRect == CGRect(x: -17, y: -17, width: 44, height: 44))
    #expect(area.claimDistance(at: CGPoint(x: 8, y: 9)) == 5)
  }

  @Test func aClaimInsideTheBoundsHasDistanceZero() {
    let area = TouchArea(bounds: icon, outsets: TouchOutsets(all: 12))
    #expect(area.claimDistance(at: CGPoint(x: 10, y: 10)) == 0)
  }

  @Test func aClaimInTheEnlargedPartMeasuresToTheNearestPointOfTheBounds() {
    let area = TouchArea(bounds: icon, outsets: TouchOutsets(all: 12))
    #expect(area.claimDistance(at: CGPoint(x: -6, y: 10)) == 6)
    #expect(area.claimDistance(at: CGPoint(x: 10, y: 28)) == 8)
    #expect(area.claimDistance(at: CGPoint(x: 23, y: 24)) == 5)
  }

  /// A point on the maximum edges is outside the bounds (`CGRectContainsPoint`), so it must not claim at distance
  /// `0`, which would skip the nearest-target rule.
  @Test func aPointOnTheMaximumEdgesClaimsFromTheEnlargedPart() throws {
    let area = TouchArea(bounds: icon, outsets: TouchOutsets(all: 12))
    #expect(try #require(area.claimDistance(at: CGPoint(x: 20, y: 10))) > 0)
    #expect(try #require(area.claimDistance(at: CGPoint(x: 10, y: 20))) > 0)
    #expect(try #require(area.claimDistance(at: CGPoint(x: 20, y: 20))) > 0)
    #expect(area.claimDistance(at: CGPoint(x: 19.99, y: 0)) == 0)
  }

  @Test func theTouchDistanceIsZeroExactlyWhereTheRectangleContainsTheTouch() {
    #expect(icon.touchDistance(to: CGPoint(x: 0, y: 0)) == 0)
    #expect(icon.touchDistance(to: CGPoint(x: 20, y: 5)) == .leastNonzeroMagnitude)
    #expect(icon.touchDistance(to: CGPoint(x: 23, y: 24)) == 5)
    #expect(CGRect(x: 5, y: 5, width: 0, height: 0).touchDistance(to: CGPoint(x: 5, y: 5)) > 0)
  }

  @Test func theReachIsTheFarthestSideOfTheArea() {
    #expect(TouchArea(bounds: icon).reach == 0)
    #expect(TouchArea(bounds: icon, outsets: TouchOutsets(top: 1, left: 2, bottom: 3, right: 7)).reach == 7)
    #expect(TouchArea(bounds: icon, outsets: TouchOutsets(all: -5)).reach == 0)
    #expect(TouchArea(bounds: icon, minimumSize: CGSize(width: 30, height: 44)).reach == 12)
  }

  @Test func aPointOutsideTheAreaMakesNoClaim() {
    let area = TouchArea(bounds: icon, outsets: TouchOutsets(all: 12))
    #expect(area.claimDistance(at: CGPoint(x: 40, y: 10)) == nil)
  }

  @Test func finiteOutsetsAndNonNegativeSizesAreValid() throws {
    try TouchArea.validate(outsets: TouchOutsets(top: -3, left: 0, bottom: 12, right: 1e6))
    try TouchArea.validate(minimumSize: CGSize(width: 0, height: 44))
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
  func nonFiniteOutsetsAreInvalid(value: CGFloat) {
    let outsets = TouchOutsets(top: 0, left: value, bottom: 0, right: 0)
    #expect(throws: TouchAreaError.self) { try TouchArea.validate(outsets: outsets) }
  }

  @Test(arguments: [CGFloat.nan, .infinity, -1])
  func negativeOrNonFiniteMinimumSizesAreInvalid(value: CGFloat) {
    #expect(throws: TouchAreaError.self) {
      try TouchArea.validate(minimumSize: CGSize(width: 44, height: value))
    }
  }

  @Test func invalidSettingsDescribeThemselvesInOneLine() {
    let outsets = TouchAreaError.nonFiniteOutsets(TouchOutsets(top: .nan, left: 1, bottom: 2, right: .infinity))
    #expect(outsets.description == "touch-area outsets [nan, 1, 2, inf] must be finite numbers")
    let size = TouchAreaError.invalidMinimumSize(CGSize(width: -44, height: 44))
    #expect(size.description == "minimum touch size -44×44 must have finite, non-negative width and height")
  }
}
