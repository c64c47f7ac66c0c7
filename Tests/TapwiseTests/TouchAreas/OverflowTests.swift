import Testing

@testable import Tapwise
import TapwiseTestSupport

/// `tw.receivesTouchesOutsideBounds`: subviews sticking out of a container stay tappable, up to the first
/// ancestor that hasn't opted in.
@MainActor
@Suite struct OverflowTests {
  let scene = TouchAreaScene()

  /// The seed scenario: a 30×30 badge sticking 15 pt out of a card's right edge and 10 pt above its top.
  func badgeCard(optedIn: Bool = true) -> (UIView, UIButton) {
    let card = scene.add(UIView(), "card", CGRect(x: 20, y: 100, width: 300, height: 160))
    let badge = scene.button("badge", CGRect(x: 285, y: -10, width: 30, height: 30), in: card)
    card.tw.receivesTouchesOutsideBounds = optedIn
    return (card, badge)
  }

  @Test func theBadgeOutsideTheCardIsTappableOnceTheCardOptsIn() {
    _ = badgeCard()
    #expect(scene.hit(330, 95) == "card/badge")  // right of and above the card
    #expect(scene.hit(310, 95) == "card/badge")  // above the card
    #expect(scene.hit(310, 110) == "card/badge")  // inside the card
  }

  @Test func withoutOptingInTheOverflowIsCutOffAsInUIKit() {
    _ = badgeCard(optedIn: false)
    #expect(scene.hit(330, 95) == "window")
    #expect(scene.hit(310, 110) == "card/badge")
  }

  @Test func theContainerItselfNeverTakesATouchOutsideItsBounds() {
    let (card, _) = badgeCard()
    #expect(scene.hit(330, 130) == "window")  // beside the card, below the badge
    #expect(!card.point(inside: CGPoint(x: 310, y: 30), with: nil))
    #expect(card.point(inside: CGPoint(x: 310, y: -5), with: nil))
  }

  @Test func theBadgesOwnTouchAreaReachesOutsideTheCardToo() {
    let (_, badge) = badgeCard()
    badge.tw.minimumTouchSize = CGSize(width: 44, height: 44)
    #expect(scene.hit(340, 90) == "card/badge")  // 5 pt right of the badge's real bounds, above the card
    #expect(scene.hit(342, 100) == "window")
  }

  @Test func nestedOptedInContainersPassTouchesUpTheChain() {
    let outer = scene.add(UIView(), "outer", CGRect(x: 100, y: 100, width: 200, height: 200))
    let inner = scene.add(UIView(), "inner", CGRect(x: 150, y: 150, width: 40, height: 40), to: outer)
    scene.button("pin", CGRect(x: 30, y: 30, width: 30, height: 30), in: inner)  // window (280, 280) to (310, 310)
    outer.tw.receivesTouchesOutsideBounds = true
    inner.tw.receivesTouchesOutsideBounds = true
    #expect(scene.hit(305, 305) == "outer/inner/pin")
  }

  @Test func anAncestorThatHasNotOptedInStillCutsOff() {
    let outer = scene.add(UIView(), "outer", CGRect(x: 100, y: 100, width: 200, height: 200))
    let inner = scene.add(UIView(), "inner", CGRect(x: 150, y: 150, width: 40, height: 40), to: outer)
    scene.button("pin", CGRect(x: 30, y: 30, width: 30, height: 30), in: inner)  // window (280, 280) to (310, 310)
    inner.tw.receivesTouchesOutsideBounds = true
    #expect(scene.hit(305, 305) == "window")  // outside outer, which did not opt in
    #expect(scene.hit(295, 295) == "outer/inner/pin")  // inside outer, outside inner
  }

  @Test func overlappingOverflowKeepsTheFrontmostRule() {
    let (card, _) = badgeCard()
    scene.button("flag", CGRect(x: 280, y: -20, width: 30, height: 30), in: card)
    #expect(scene.hit(315, 92) == "card/flag")  // in both; the flag is in front
    #expect(scene.hit(332, 92) == "card/badge")  // only in the badge
  }

  @Test func aHiddenSubviewSticksOutForNobody() {
    let (_, badge) = badgeCard()
    badge.isHidden = true
    #expect(scene.hit(330, 95) == "window")
  }

  @Test func aDisabledOptedInControlDoesNotReceiveOutsideTouches() {
    let panel = scene.add(UIControl(), "panel", CGRect(x: 20, y: 100, width: 300, height: 160))
    scene.button("badge", CGRect(x: 285, y: -10, width: 30, height: 30), in: panel)
    panel.tw.receivesTouchesOutsideBounds = true
    #expect(scene.hit(330, 95) == "panel/badge")
    panel.isEnabled = false
    #expect(scene.hit(330, 95) == "window")
  }

