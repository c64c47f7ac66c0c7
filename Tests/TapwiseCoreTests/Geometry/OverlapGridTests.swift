import Foundation
import PropertyBased
import TapwiseCore
import Testing

/// The audit's spatial index: it must offer every region that has a rectangle overlapping the query's, and for
/// spread-out regions only the nearby ones.
///
/// A failure prints the regions and a seed; add `.fixedSeed("…")` to the test to replay it.
@Suite("OverlapGrid")
struct OverlapGridTests {
  /// Random regions of one to three rectangles on a 5 pt grid, mostly small, with now and then a huge, infinite,
  /// NaN or empty rectangle.
  struct Regions: CustomStringConvertible {
    let regions: [TouchRegion]

    init(_ raw: [[Int]]) {
      regions = raw.map { numbers in
        TouchRegion(
          stride(from: 0, to: numbers.count - 4, by: 5).map { start in
            Self.rect(Array(numbers[start..<(start + 5)]))
          })
      }
    }

    /// A rectangle from five numbers: origin and size in grid steps, and a code that now and then makes it odd.
    static func rect(_ numbers: [Int]) -> CGRect {
      let x = CGFloat(numbers[0] * 5)
      let y = CGFloat(numbers[1] * 5)
      let width = CGFloat(abs(numbers[2]) % 31 * 5)
      let height = CGFloat(abs(numbers[3]) % 31 * 5)
      switch abs(numbers[4]) % 40 {
      case 0: return CGRect(x: x, y: y, width: 1e300, height: height)
      case 1: return CGRect(x: -.greatestFiniteMagnitude, y: y, width: .greatestFiniteMagnitude, height: 10)
      case 2: return CGRect(x: .nan, y: y, width: width, height: height)
      case 3: return CGRect(x: x, y: y, width: .infinity, height: height)
      case 4: return CGRect(x: x * 1e14, y: y, width: width, height: height)
      default: return CGRect(x: x, y: y, width: width, height: height)
      }
    }

    /// Up to 60 regions with coordinates from -20 to 80 grid steps and sides up to 30.
    static let generator = Gen.int(in: -20...80).array(of: 15...15).array(of: 0...60).map(Regions.init)

    var description: String {
      regions.map { "[" + $0.rects.map { GeometryText.rect($0) }.joined(separator: " ") + "]" }.joined(separator: " ")
    }
  }

  @Test func everyRegionWithAnOverlappingRectangleIsOffered() async {
    await propertyCheck(count: 1000, input: Regions.generator) { sample in
      let grid = OverlapGrid(sample.regions)
      for query in sample.regions {
        let offered = grid.candidates(overlapping: query)
        let overlapping = sample.regions.indices.filter { index in
          query.rects.contains { rect in sample.regions[index].rects.contains { rect.overlap(with: $0) != nil } }
        }
        #expect(Set(overlapping).isSubset(of: offered), "\(sample)")
        #expect(offered == offered.sorted() && Set(offered).count == offered.count)
        #expect(offered.allSatisfy { !sample.regions[$0].isEmpty })
      }
    }
  }

  @Test func aQueryAmongManySpreadRegionsIsOfferedOnlyItsNeighbours() {
    let rows = (0..<1000).map { TouchRegion([CGRect(x: 0, y: CGFloat($0) * 50, width: 320, height: 44)]) }
    let grid = OverlapGrid(rows)
    #expect(grid.candidates(overlapping: TouchRegion([CGRect(x: 10, y: 120, width: 20, height: 40)])) == [2, 3])
    #expect(grid.candidates(overlapping: rows[500]) == [500])
    #expect(grid.candidates(overlapping: TouchRegion([])).isEmpty)
  }

  @Test func anUnboundedQueryIsOfferedEveryNonEmptyRegion() {
    let regions = [
      TouchRegion([CGRect(x: 0, y: 0, width: 10, height: 10)]), TouchRegion([]),
      TouchRegion([CGRect(x: 1e9, y: 1e9, width: 10, height: 10)]),
    ]
    let grid = OverlapGrid(regions)
    let query = TouchRegion([CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)])
    #expect(grid.candidates(overlapping: query) == [0, 2])
  }
}
