import Testing

@testable import Tapwise
import TapwiseTestSupport

/// `tw.touchAreaOutsets` and `tw.minimumTouchSize` on real hit tests: areas grow and shrink, pixels never move.
@MainActor
@Suite struct TouchAreaOutsetsTests {
  let scene = TouchAreaScene()

  /// The seed scenario: a 20×20 close button in a card's corner, with 12 pt outsets all round.
  func closeButtonCard() -> (UIView, UIButton) {
    let card = scene.add(UIView(), "card", CGRect(x: 20, y: 100, width: 350, height: 200))
    let close = scene.button("close", CGRect(x: 320, y: 10, width: 20, height: 20), in: card)
    close.tw.touchAreaOutsets = .all(12)
    return (card, close)
  }

  @Test func twelvePointOutsetsMakeATwentyPointCloseButtonAFortyFourPointTarget() {
    _ = closeButtonCard()
    #expect(scene.hit(350, 120) == "card/close")  // the icon's centre
    #expect(scene.hit(328, 108) == "card/close")  // 12 pt left of the icon, 2 pt above it
    #expect(scene.hit(369.5, 141.5) == "card/close")  // near the enlarged area's bottom-right corner
    #expect(scene.hit(327, 120) == "card")  // just past the enlarged left edge
    #expect(scene.hit(350, 142) == "card")  // just below the enlarged bottom edge
  }

  @Test func enlargingChangesNoFrameBoundsOrLayout() {
    let (card, close) = closeButtonCard()
    #expect(close.frame == CGRect(x: 320, y: 10, width: 20, height: 20))
    #expect(close.bounds == CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(card.frame == CGRect(x: 20, y: 100, width: 350, height: 200))
  }

  @Test func theEnlargedAreaStopsAtTheCardWhichHasNotOptedIn() {
    _ = closeButtonCard()
    #expect(scene.hit(350, 99) == "window")  // inside the enlarged area, but above the card
  }

  @Test func theOutsetsReadBackAsSet() {
    let (_, close) = closeButtonCard()
    #expect(close.tw.touchAreaOutsets == .all(12))
    #expect(UIView().tw.touchAreaOutsets == .zero)
  }

  @Test func eachEdgeEnlargesOnItsOwn() {
    let button = scene.button("b", CGRect(x: 100, y: 100, width: 20, height: 20))
    button.tw.touchAreaOutsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
    #expect(scene.hit(71, 110) == "b")
    #expect(scene.hit(110, 99) == "window")
    #expect(scene.hit(121, 110) == "window")
  }

  @Test func negativeOutsetsShrinkTheTarget() {
    let button = scene.button("b", CGRect(x: 100, y: 100, width: 40, height: 40))
    button.tw.touchAreaOutsets = .all(-10)
    #expect(scene.hit(120, 120) == "b")
    #expect(scene.hit(105, 120) == "window")
  }

  @Test func subviewsOfAnEnlargedViewAreStillHitFirst() {
    let toolbar = scene.add(UIView(), "toolbar", CGRect(x: 0, y: 0, width: 400, height: 44))
    toolbar.tw.touchAreaOutsets = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
    let button = scene.button("done", CGRect(x: 300, y: 0, width: 100, height: 44), in: toolbar)
    #expect(scene.hit(350, 20) == "toolbar/done")
    #expect(scene.hit(350, 50) == "toolbar")
    #expect(button.tw.touchAreaOutsets == .zero)
  }

  @Test func aMinimumTouchSizeGrowsTheAreaAroundTheCentre() {
    let info = scene.button("info", CGRect(x: 100, y: 100, width: 20, height: 20))
    info.tw.minimumTouchSize = CGSize(width: 44, height: 44)
    #expect(scene.hit(88, 88) == "info")
    #expect(scene.hit(131.5, 131.5) == "info")
    #expect(scene.hit(132, 110) == "window")
    #expect(info.tw.minimumTouchSize == CGSize(width: 44, height: 44))
  }

  @Test func aMinimumTouchSizeLeavesALargerViewAlone() {
    let pay = scene.button("pay", CGRect(x: 20, y: 100, width: 360, height: 50))
    pay.tw.minimumTouchSize = CGSize(width: 44, height: 44)
    #expect(scene.hit(19, 125) == "window")
    #expect(scene.hit(20, 125) == "pay")
  }

  @Test func outsetsAndMinimumSizeCombineByUnion() {
    let icon = scene.button("icon", CGRect(x: 100, y: 100, width: 20, height: 20))
    icon.tw.touchAreaOutsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
    icon.tw.minimumTouchSize = CGSize(width: 0, height: 44)
    #expect(scene.hit(71, 110) == "icon")  // from the outsets
    #expect(scene.hit(110, 89) == "icon")  // from the minimum height
    #expect(scene.hit(71, 89) == "window")  // from neither
  }

  @Test func theEffectiveAreaIsReadableForDrawingAndAudits() {
    let (_, close) = closeButtonCard()
    #expect(close.tw.touchArea.rects == [CGRect(x: -12, y: -12, width: 44, height: 44)])
  }

  @Test func resettingTheSettingsRestoresPlainUIKit() {
    let (_, close) = closeButtonCard()
    close.tw.touchAreaOutsets = .zero
    #expect(scene.hit(328, 108) == "card")
    #expect(scene.hit(350, 120) == "card/close")
  }
}
