import Testing

@testable import Tapwise
import TapwiseTestSupport

/// Nearest target on real hit tests: where sibling touch areas overlap, the view whose real bounds are nearest
/// wins; at equal distance the one in front; inside real bounds, UIKit's frontmost rule.
///
/// Two 20×20 buttons 12 pt apart, each with 12 pt outsets, so their enlarged areas overlap from x = 28 to 40.
/// The midpoint between their real bounds is x = 34:
///
/// ```
///  back [8, 28)    overlap [28, 40)    share [40, 60)
///  ├────────────┤·······┆·······├────────────┤
///                  33 → back  34 → front  35 → share
/// ```
@MainActor
@Suite(.serialized) struct NearestTargetHitTests {
  let scene = TouchAreaScene()

  /// The toolbar; `shareInFront` decides the stacking order of the two buttons.
  func toolbar(shareInFront: Bool = true) -> (UIButton, UIButton) {
    let toolbar = scene.add(UIView(), "toolbar", CGRect(x: 0, y: 0, width: 400, height: 44))
    let back = UIButton(type: .custom)
    let share = UIButton(type: .custom)
    for (button, id, x) in shareInFront
      ? [(back, "back", 8.0), (share, "share", 40)] : [(share, "share", 40), (back, "back", 8)]
    {
      scene.add(button, id, CGRect(x: x, y: 12, width: 20, height: 20), to: toolbar)
      button.tw.touchAreaOutsets = .all(12)
    }
    return (back, share)
  }

  @Test func justLeftOfTheMidpointTheBackButtonBehindWins() {
    _ = toolbar()
    #expect(scene.hit(33, 22) == "toolbar/back")
    #expect(scene.hit(30, 22) == "toolbar/back")
  }

  @Test func justRightOfTheMidpointTheShareButtonWins() {
    _ = toolbar()
    #expect(scene.hit(35, 22) == "toolbar/share")
    #expect(scene.hit(39.5, 22) == "toolbar/share")
  }

  @Test func exactlyAtTheMidpointTheButtonInFrontWins() {
    _ = toolbar()
    #expect(scene.hit(34, 22) == "toolbar/share")
  }

  @Test func withTheStackingReversedTheNearerButtonBehindStillWins() {
    _ = toolbar(shareInFront: false)
    #expect(scene.hit(35, 22) == "toolbar/share")
    #expect(scene.hit(34, 22) == "toolbar/back")
    #expect(scene.hit(33, 22) == "toolbar/back")
  }

  @Test func diagonalDistancesCountAsTheCrowFlies() {
    _ = toolbar()
    // 5 pt right of back and 3 pt above it (≈ 5.83 pt), 7 pt left of share and 3 pt above it (≈ 7.62 pt).
    #expect(scene.hit(33, 9) == "toolbar/back")
  }

  @Test func switchedOffTheFrontmostEnlargedAreaWinsAsInPlainUIKit() {
    _ = toolbar()
    TouchAreas.resolvesOverlapsByDistance = false
    defer { TouchAreas.resolvesOverlapsByDistance = true }
    #expect(scene.hit(30, 22) == "toolbar/share")
    #expect(scene.hit(20, 22) == "toolbar/back")
  }

  @Test func insideRealBoundsTheFrontmostRuleIsKept() {
    let (back, share) = toolbar()
    share.frame = CGRect(x: 20, y: 12, width: 20, height: 20)  // now overlaps back's bounds from x = 20 to 28
    #expect(scene.hit(24, 22) == "toolbar/share")
    #expect(back.point(inside: CGPoint(x: 16, y: 10), with: nil))
  }

  /// The rule: nearest target only where the touch is inside neither view's real bounds. Inside the
  /// field's bounds, the enlarged area of the button in front of it wins, as the frontmost view.
  @Test func anEnlargedAreaInFrontKeepsTouchesInsideASiblingsRealBoundsBehind() {
    let row = scene.add(UIView(), "row", CGRect(x: 0, y: 100, width: 400, height: 44))
    scene.add(UIView(), "field", CGRect(x: 30, y: 0, width: 200, height: 44), to: row)
    let clear = scene.button("clear", CGRect(x: 8, y: 12, width: 20, height: 20), in: row)
    clear.tw.touchAreaOutsets = .all(12)
    #expect(scene.hit(32, 122) == "row/clear")
    #expect(scene.hit(29, 122) == "row/clear")
    #expect(scene.hit(40, 122) == "row/field")
  }

