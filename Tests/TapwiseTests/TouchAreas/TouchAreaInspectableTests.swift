import Testing

@testable import Tapwise
import TapwiseTestSupport

/// The `@IBInspectable` touch-area settings: each one sets the `.tw` property it is named after, so a view loaded
/// from a storyboard answers touches, and is audited, as if the setting had been made in code.
@MainActor
@Suite struct TouchAreaInspectableTests {
  let scene = TouchAreaScene()

  @Test func theOutsetSetsAllFourEdgesAndReadsBackTheSmallest() {
    let close = scene.button("close", CGRect(x: 100, y: 100, width: 20, height: 20))
    close.twTouchAreaOutset = 12
    #expect(close.tw.touchAreaOutsets == .all(12))
    #expect(close.twTouchAreaOutset == 12)
    close.tw.touchAreaOutsets = UIEdgeInsets(top: 4, left: 12, bottom: 8, right: 12)
    #expect(close.twTouchAreaOutset == 4)
  }

  @Test func anInspectedOutsetTakesTouchesAndPassesTheAudit() {
    let close = scene.button("close", CGRect(x: 100, y: 100, width: 20, height: 20))
    #expect(scene.hit(95, 95) == "window")
    #expect(TouchTargetAudit.run(on: scene.window).map(\.kind) == [.tooSmall])
    close.twTouchAreaOutset = 12
    #expect(scene.hit(95, 95) == "close")
    #expect(TouchTargetAudit.run(on: scene.window).isEmpty)
  }

  @Test func theMinimumSizeIsTheNamespacedOne() {
    let info = scene.button("info", CGRect(x: 100, y: 100, width: 20, height: 20))
    info.twMinimumTouchSize = CGSize(width: 44, height: 44)
    #expect(info.tw.minimumTouchSize == CGSize(width: 44, height: 44))
    #expect(info.twMinimumTouchSize == CGSize(width: 44, height: 44))
    #expect(TouchTargetAudit.run(on: scene.window).isEmpty)
  }

  @Test func receivingTouchesOutsideTheBoundsMakesABadgeReachable() {
    let card = scene.add(UIView(), "card", CGRect(x: 20, y: 100, width: 300, height: 160))
    scene.button("badge", CGRect(x: 280, y: -10, width: 44, height: 44), in: card)
    #expect(TouchTargetAudit.run(on: scene.window).map(\.kind) == [.unreachable])
    card.twReceivesTouchesOutsideBounds = true
    #expect(card.tw.receivesTouchesOutsideBounds)
    #expect(TouchTargetAudit.run(on: scene.window).isEmpty)
  }

  @Test func anInvalidInspectedValueIsIgnoredAndReportedAsInCode() {
    var reported: [String] = []
    let saved = TouchAreas.invalidSettingHandler
    TouchAreas.invalidSettingHandler = { reported.append("\($0)") }
    defer { TouchAreas.invalidSettingHandler = saved }
    let info = scene.button("info", CGRect(x: 100, y: 100, width: 20, height: 20))
    info.twMinimumTouchSize = CGSize(width: -44, height: 44)
    info.twTouchAreaOutset = .nan
    #expect(info.tw.minimumTouchSize == .zero)
    #expect(info.tw.touchAreaOutsets == .zero)
    #expect(reported.count == 2)
  }
}