  /// A card whose badge, with 20 pt outsets, sticks out of the card's right edge (bar x 90…110), and a button
  /// beside the card (x 140…160) with 30 pt outsets: the badge's overflow claim and the button's enlarged area
  /// overlap from x = 110 to 130, and the nearer real bounds win whichever is in front.
  func badgeBesideButton(cardInFront: Bool) {
    let bar = scene.add(UIView(), "bar", CGRect(x: 0, y: 300, width: 400, height: 100))
    let card = UIView()
    let next = UIButton(type: .custom)
    for (view, id, frame) in cardInFront
      ? [
        (next, "next", CGRect(x: 140, y: 40, width: 20, height: 20)),
        (card, "card", CGRect(x: 0, y: 0, width: 100, height: 100)),
      ]
      : [
        (card, "card", CGRect(x: 0, y: 0, width: 100, height: 100)),
        (next, "next", CGRect(x: 140, y: 40, width: 20, height: 20)),
      ]
    {
      scene.add(view, id, frame, to: bar)
    }
    next.tw.touchAreaOutsets = .all(30)
    card.tw.receivesTouchesOutsideBounds = true
    scene.button("badge", CGRect(x: 90, y: 40, width: 20, height: 20), in: card).tw.touchAreaOutsets = .all(20)
  }

  @Test(arguments: [true, false])
  func anOverflowClaimCompetesByDistanceWhateverTheStacking(cardInFront: Bool) {
    badgeBesideButton(cardInFront: cardInFront)
    #expect(scene.hit(122, 350) == "bar/card/badge")  // 12 pt from the badge, 18 pt from the button
    #expect(scene.hit(128, 350) == "bar/next")  // 18 pt from the badge, 12 pt from the button
  }

  /// Inside the card, a front badge whose real bounds contain the touch and, behind it, a badge whose enlarged
  /// area reaches it from 10 pt away; beside the card, a button 5 pt away. The card claims what its hit test
  /// returns, the front badge at distance 0, so it keeps the touch; measured to the badge behind, it would yield.
  @Test func theOverflowClaimMeasuresToTheFrontmostSubviewThatTakesTheTouch() {
    let bar = scene.add(UIView(), "bar", CGRect(x: 0, y: 300, width: 400, height: 100))
    scene.button("next", CGRect(x: 135, y: 40, width: 20, height: 20), in: bar).tw.touchAreaOutsets = .all(10)
    let card = scene.add(UIView(), "card", CGRect(x: 0, y: 0, width: 100, height: 100), to: bar)
    card.tw.receivesTouchesOutsideBounds = true
    scene.button("behind", CGRect(x: 110, y: 40, width: 10, height: 20), in: card).tw.touchAreaOutsets = .all(15)
    scene.button("front", CGRect(x: 125, y: 45, width: 10, height: 10), in: card)
    #expect(scene.hit(130, 350) == "bar/card/front")
  }

  @Test func aContainerWithOutsetsButNoOptInCutsOverflowOffOutsideItsArea() {
    let (card, _) = badgeCard(optedIn: false)
    card.tw.touchAreaOutsets = .all(4)  // the card's area: x 16…324, y 96…264 in the window
    #expect(scene.hit(330, 98) == "window")
    #expect(scene.hit(322, 98) == "card/badge")
  }

  /// A disabled control's hit test returns `nil`, so a container whose only overflowing subview is one claims
  /// nothing there, and a neighbour's enlarged area keeps the touch.
  @Test func aDisabledControlInARivalContainerClaimsNothing() {
    let bar = scene.add(UIView(), "bar", CGRect(x: 0, y: 300, width: 400, height: 100))
    let rival = scene.add(UIView(), "rival", CGRect(x: 0, y: 0, width: 100, height: 100), to: bar)
    rival.tw.receivesTouchesOutsideBounds = true
    let knob = scene.button("knob", CGRect(x: 110, y: 40, width: 20, height: 20), in: rival)
    knob.tw.touchAreaOutsets = .all(10)
    scene.button("near", CGRect(x: 145, y: 40, width: 20, height: 20), in: bar).tw.touchAreaOutsets = .all(10)
    #expect(scene.hit(137, 350) == "bar/rival/knob")  // 7 pt from the knob, 8 pt from near
    knob.isEnabled = false
    #expect(scene.hit(137, 350) == "bar/near")
  }
}
