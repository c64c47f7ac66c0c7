import TapwiseFormats
import TapwiseSourceAudit
import Testing

/// Tapwise's own touch-area settings on a view in code (issue 31): `tw.touchAreaOutsets` add to the hit area, and
/// `tw.minimumTouchSize` raises it to at least its size and leaves nothing to fix (Tapwise's EnlargingTouchAreas
/// article: "Each dimension becomes max(bounds, minimum)", outsets "enlarge").
@Suite struct UIKitSourceTouchAreaTests {
  typealias F = UIKitSourceFixtures

  @Test func aMinimumTouchSizeRaisesTheBoundAndLeavesNothingToFix() throws {
    let source = F.controller(
      """
        let close = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        func setUp() { close.tw.minimumTouchSize = CGSize(width: 44, height: 44) }
      """)
    let target = try #require(F.target(source))
    #expect(target.width.upperBound == 44 && target.height.upperBound == 44)
    #expect(!target.isFixable)
  }

  @Test func aMinimumBelowTheMinimumIsTheBoundAtItsPlace() throws {
    let source = F.controller(
      """
        let close = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 50))
        func setUp() { close.tw.minimumTouchSize = .init(width: 30, height: 30) }
      """)
    let target = try #require(F.target(source))
    #expect(target.width.upperBound == 30)
    #expect(F.text(target.width.fixedAt, in: source) == ".init(width: 30, height: 30)")
    #expect(target.height.upperBound == 50)
  }

  @Test func outsetsAddTheirEdgesToTheBound() throws {
    let source = F.controller(
      """
        let close = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        func setUp() { close.tw.touchAreaOutsets = UIEdgeInsets(top: 2, left: 12, bottom: 2, right: 12) }
      """)
    let target = try #require(F.target(source))
    #expect(target.width.upperBound == 44)
    #expect(target.height.upperBound == 24)
    #expect(F.text(target.width.fixedAt, in: source) == "CGRect(x: 0, y: 0, width: 20, height: 20)")
    #expect(target.isFixable)
  }

  @Test func theInterfaceBuilderPropertiesCountInCode() throws {
    let source = F.controller(
      """
        let close = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let info = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        func setUp() {
          close.twTouchAreaOutset = 12
          info.twMinimumTouchSize = CGSize(width: 44, height: 44)
        }
      """)
    let targets = F.targets(source)
    #expect(targets.map(\.width.upperBound) == [44, 44])
  }

  @Test func aComputedSettingMakesTheSizeUnknown() throws {
    let source = F.controller(
      """
        let close = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        func setUp() { close.tw.touchAreaOutsets = insets }
      """)
    let target = try #require(F.target(source))
    #expect(!target.width.isKnown && !target.height.isKnown)
  }

  /// Tapwise refuses touch-area settings on a `UISlider`, which tracks touches only from its thumb
  /// (EnlargingTouchAreas, "Sliders"): they don't count, and adding one is no fix.
  @Test func aSliderIgnoresTouchAreasAndHasNoFix() throws {
    let source = F.controller(
      """
        let volume = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        func setUp() { volume.tw.minimumTouchSize = CGSize(width: 44, height: 44) }
      """)
    let target = try #require(F.target(source))
    #expect(target.height.upperBound == 20)
    #expect(!target.isFixable)
  }
}
