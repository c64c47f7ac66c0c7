import Foundation
import PropertyBased
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

  /// A number that rounds to a whole one prints as `%.0f` prints it, at every magnitude, around the largest the
  /// fast path takes too.
  @Test func wholeNumbersPrintAsTheFormatterPrintsThem() async {
    func check(_ value: CGFloat) {
      let rounded = (value * 100).rounded() / 100
      guard rounded != 0, rounded == rounded.rounded() else { return }
      #expect(GeometryText.number(value) == String(format: "%.0f", Double(rounded)), "\(value)")
    }
    let wholes = zip(Gen.int(in: -999_999...999_999), Gen.int(in: 0...16), Gen.int(in: -2...2)).map {
      CGFloat($0) * pow(10, CGFloat($1)) + CGFloat($2)
    }
    await propertyCheck(count: 500, input: wholes) { check($0) }
    for value: CGFloat in [1e15 - 1, 1e15, 1e15 + 2, -1e15, 9_007_199_254_740_993, 1e300, 0.999, -44.004] {
      check(value)
    }
  }

  @Test func pointsSizesAndRectanglesHaveOneForm() {
    #expect(GeometryText.point(CGPoint(x: 12, y: 30.5)) == "12,30.5")
    #expect(GeometryText.size(CGSize(width: 44, height: 44)) == "44×44")
    #expect(GeometryText.rect(CGRect(x: 1, y: 2, width: 3, height: 4.5)) == "[1, 2, 3, 4.5]")
    #expect(TouchOutsets(top: 1, left: 2, bottom: 3, right: 4).description == "[1, 2, 3, 4]")
  }
}
