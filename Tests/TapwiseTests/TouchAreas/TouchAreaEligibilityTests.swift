import Testing

@testable import Tapwise

/// Views that are hidden, transparent, non-interactive or disabled never claim their enlarged area, and their real
/// bounds behave exactly as in plain UIKit (QMUI #1434: hidden and zero-alpha views stole touches).
@MainActor
@Suite struct TouchAreaEligibilityTests {
  let scene = TouchAreaScene()

  /// A 100×100 button behind, and in front of it a 20×20 icon with 30 pt outsets that reach over the button.
  func iconOverButton() -> (UIButton, UIButton) {
    let behind = scene.button("behind", CGRect(x: 100, y: 100, width: 100, height: 100))
    let icon = scene.button("icon", CGRect(x: 210, y: 140, width: 20, height: 20))
    icon.tw.touchAreaOutsets = .all(30)
    return (behind, icon)
  }

  @Test func aHiddenViewClaimsNothingAndItsAreaReachesTheButtonBehind() {
    let (_, icon) = iconOverButton()
    icon.isHidden = true
    #expect(scene.hit(220, 150) == "window")
    #expect(scene.hit(240, 150) == "window")
    #expect(!icon.point(inside: CGPoint(x: -5, y: 10), with: nil))
  }

  @Test func aViewBelowTheAlphaThresholdClaimsNothing() {
    let (_, icon) = iconOverButton()
    icon.alpha = 0.009
    #expect(scene.hit(240, 150) == "window")
    #expect(!icon.point(inside: CGPoint(x: -5, y: 10), with: nil))
  }

  @Test func aViewExactlyAtTheAlphaThresholdStillClaims() {
    let (_, icon) = iconOverButton()
    icon.alpha = 0.01
    #expect(scene.hit(240, 150) == "icon")
  }

  @Test func aViewWithInteractionOffClaimsNothing() {
    let (_, icon) = iconOverButton()
    icon.isUserInteractionEnabled = false
    #expect(scene.hit(240, 150) == "window")
    #expect(!icon.point(inside: CGPoint(x: -5, y: 10), with: nil))
  }

  @Test func aDisabledButtonsEnlargedAreaClaimsNothing() {
    let (_, icon) = iconOverButton()
    icon.isEnabled = false
    #expect(!icon.point(inside: CGPoint(x: -5, y: 10), with: nil))
    #expect(scene.hit(240, 150) == "window")
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
    icon.isEnabled = false
    icon.isEnabled = true
    #expect(scene.hit(240, 150) == "icon")
  }

  @Test func aPlainViewWithoutSettingsAnswersExactlyAsUIKit() {
    let view = scene.add(UIView(), "plain", CGRect(x: 10, y: 10, width: 20, height: 20))
    #expect(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
    #expect(!view.point(inside: CGPoint(x: 20, y: 5), with: nil))
    #expect(!view.point(inside: CGPoint(x: -0.5, y: 5), with: nil))
  }
}
