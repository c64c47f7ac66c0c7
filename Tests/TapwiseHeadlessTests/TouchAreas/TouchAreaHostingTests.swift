@_spi(Tapwise) import HeadlessUIKit
import Testing

@testable import Tapwise
import TapwiseTestSupport

/// The swizzle-free path: subclasses that answer `point(inside:with:)` themselves, by the same rules, without the
/// runtime hook.
///
/// Tests that remove the global HeadlessUIKit hook remove it again before they return, within one main-actor turn:
/// Tapwise sees its hook is gone and installs it afresh the next time a view gets settings.
@MainActor
@Suite(.serialized) struct TouchAreaHostingTests {
  let scene = TouchAreaScene()

  /// A switch subclass that opts in the documented way. (Not a slider: touch areas on sliders are refused.)
  final class CompactSwitch: UISwitch, TouchAreaHosting {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      touchAreaPoint(inside: point, with: event) { super.point(inside: $0, with: event) }
    }
  }

  /// Runs a body with the global point(inside:) hook removed, as if Tapwise had never installed it, and removes
  /// whatever the body installed.
  func withoutRuntimeHook(_ body: () -> Void) {
    HeadlessInterception.pointInside = nil
    defer { HeadlessInterception.pointInside = nil }
    body()
  }

  /// Another library's hook, installed before Tapwise's, keeps running: Tapwise wraps it as an exchanged method
  /// wraps the implementation it replaces, and installs only once.
  @Test func aHookInstalledBeforeTapwiseIsWrappedNotIgnored() {
    withoutRuntimeHook {
      var foreignCalls = 0
      HeadlessInterception.pointInside = { _, point, _, original in
        foreignCalls += 1
        return original(point)
      }
      let close = scene.button("close", CGRect(x: 100, y: 100, width: 20, height: 20))
      close.tw.touchAreaOutsets = .all(12)
      scene.button("help", CGRect(x: 200, y: 100, width: 20, height: 20)).tw.minimumTouchSize =
        CGSize(width: 44, height: 44)
      #expect(close.point(inside: CGPoint(x: -5, y: 10), with: nil))
      let plain = scene.add(UIView(), "plain", CGRect(x: 0, y: 0, width: 10, height: 10))
      #expect(plain.point(inside: CGPoint(x: 5, y: 5), with: nil))
      #expect(foreignCalls == 1)  // the plain view's question reached it, through Tapwise, exactly once
    }
  }

  @Test func settingTouchAreasOnTheSubclassesNeverInstallsTheHook() {
    withoutRuntimeHook {
      let button = scene.add(TouchAreaButton(type: .close), "close", CGRect(x: 100, y: 100, width: 20, height: 20))
      button.tw.touchAreaOutsets = .all(12)
      scene.add(TouchAreaView(), "card", CGRect(x: 0, y: 0, width: 10, height: 10)).tw.receivesTouchesOutsideBounds =
        true
      scene.add(TouchAreaControl(), "stars", CGRect(x: 0, y: 20, width: 10, height: 10)).tw.minimumTouchSize =
        CGSize(width: 44, height: 44)
      scene.add(CompactSwitch(), "mute", CGRect(x: 0, y: 40, width: 10, height: 10)).tw.touchAreaOutsets = .all(4)
      #expect(HeadlessInterception.pointInside == nil)
    }
  }

  @Test func aPlainViewInstallsTheHookOnFirstUse() {
    withoutRuntimeHook {
      scene.button("close", CGRect(x: 100, y: 100, width: 20, height: 20)).tw.touchAreaOutsets = .all(12)
      #expect(HeadlessInterception.pointInside != nil)
    }
  }

  @Test func theSubclassesApplyTheRulesWithoutTheHook() {
    withoutRuntimeHook {
      let card = scene.add(TouchAreaView(), "card", CGRect(x: 20, y: 100, width: 300, height: 160))
      card.tw.receivesTouchesOutsideBounds = true
      let badge = scene.add(
        TouchAreaButton(type: .custom), "badge", CGRect(x: 285, y: -10, width: 30, height: 30), to: card)
      badge.tw.minimumTouchSize = CGSize(width: 44, height: 44)
      let mute = scene.add(CompactSwitch(), "mute", CGRect(x: 20, y: 400, width: 20, height: 20))
      mute.tw.touchAreaOutsets = .all(12)
      #expect(scene.hit(340, 90) == "card/badge")
      #expect(scene.hit(10, 410) == "mute")
      #expect(scene.hit(7, 410) == "window")
    }
  }

  @Test func theSubclassesAndTheHookGiveTheSameAnswers() {
    let toolbar = scene.add(UIView(), "toolbar", CGRect(x: 0, y: 0, width: 400, height: 44))
    let back = scene.add(
      TouchAreaButton(type: .custom), "back", CGRect(x: 8, y: 12, width: 20, height: 20), to: toolbar)
    let share = scene.button("share", CGRect(x: 40, y: 12, width: 20, height: 20), in: toolbar)
    back.tw.touchAreaOutsets = .all(12)
    share.tw.touchAreaOutsets = .all(12)
    #expect(scene.hit(33, 22) == "toolbar/back")
    #expect(scene.hit(34, 22) == "toolbar/share")
    back.tw.touchAreaOutsets = .all(-5)  // the subclass answers with its shrunk area, not UIKit's bounds
    #expect(scene.hit(13, 22) == "toolbar/back")
    #expect(scene.hit(12, 22) == "toolbar")
  }

  @Test func aDisabledSubclassKeepsUIKitsAnswer() {
    let button = scene.add(TouchAreaButton(type: .custom), "b", CGRect(x: 100, y: 100, width: 20, height: 20))
    button.tw.touchAreaOutsets = .all(12)
    button.isEnabled = false
    #expect(!button.point(inside: CGPoint(x: -5, y: 10), with: nil))
    #expect(button.point(inside: CGPoint(x: 5, y: 10), with: nil))
  }
}
