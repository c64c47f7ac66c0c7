import Testing

@testable import Tapwise
import TapwiseTestSupport

/// Views that are hidden, transparent, non-interactive or disabled never claim their enlarged area, and their real
/// bounds behave exactly as in plain UIKit (QMUI #1434: hidden and zero-alpha views stole touches).
@MainActor
@Suite struct TouchAreaEligibilityTests {
  let scene = TouchAreaScene()

  /// A 100×100 button behind, and in front of it a 20×20 icon with 30 pt outsets that reach over the button
  /// (icon area x 180…260, y 110…190).
  func iconOverButton() -> (UIButton, UIButton) {
    let behind = scene.button("behind", CGRect(x: 100, y: 100, width: 100, height: 100))
    let icon = scene.button("icon", CGRect(x: 210, y: 140, width: 20, height: 20))
    icon.tw.touchAreaOutsets = .all(30)
    return (behind, icon)
  }

  /// A neighbour behind the icon, 20 pt to its right, with 30 pt outsets: at x = 236 it is 14 pt away and the icon
  /// 6 pt, so the icon takes the touch while it is eligible. Hit testing skips an ineligible icon on its own; only
  /// the nearest-target rule decides whether the neighbour then still yields to it.
  @discardableResult
  func neighbourBehind() -> UIButton {
    let neighbour = scene.button("neighbour", CGRect(x: 250, y: 140, width: 20, height: 20))
    scene.window.sendSubviewToBack(neighbour)
    neighbour.tw.touchAreaOutsets = .all(30)
    return neighbour
  }

  @Test func anEligibleIconTakesTheOverlapWithItsNeighbourAndTheButtonsEdge() {
    _ = iconOverButton()
    neighbourBehind()
    #expect(scene.hit(236, 150) == "icon")
    #expect(scene.hit(190, 150) == "icon")  // inside the button's bounds: the icon's area is in front
  }

  @Test func aHiddenViewClaimsNothingAndItsAreaReachesTheButtonBehind() {
    let (_, icon) = iconOverButton()
    neighbourBehind()
    icon.isHidden = true
    #expect(scene.hit(190, 150) == "behind")
    #expect(scene.hit(236, 150) == "neighbour")
    #expect(!icon.point(inside: CGPoint(x: -5, y: 10), with: nil))
  }

  @Test func aViewBelowTheAlphaThresholdClaimsNothing() {
    let (_, icon) = iconOverButton()
    neighbourBehind()
    icon.alpha = 0.009
    #expect(scene.hit(236, 150) == "neighbour")
    #expect(!icon.point(inside: CGPoint(x: -5, y: 10), with: nil))
  }

  @Test func aViewExactlyAtTheAlphaThresholdStillClaims() {
    let (_, icon) = iconOverButton()
    neighbourBehind()
    icon.alpha = 0.01
    #expect(scene.hit(236, 150) == "icon")
    #expect(icon.point(inside: CGPoint(x: -5, y: 10), with: nil))
  }

  @Test func aViewWithInteractionOffClaimsNothing() {
    let (_, icon) = iconOverButton()
    neighbourBehind()
    icon.isUserInteractionEnabled = false
    #expect(scene.hit(236, 150) == "neighbour")
    #expect(!icon.point(inside: CGPoint(x: -5, y: 10), with: nil))
  }

  @Test func aDisabledButtonsEnlargedAreaClaimsNothing() {
    let (_, icon) = iconOverButton()
    neighbourBehind()
    icon.isEnabled = false
    #expect(!icon.point(inside: CGPoint(x: -5, y: 10), with: nil))
    #expect(scene.hit(236, 150) == "neighbour")
  }

  /// UIKit takes a disabled control out of hit testing, and HeadlessUIKit does the same: a tap inside its own
  /// bounds goes to whatever is behind it. Touch areas change nothing about that.
  @Test func aDisabledButtonsOwnBoundsBehaveAsPlainUIKit() {
    let (_, icon) = iconOverButton()
    let cover = scene.button("cover", CGRect(x: 100, y: 100, width: 100, height: 100))
    cover.tw.touchAreaOutsets = .all(12)
    cover.isEnabled = false
    #expect(cover.point(inside: CGPoint(x: 50, y: 50), with: nil))
    #expect(!cover.point(inside: CGPoint(x: -5, y: 50), with: nil))
    #expect(scene.hit(150, 150) == "behind")
    #expect(icon.tw.touchAreaOutsets == .all(30))
  }

  @Test func reEnablingRestoresTheEnlargedArea() {
    let (_, icon) = iconOverButton()
    neighbourBehind()
    icon.isEnabled = false
    icon.isEnabled = true
    #expect(scene.hit(236, 150) == "icon")
    #expect(icon.point(inside: CGPoint(x: -5, y: 10), with: nil))
  }

  @Test func aPlainViewWithoutSettingsAnswersExactlyAsUIKit() {
    let view = scene.add(UIView(), "plain", CGRect(x: 10, y: 10, width: 20, height: 20))
    #expect(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
    #expect(!view.point(inside: CGPoint(x: 20, y: 5), with: nil))
    #expect(!view.point(inside: CGPoint(x: -0.5, y: 5), with: nil))
  }
}
