import HeadlessUIKit
import Testing

@testable import Tapwise
import TapwiseTestSupport

/// Touch areas through the whole touch path: taps injected into a window reach the control and fire its actions.
@MainActor
@Suite struct TouchAreaTapTests {
  let scene = TouchAreaScene()

  @Test func aTapInTheEnlargedAreaFiresTheCloseButton() {
    let card = scene.add(UIView(), "card", CGRect(x: 20, y: 100, width: 350, height: 200))
    let close = scene.button("close", CGRect(x: 320, y: 10, width: 20, height: 20), in: card)
    close.tw.touchAreaOutsets = .all(12)
    var taps = 0
    close.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    let driver = TouchDriver(window: scene.window)
    #expect(driver.tap(at: CGPoint(x: 330, y: 138)) === close)
    #expect(driver.tap(at: CGPoint(x: 326, y: 138)) === card)
    #expect(taps == 1)
  }

  @Test func aTapOnTheOverflowingBadgeFiresIt() {
    let card = scene.add(UIView(), "card", CGRect(x: 20, y: 100, width: 300, height: 160))
    let badge = scene.button("badge", CGRect(x: 285, y: -10, width: 30, height: 30), in: card)
    card.tw.receivesTouchesOutsideBounds = true
    var taps = 0
    badge.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
    #expect(TouchDriver(window: scene.window).tap(at: CGPoint(x: 330, y: 95)) === badge)
    #expect(taps == 1)
  }

  @Test func theNearerOfTwoOverlappingButtonsFires() {
    let toolbar = scene.add(UIView(), "toolbar", CGRect(x: 0, y: 0, width: 400, height: 44))
    var fired: [String] = []
    for (id, x) in [("back", 8.0), ("share", 40)] {
      let button = scene.button(id, CGRect(x: x, y: 12, width: 20, height: 20), in: toolbar)
      button.tw.touchAreaOutsets = .all(12)
      button.addAction(UIAction { _ in fired.append(id) }, for: .touchUpInside)
    }
    let driver = TouchDriver(window: scene.window)
    driver.tap(at: CGPoint(x: 33, y: 22))
    driver.tap(at: CGPoint(x: 35, y: 22))
    #expect(fired == ["back", "share"])
  }

  /// The overlay: a card that receives touches outside its bounds holds an overlay that lets touches
  /// through, over a button behind the card. A tap there is the button's.
  @Test func aTapThroughAPassThroughOverlayOfAnOptedInCardFiresTheButtonBehind() {
    final class PassThroughView: UIView {
      override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
      }
    }
    let behind = scene.button("behind", CGRect(x: 200, y: 100, width: 60, height: 40))
    let card = scene.add(UIView(), "card", CGRect(x: 20, y: 200, width: 150, height: 100))
    card.tw.receivesTouchesOutsideBounds = true
    scene.add(PassThroughView(), "overlay", CGRect(x: 160, y: -120, width: 100, height: 80), to: card)
    var taps = 0
    behind.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    #expect(TouchDriver(window: scene.window).tap(at: CGPoint(x: 230, y: 120)) === behind)
    #expect(taps == 1)
  }
}
