import TapwiseFormats
import TapwiseSourceAudit
import Testing

/// Frames and bounds written as literals bound a view's hit area (issue 31, UIKit sizes). A view's frame
/// "defines the size and position of the view in its superview's coordinate system"
/// (https://developer.apple.com/documentation/uikit/uiview/frame); changing the bounds' size "also changes the
/// size of the rectangle in the frame property to match" (https://developer.apple.com/documentation/uikit/uiview/bounds);
/// `init(frame:)` takes "the frame rectangle for the view" (https://developer.apple.com/documentation/uikit/uibutton/init(frame:)).
@Suite struct UIKitSourceFrameTests {
  typealias F = UIKitSourceFixtures

  @Test func initFrameBoundsTheHitAreaAtTheRectangle() throws {
    let source = F.controller("  let close = UIButton(frame: CGRect(x: 8, y: 8, width: 24, height: 30))")
    let target = try #require(F.target(source))
    #expect(target.width.upperBound == 24)
    #expect(target.height.upperBound == 30)
    #expect(target.width.fixedAt == SourceRegion(startLine: 4, startColumn: 31, endLine: 4, endColumn: 72))
    #expect(F.text(target.height.fixedAt, in: source) == "CGRect(x: 8, y: 8, width: 24, height: 30)")
  }

  @Test func frameAndBoundsAssignmentsBoundIt() throws {
    for member in ["frame", "bounds", "layer.frame"] {
      let source = F.controller(
        """
          let close = UIButton(type: .close)
          func layout() { close.\(member) = CGRect(x: 0, y: 0, width: 20, height: 20) }
        """)
      let target = try #require(F.target(source))
      #expect(target.width.upperBound == 20, "\(member)")
      #expect(F.text(target.width.fixedAt, in: source) == "CGRect(x: 0, y: 0, width: 20, height: 20)")
    }
  }

  @Test func aFramesSizeOrOneDimensionBoundsIt() throws {
    let source = F.controller(
      """
        let close = UIButton(type: .close)
        func layout() {
          close.frame.size = CGSize(width: 30, height: 60)
          close.bounds.size.height = 20
        }
      """)
    let target = try #require(F.target(source))
    #expect(target.width.upperBound == 30)
    #expect(target.height.upperBound == 60)  // the larger of the two heights written
  }

  @Test func everyLiteralFormIsRead() throws {
    let forms = [
      ".init(x: 0, y: 0, width: 24, height: 24)",
      "CGRect(origin: .zero, size: CGSize(width: 24, height: 24))",
      "CGRect(x: 0, y: 0, width: CGFloat(24), height: 24.0)",
      "CGRect.init(x: -2, y: 0, width: (24), height: 2_4)",
    ]
    for form in forms {
      let target = try #require(F.target(F.controller("  let b = UIButton(frame: \(form))")))
      #expect(target.width.upperBound == 24, "\(form)")
      #expect(target.height.upperBound == 24, "\(form)")
    }
  }

  @Test func aZeroFrameIsAPlaceholderThatSaysNothing() throws {
    for form in [".zero", "CGRect.zero", "CGRect()", "CGRect(x: 0, y: 0, width: 0, height: 0)"] {
      let target = try #require(F.target(F.controller("  let b = UIButton(frame: \(form))")))
      #expect(!target.width.isKnown && !target.height.isKnown, "\(form)")
    }
  }

  @Test func aComputedDimensionIsUnknownAndTheOtherKnown() throws {
    let source = F.controller(
      """
        let close = UIButton()
        func layout() { close.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 32) }
      """)
    let target = try #require(F.target(source))
    #expect(!target.width.isKnown)
    #expect(target.height.upperBound == 32)
  }

  @Test func aFrameSetTwiceIsBoundedByTheLargerAtItsPlace() throws {
    let source = F.controller(
      """
        let close = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        func compact() { close.frame = CGRect(x: 0, y: 0, width: 30, height: 10) }
      """)
    let target = try #require(F.target(source))
    #expect(target.width.upperBound == 30)
    #expect(target.width.fixedAt?.startLine == 5)
    #expect(target.height.upperBound == 20)
    #expect(target.height.fixedAt?.startLine == 4)
  }
}
