import Foundation
import PropertyBased
import TapwiseCore
import Testing

/// Touch areas grouped for the audit: the same rectangles, bit for bit, make one group, and each group's positions
/// are found from any position on.
///
/// A failure prints the regions and a seed; add `.fixedSeed("…")` to the test to replay it.
@Suite("TouchRegionGroups")
struct TouchRegionGroupsTests {
  static func region(_ x: CGFloat, _ width: CGFloat = 50) -> TouchRegion {
    TouchRegion([CGRect(x: x, y: 10, width: width, height: 50)])
  }

  @Test func theSameRectanglesAreOneGroupAndLeftOutPositionsNone() {
    let groups = TouchRegionGroups([Self.region(10), nil, Self.region(10), Self.region(20), TouchRegion([])])
    #expect(groups.regions == [Self.region(10), Self.region(20), TouchRegion([])])
    #expect(groups.regions.indices.map { Array(groups.members(of: $0)) } == [[0, 2], [3], [4]])
    #expect(groups.group == [0, nil, 0, 1, 2])
    #expect(groups.grid.candidates(overlapping: Self.region(30, 1)) == [0, 1])
  }

  @Test func onlyTheSameBitsAreOneGroup() {
    // -0 equals 0, and the arithmetic on them may still differ in a zero's sign: they stay apart.
    let nan = Self.region(.nan)
    let groups = TouchRegionGroups([Self.region(0), Self.region(-0.0), nan, nan])
    #expect(groups.regions.indices.map { Array(groups.members(of: $0)) } == [[0], [1], [2, 3]])
  }

  @Test func aGroupsMembersFromAPositionAreTheOnesThereAndAfter() async {
    let layouts = Gen.int(in: 0...3).array(of: 0...40)
    await propertyCheck(count: 300, input: layouts) { spots in
      let groups = TouchRegionGroups(spots.map { $0 == 0 ? nil : Self.region(CGFloat($0) * 100) })
      for group in groups.regions.indices {
        for position in -1...(spots.count + 1) {
          let expected = groups.members(of: group).filter { $0 >= position }
          #expect(Array(groups.members(of: group, from: position)) == expected, "\(spots)")
        }
      }
      #expect(
        groups.regions.indices.flatMap { groups.members(of: $0) }.sorted() == spots.indices.filter { spots[$0] != 0 })
    }
  }
}
