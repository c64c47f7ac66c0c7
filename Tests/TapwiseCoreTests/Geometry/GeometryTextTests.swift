import Foundation
import TapwiseCore
import Testing

/// Stable text for numbers, points, sizes and rectangles in reports.
@Suite struct GeometryTextTests {
  @Test(arguments: [
    (CGFloat(12), "12"), (12.5, "12.5"), (1.0 / 3, "0.33"), (-0.001, "0"), (-2.25, "-2.25"), (0.999, "1"),
    (CGFloat.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf"), (1e20, "100000000000000000000"),
  ])
  func numbersPrintRoundedWithoutTrailingZeros(value: CGFloat, text: String) {
    #expect(GeometryText.number(value) == text)
  }

  @Test func pointsSizesAndRectanglesHaveOneForm() {
    #expect(GeometryText.point(CGPoint(x: 12, y: 30.5)) == "12,30.5")
    #expect(GeometryText.size(CGSize(width: 44, height: 44)) == "44×44")
    #expect(GeometryText.rect(CGRect(x: 1, y: 2, width: 3, height: 4.5)) == "[1, 2, 3, 4.5]")
    #expect(TouchOutsets(top: 1, left: 2, bottom: 3, right: 4).description == "[1, 2, 3, 4]")
  }
}
