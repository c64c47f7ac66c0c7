import Foundation
import Testing
@testable import TapwiseFormats

@Suite struct JSONPathTests {
  @Test func stepsReadLikeJSONPath() {
    #expect(JSONPath.text([]) == "$")
    #expect(JSONPath.text([.member("views"), .element(0), .member("frame"), .element(2)]) == "$.views[0].frame[2]")
    #expect(JSONPath.text([.member("a b"), .member("line\nbreak"), .member("_x1")]) == #"$["a b"]["line\nbreak"]._x1"#)
  }

  @Test func aLongPathKeepsItsFirstAndLastStepsAndCountsTheRest() {
    let steps = Array(repeatElement([JSONPathStep.member("subviews"), .element(0)], count: 250).joined())
    let text = JSONPath.text(steps + [.member("id")])
    #expect(text.count <= JSONPath.longestPath + 30)
    #expect(text.hasPrefix("$.subviews[0].subviews[0]"))
    #expect(text.hasSuffix(".subviews[0].id"))
    let shown = text.components(separatedBy: ".subviews").count - 1 + text.components(separatedBy: "[0]").count - 1
    let left = Int(text.split(separator: "(")[1].split(separator: " ")[0])!
    #expect(shown + 1 + left == steps.count + 1)
  }
}
