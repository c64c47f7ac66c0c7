import Testing

@testable import Tapwise
import TapwiseTestSupport

/// The touch-target audit on live view trees: one case per finding kind, clean trees, paths, and order.
@MainActor
@Suite struct TouchTargetAuditTests {
  let scene = TouchAreaScene()

  func toolbar() -> UIView {
    scene.add(UIView(), "toolbar", CGRect(x: 0, y: 44, width: 400, height: 60))
  }

  @Test func aBareTwentyPointIconIsTooSmall() {
    scene.button("info", CGRect(x: 12, y: 12, width: 20, height: 20), in: toolbar())
    #expect(
      TouchTargetAudit.run(on: scene.window) == [
        .tooSmall(view: "toolbar/info", hits: 9, samples: 81, minimumSize: CGSize(width: 44, height: 44))
      ])
  }

  /// A button that answers touches 12 pt beyond its bounds by overriding `point(inside:with:)`, as apps did
  /// before touch areas.
  final class HandEnlargedButton: UIButton {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      bounds.insetBy(dx: -12, dy: -12).contains(point)
    }
  }

  @Test func aClassThatOverridesPointInsideIsMeasuredByItsOwnAnswer() {
    // The audit asks UIView's bounds directly only for classes that don't override point(inside:with:).
    let bar = toolbar()
    scene.add(HandEnlargedButton(type: .custom), "enlarged", CGRect(x: 12, y: 12, width: 20, height: 20), to: bar)
    scene.button("plain", CGRect(x: 300, y: 12, width: 20, height: 20), in: bar)
    #expect(
      TouchTargetAudit.run(on: scene.window) == [
        .tooSmall(view: "toolbar/plain", hits: 9, samples: 81, minimumSize: CGSize(width: 44, height: 44))
      ])
  }

  @Test func outsetsOrAMinimumSizeMakeAnIconBigEnough() {
    let bar = toolbar()
    scene.button("close", CGRect(x: 12, y: 12, width: 20, height: 20), in: bar).tw.touchAreaOutsets = .all(12)
    scene.button("help", CGRect(x: 300, y: 12, width: 20, height: 20), in: bar).tw.minimumTouchSize =
      CGSize(width: 44, height: 44)
    #expect(TouchTargetAudit.run(on: scene.window).isEmpty)
  }

  @Test func aSmallerMinimumSizeCanBeAsked() {
    scene.button("info", CGRect(x: 12, y: 12, width: 30, height: 30), in: toolbar())
    let options = TouchTargetAudit.Options(minimumSize: CGSize(width: 30, height: 30))
    #expect(TouchTargetAudit.run(on: scene.window, options: options).isEmpty)
  }

  @Test func overlappingTouchAreasAreReportedOnceWithTheirOverlap() {
    let bar = toolbar()
    scene.button("back", CGRect(x: 10, y: 8, width: 44, height: 44), in: bar).tw.touchAreaOutsets = .all(8)
    scene.button("share", CGRect(x: 64, y: 8, width: 44, height: 44), in: bar).tw.touchAreaOutsets = .all(8)
    #expect(
      TouchTargetAudit.run(on: scene.window) == [.overlapping(view: "toolbar/back", other: "toolbar/share", area: 360)])
  }

  @Test func touchingButNotOverlappingAreasAreFine() {
    let bar = toolbar()
    scene.button("back", CGRect(x: 10, y: 8, width: 44, height: 44), in: bar)
    scene.button("share", CGRect(x: 54, y: 8, width: 44, height: 44), in: bar)
    #expect(TouchTargetAudit.run(on: scene.window).isEmpty)
  }

  @Test func aBadgeOutsideACardThatHasNotOptedInIsUnreachable() {
    let card = scene.add(UIView(), "card", CGRect(x: 20, y: 100, width: 300, height: 160))
    let badge = scene.button("badge", CGRect(x: 285, y: -10, width: 30, height: 30), in: card)
    badge.tw.minimumTouchSize = CGSize(width: 44, height: 44)
    // The 44×44 area spans x 278…322 and y -17…27 in the card; 22 × 27 of it lies inside.
    #expect(TouchTargetAudit.run(on: scene.window) == [.unreachable(view: "card/badge", ancestor: "card", area: 1342)])
    card.tw.receivesTouchesOutsideBounds = true
    #expect(TouchTargetAudit.run(on: scene.window).isEmpty)
  }

  @Test func theInnermostCuttingAncestorIsNamed() {
    let outer = scene.add(UIView(), "outer", CGRect(x: 100, y: 100, width: 200, height: 200))
    let inner = scene.add(UIView(), "inner", CGRect(x: 0, y: 0, width: 100, height: 100), to: outer)
    scene.button("pin", CGRect(x: 80, y: 10, width: 44, height: 44), in: inner)
    // The pin spans x 80…124 in inner, which ends at 100: 24 × 44 lies outside it, but inside outer.
    let expected = TouchTargetFinding.unreachable(view: "outer/inner/pin", ancestor: "outer/inner", area: 1056)
    #expect(TouchTargetAudit.run(on: scene.window) == [expected])
    inner.tw.receivesTouchesOutsideBounds = true
    #expect(TouchTargetAudit.run(on: scene.window).isEmpty)
  }

  @Test func aPartOffTheScreenIsUnreachableTooNamingTheWindow() {
    scene.button("edge", CGRect(x: 380, y: 100, width: 44, height: 44))
    #expect(TouchTargetAudit.run(on: scene.window) == [.unreachable(view: "edge", ancestor: "window", area: 1056)])
  }

  @Test func aButtonUnderAnInteractiveOverlayIsCovered() {
    let form = scene.add(UIView(), "form", CGRect(x: 0, y: 100, width: 400, height: 400))
    scene.button("submit", CGRect(x: 20, y: 300, width: 350, height: 50), in: form)
    let overlay = scene.add(UIView(), "overlay", CGRect(x: 0, y: 280, width: 400, height: 120), to: form)
    #expect(TouchTargetAudit.run(on: scene.window) == [.covered(view: "form/submit", by: "form/overlay")])
    overlay.isUserInteractionEnabled = false
    #expect(TouchTargetAudit.run(on: scene.window).isEmpty)
  }

  @Test func aLaterSiblingOfAnAncestorCoversToo() {
    let form = scene.add(UIView(), "form", CGRect(x: 0, y: 100, width: 400, height: 400))
    scene.button("submit", CGRect(x: 20, y: 300, width: 350, height: 50), in: form)
    scene.add(UIView(), "sheet", CGRect(x: 0, y: 0, width: 400, height: 800))
    #expect(TouchTargetAudit.run(on: scene.window) == [.covered(view: "form/submit", by: "sheet")])
  }

  @Test func anEnlargedAreaInFrontCoversTheButtonBehindIt() {
    let form = scene.add(UIView(), "form", CGRect(x: 0, y: 100, width: 400, height: 400))
    scene.button("submit", CGRect(x: 100, y: 100, width: 44, height: 44), in: form)
    scene.button("hint", CGRect(x: 117, y: 117, width: 10, height: 10), in: form).tw.touchAreaOutsets = .all(20)
    // Inside the submit button's bounds the frontmost rule holds, so the hint's enlarged area in front takes them.
    let expected: [TouchTargetFinding] = [
      .overlapping(view: "form/submit", other: "form/hint", area: 1936), .covered(view: "form/submit", by: "form/hint"),
    ]
    #expect(TouchTargetAudit.run(on: scene.window) == expected)
    TouchAreas.resolvesOverlapsByDistance = false
    defer { TouchAreas.resolvesOverlapsByDistance = true }
    #expect(TouchTargetAudit.run(on: scene.window) == expected)
  }

  @Test func aViewThatCoversOnlyPartOfTheButtonIsNotReported() {
    let form = scene.add(UIView(), "form", CGRect(x: 0, y: 100, width: 400, height: 400))
    scene.button("submit", CGRect(x: 20, y: 300, width: 350, height: 50), in: form)
    scene.add(UIView(), "hint", CGRect(x: 0, y: 280, width: 200, height: 120), to: form)
    #expect(TouchTargetAudit.run(on: scene.window).isEmpty)
  }

  @Test func hiddenTransparentNonInteractiveAndDisabledTargetsAreSkipped() {
    let bar = toolbar()
    for (index, id) in ["hidden", "clear", "inert", "disabled"].enumerated() {
      scene.button(id, CGRect(x: 12 + 60 * CGFloat(index), y: 12, width: 20, height: 20), in: bar)
    }
    bar.subviews[0].isHidden = true
    bar.subviews[1].alpha = 0
    bar.subviews[2].isUserInteractionEnabled = false
    (bar.subviews[3] as? UIButton)?.isEnabled = false
    #expect(TouchTargetAudit.run(on: scene.window).isEmpty)
  }

  @Test func viewsWithTouchAreasAreTargetsEvenWhenTheyAreNotControls() {
    let avatar = scene.add(UIView(), "avatar", CGRect(x: 100, y: 100, width: 30, height: 30))
    avatar.tw.touchAreaOutsets = .all(2)
    #expect(TouchTargetAudit.run(on: scene.window).map(\.kind) == [.tooSmall])
  }

  @Test func aViewWithAnEnabledTapRecognizerIsATarget() {
    let avatar = scene.add(UIView(), "avatar", CGRect(x: 100, y: 100, width: 30, height: 30))
    #expect(TouchTargetAudit.run(on: scene.window).isEmpty)
    avatar.addGestureRecognizer(UIPanGestureRecognizer(target: nil, action: nil))
    #expect(TouchTargetAudit.run(on: scene.window).isEmpty)  // a pan is found by dragging, not by aiming
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    avatar.addGestureRecognizer(tap)
    #expect(
      TouchTargetAudit.run(on: scene.window) == [
        .tooSmall(view: "avatar", hits: 25, samples: 81, minimumSize: CGSize(width: 44, height: 44))
      ])
    tap.isEnabled = false
    #expect(TouchTargetAudit.run(on: scene.window).isEmpty)
  }

  @Test func viewsWithoutIdentifiersAreNamedByTypeAndIndex() {
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 60))
    scene.window.addSubview(UIView())
    scene.window.addSubview(bar)
    let button = UIButton(frame: CGRect(x: 100, y: 10, width: 20, height: 20))
    bar.addSubview(UIView())
    bar.addSubview(button)
    #expect(TouchTargetAudit.path(of: button, from: scene.window) == "UIView[1]/UIButton[1]")
    #expect(TouchTargetAudit.path(of: scene.window, from: scene.window) == "window")
    button.accessibilityIdentifier = ""
    #expect(TouchTargetAudit.path(of: button, from: scene.window) == "UIView[1]/UIButton[1]")
    #expect(TouchTargetAudit.run(on: scene.window).map(\.view) == ["UIView[1]/UIButton[1]"])
  }

  @Test func findingsComeGroupedByKindThenInTreeOrder() {
    let bar = toolbar()
    scene.button("b", CGRect(x: 200, y: 12, width: 20, height: 20), in: bar)
    scene.button("a", CGRect(x: 12, y: 12, width: 20, height: 20), in: bar)
    scene.button("c", CGRect(x: 380, y: 8, width: 44, height: 44), in: bar)
    let findings = TouchTargetAudit.run(on: scene.window)
    #expect(findings.map(\.kind) == [.tooSmall, .tooSmall, .unreachable])
    #expect(findings.map(\.view) == ["toolbar/b", "toolbar/a", "toolbar/c"])
  }

  @Test func aDisabledControlInFrontDoesNotCover() {
    let form = scene.add(UIView(), "form", CGRect(x: 0, y: 100, width: 400, height: 400))
    scene.button("submit", CGRect(x: 20, y: 300, width: 350, height: 50), in: form)
    let overlay = scene.button("overlay", CGRect(x: 0, y: 280, width: 400, height: 120), in: form)
    #expect(TouchTargetAudit.run(on: scene.window).map(\.kind) == [.overlapping, .covered])
    overlay.isEnabled = false  // UIKit's hit test skips it: the submit button gets the touches again
    #expect(TouchTargetAudit.run(on: scene.window).isEmpty)
  }

  @Test func aControlInsideAnotherControlDoesNotOverlapIt() {
    let panel = scene.add(UIControl(), "panel", CGRect(x: 20, y: 100, width: 200, height: 200))
    scene.button("ok", CGRect(x: 20, y: 20, width: 44, height: 44), in: panel)
    #expect(TouchTargetAudit.targets(in: scene.window).count == 2)
    #expect(TouchTargetAudit.run(on: scene.window).isEmpty)
  }

  /// The cut is measured against the ancestor's bounds as they appear in the root: through its position and
  /// its scroll offset (the bounds' origin).
  @Test func aScrolledAncestorCutsOffWhatLiesBelowItsVisibleBounds() {
    let outer = scene.add(UIView(), "outer", CGRect(x: 0, y: 100, width: 400, height: 500))
    let list = scene.add(UIView(), "list", CGRect(x: 0, y: 100, width: 400, height: 200), to: outer)
    list.bounds.origin = CGPoint(x: 0, y: 50)  // shows content y 50…250
    scene.button("row", CGRect(x: 20, y: 220, width: 44, height: 44), in: list)  // 14 pt below the visible part
    #expect(
      TouchTargetAudit.run(on: scene.window) == [
        .unreachable(view: "outer/list/row", ancestor: "outer/list", area: 616)
      ])
  }

  @Test func slidersAndSwitchesAreTargets() {
    let bar = toolbar()
    scene.add(UISlider(), "volume", CGRect(x: 12, y: 12, width: 20, height: 20), to: bar)
    scene.add(UISwitch(), "mute", CGRect(x: 100, y: 12, width: 20, height: 20), to: bar)
    #expect(TouchTargetAudit.targets(in: scene.window).map { $0.accessibilityIdentifier } == ["volume", "mute"])
    #expect(TouchTargetAudit.run(on: scene.window).map(\.view) == ["toolbar/volume", "toolbar/mute"])
  }

  /// Two 20×20 buttons 12 pt apart, each enlarged to 44×44: their areas overlap, and in the overlap the nearer
  /// one takes the touch, but each one's own area fills the square, so neither is too small.
  @Test func enlargedNeighboursThatOverlapAreNotTooSmall() {
    let bar = toolbar()
    scene.button("back", CGRect(x: 20, y: 12, width: 20, height: 20), in: bar).tw.touchAreaOutsets = .all(12)
    scene.button("share", CGRect(x: 52, y: 12, width: 20, height: 20), in: bar).tw.touchAreaOutsets = .all(12)
    #expect(
      TouchTargetAudit.run(on: scene.window) == [.overlapping(view: "toolbar/back", other: "toolbar/share", area: 528)])
  }

  @Test func absurdOptionsAreClamped() {
    scene.button("info", CGRect(x: 12, y: 12, width: 20, height: 20), in: toolbar())
    let dense = TouchTargetAudit.Options(samplesPerSide: 200)
    #expect(TouchTargetAudit.run(on: scene.window, options: dense).map(\.kind) == [.tooSmall])
    #expect(
      TouchTargetAudit.run(on: scene.window, options: dense) == [
        .tooSmall(view: "toolbar/info", hits: 2116, samples: 10_000, minimumSize: CGSize(width: 44, height: 44))
      ])
    let nonsense = TouchTargetAudit.Options(minimumSize: CGSize(width: CGFloat.nan, height: -44), samplesPerSide: -3)
    #expect(TouchTargetAudit.run(on: scene.window, options: nonsense).isEmpty)  // a 0×0 square: the centre only
  }
}
