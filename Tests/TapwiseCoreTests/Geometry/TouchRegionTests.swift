import Foundation
import PropertyBased
import TapwiseCore
import Testing

/// Measuring unions of rectangles: areas, overlaps and the part outside a container.
@Suite struct TouchRegionTests {
  let left = CGRect(x: 0, y: 0, width: 10, height: 10)
  let right = CGRect(x: 5, y: 0, width: 10, height: 10)

  @Test func anOverlapCountsOnceInTheArea() {
    #expect(TouchRegion([left, right]).area == 150)
  }

  @Test func rectanglesWithoutAreaAreDropped() {
    let region = TouchRegion([CGRect(x: 0, y: 0, width: 0, height: 10), CGRect(x: 0, y: 0, width: -4, height: 4)])
    #expect(region.isEmpty)
    #expect(region.area == 0)
    #expect(region.boundingRect == nil)
  }

  @Test func rectanglesThatShareOnlyAnEdgeDoNotOverlap() {
    let neighbour = CGRect(x: 10, y: 0, width: 10, height: 10)
    #expect(TouchRegion([left]).intersection(TouchRegion([neighbour])).isEmpty)
    #expect(left.overlap(with: neighbour) == nil)
  }

  @Test func theIntersectionOfTwoUnionsCountsEachSharedPointOnce() {
    let cross = TouchRegion([CGRect(x: 0, y: 4, width: 20, height: 2), CGRect(x: 9, y: 0, width: 2, height: 10)])
    let square = TouchRegion([CGRect(x: 5, y: 0, width: 10, height: 10)])
    #expect(cross.intersection(square).area == 36)  // 10×2 + 2×10 - the 2×2 centre counted once
  }

  @Test func thePartOutsideAContainerIsMeasured() {
    #expect(TouchRegion([left, right]).area(outside: CGRect(x: 0, y: 0, width: 12, height: 10)) == 30)
    #expect(TouchRegion([left]).area(outside: CGRect(x: -5, y: -5, width: 30, height: 30)) == 0)
  }

  @Test func theBoundingRectangleEnclosesEveryPiece() {
    #expect(
      TouchRegion([left, CGRect(x: 20, y: 30, width: 1, height: 1)]).boundingRect
        == CGRect(x: 0, y: 0, width: 21, height: 31))
  }

  @Test func areaIsInclusionExclusionForTwoRectangles() async {
    let rect = Gen.int(in: 0...20).array(of: 4...4).map { raw in
      CGRect(x: raw[0], y: raw[1], width: raw[2], height: raw[3])
    }
    await propertyCheck(count: 1000, input: rect, rect) { first, second in
      let overlap = first.overlap(with: second)?.positiveArea ?? 0
      let expected = first.positiveArea + second.positiveArea - overlap
      #expect(TouchRegion([first, second]).area == expected, "\(first) \(second)")
      #expect(TouchRegion([first]).area(outside: second) == first.positiveArea - overlap, "\(first) \(second)")
    }
  }

  @Test func oneRectanglesAreaAndOverlapAreMeasuredExactlyAsTheGridMeasuresThem() async {
    // The shortcut for single rectangles must give the grid's numbers bit for bit: reports print them, and a
    // baseline or a cover check compares them with ==. Hundredths and large offsets make rounding differ.
    let rect = Gen.int(in: -100_000_000...100_000_000).array(of: 4...4).map { raw in
      CGRect(
        x: CGFloat(raw[0]) / 1000, y: CGFloat(raw[1]) / 1000, width: abs(CGFloat(raw[2])) / 7,
        height: abs(CGFloat(raw[3])) / 3)
    }
    await propertyCheck(count: 1000, input: rect, rect) { first, second in
      let near = second.offsetBy(dx: first.minX - second.minX + first.width / 3, dy: first.minY - second.minY)
      for other in [second, near] {
        // Two copies of a rectangle take the grid's path; one takes the shortcut.
        #expect(TouchRegion([first]).area.bitPattern == TouchRegion([first, first]).area.bitPattern)
        #expect(
          TouchRegion([first]).overlapArea(with: TouchRegion([other])).bitPattern
            == TouchRegion([first, first]).intersection(TouchRegion([other])).area.bitPattern, "\(first) \(other)")
      }
    }
  }
}