  @Test func aSiblingsRealBoundsInFrontKeepTheirTouchesFromAnEnlargedAreaBehind() {
    let row = scene.add(UIView(), "row", CGRect(x: 0, y: 100, width: 400, height: 44))
    let clear = scene.button("clear", CGRect(x: 8, y: 12, width: 20, height: 20), in: row)
    clear.tw.touchAreaOutsets = .all(12)
    scene.add(UIView(), "field", CGRect(x: 30, y: 0, width: 200, height: 44), to: row)
    #expect(scene.hit(32, 122) == "row/field")
    #expect(scene.hit(29, 122) == "row/clear")
  }

  /// x = 40 is the front button's maximum edge, outside its bounds, and the back button's minimum edge, inside its
  /// bounds: the front button claims it from its enlarged part, and keeps it by the frontmost rule, as at x = 41.
  @Test func aSharedEdgeBelongsToTheButtonWhoseBoundsStartThere() {
    let bar = scene.add(UIView(), "bar", CGRect(x: 0, y: 0, width: 400, height: 44))
    scene.button("back", CGRect(x: 40, y: 12, width: 20, height: 20), in: bar)
    let front = scene.button("front", CGRect(x: 20, y: 12, width: 20, height: 20), in: bar)
    #expect(scene.hit(40, 22) == "bar/back")
    front.tw.touchAreaOutsets = .all(12)
    #expect(scene.hit(40, 22) == "bar/front")
    #expect(scene.hit(41, 22) == "bar/front")
    TouchAreas.resolvesOverlapsByDistance = false
    defer { TouchAreas.resolvesOverlapsByDistance = true }
    #expect(scene.hit(40, 22) == "bar/front")
  }

  @Test func aDisabledSiblingDoesNotCompete() {
    let (_, share) = toolbar()
    share.isEnabled = false
    #expect(scene.hit(36, 22) == "toolbar/back")
  }

  @Test func aHiddenSiblingDoesNotCompete() {
    let (_, share) = toolbar()
    share.isHidden = true
    #expect(scene.hit(36, 22) == "toolbar/back")
  }

  @Test func aTransparentSiblingDoesNotCompete() {
    let (_, share) = toolbar()
    share.alpha = 0.009
    #expect(scene.hit(36, 22) == "toolbar/back")
    share.alpha = 0.01
    #expect(scene.hit(36, 22) == "toolbar/share")
  }

  @Test func aNonInteractiveSiblingDoesNotCompete() {
    let row = scene.add(UIView(), "row", CGRect(x: 0, y: 100, width: 400, height: 44))
    let label = scene.add(UIView(), "label", CGRect(x: 30, y: 0, width: 200, height: 44), to: row)
    label.isUserInteractionEnabled = false
    let clear = scene.button("clear", CGRect(x: 8, y: 12, width: 20, height: 20), in: row)
    clear.tw.touchAreaOutsets = .all(12)
    #expect(scene.hit(32, 122) == "row/clear")
  }

  @Test func threeOverlappingAreasGoToTheNearestOfAll() {
    let bar = scene.add(UIView(), "bar", CGRect(x: 0, y: 0, width: 400, height: 100))
    for (id, x) in [("a", 0.0), ("b", 30), ("c", 60)] {
      scene.button(id, CGRect(x: x, y: 40, width: 20, height: 20), in: bar).tw.touchAreaOutsets = .all(30)
    }
    #expect(scene.hit(24, 50) == "bar/a")
    #expect(scene.hit(26, 50) == "bar/b")
    #expect(scene.hit(54, 50) == "bar/b")
    #expect(scene.hit(56, 50) == "bar/c")
    #expect(scene.hit(25, 30) == "bar/b")  // equally near a and b: b is in front of a
  }
}
