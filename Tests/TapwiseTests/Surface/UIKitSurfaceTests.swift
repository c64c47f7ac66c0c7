import Testing

// Written only against UIKit's public API: `import Tapwise` re-exports UIKit on Apple platforms and HeadlessUIKit
// elsewhere, so this file compiles unchanged against both and pins that they agree. Nothing here names a
// HeadlessUIKit-only type.
import Tapwise

@MainActor
@Suite struct UIKitSurfaceTests {
  // MARK: - Hit testing

  @Test func hitTestReturnsTheFrontmostDeepestView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let front = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    let leaf = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    root.addSubview(back)
    root.addSubview(front)
    front.addSubview(leaf)
    #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === front)
    #expect(root.hitTest(CGPoint(x: 115, y: 115), with: nil) === leaf)
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
    #expect(root.hitTest(CGPoint(x: 350, y: 50), with: nil) == nil)
  }

  @Test func hitTestSkipsHiddenTransparentAndNonInteractiveViews() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let cover = UIView(frame: root.bounds)
    root.addSubview(cover)
    let point = CGPoint(x: 50, y: 50)
    cover.isHidden = true
    #expect(root.hitTest(point, with: nil) === root)
    cover.isHidden = false
    cover.alpha = 0.009
    #expect(root.hitTest(point, with: nil) === root)
    cover.alpha = 0.01
    #expect(root.hitTest(point, with: nil) === cover)
    cover.isUserInteractionEnabled = false
    #expect(root.hitTest(point, with: nil) === root)
  }

  @Test func subviewOutsideItsSuperviewsBoundsCannotBeHitEvenUnclipped() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    let badge = UIView(frame: CGRect(x: 90, y: -10, width: 20, height: 20))
    card.clipsToBounds = false
    root.addSubview(card)
    card.addSubview(badge)
    #expect(root.hitTest(CGPoint(x: 145, y: 55), with: nil) === badge)
    #expect(root.hitTest(CGPoint(x: 155, y: 45), with: nil) === root)
  }

  @Test func overriddenPointInsideChangesWhatIsHit() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let small = GenerousView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
    root.addSubview(small)
    #expect(root.hitTest(CGPoint(x: 95, y: 95), with: nil) === small)
  }

  @Test func disabledControlIsPassedOverByHitTest() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
    root.addSubview(button)
    #expect(root.hitTest(CGPoint(x: 50, y: 22), with: nil) === button)
    button.isEnabled = false
    #expect(root.hitTest(CGPoint(x: 50, y: 22), with: nil) === root)
  }

  // MARK: - Converting coordinates

  @Test func convertMapsPointsAndRectsBetweenViewsAndTheWindow() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
    let button = UIView(frame: CGRect(x: 10, y: 30, width: 50, height: 40))
    let other = UIView(frame: CGRect(x: 200, y: 400, width: 100, height: 100))
    window.addSubview(card)
    card.addSubview(button)
    window.addSubview(other)
    #expect(button.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 35, y: 135))
    #expect(button.convert(CGPoint(x: 5, y: 5), to: other) == CGPoint(x: -165, y: -265))
    #expect(other.convert(CGPoint(x: 0, y: 0), from: button) == CGPoint(x: -170, y: -270))
    #expect(card.convert(CGPoint(x: 35, y: 135), from: nil) == CGPoint(x: 15, y: 35))
    #expect(button.convert(button.bounds, to: window) == CGRect(x: 30, y: 130, width: 50, height: 40))
    #expect(window.convert(CGRect(x: 30, y: 130, width: 50, height: 40), to: button) == button.bounds)
    #expect(button.window === window)
  }

  @Test func insetByPositiveInsetsShrinksAndNegativeGrows() {
    let rect = CGRect(x: 10, y: 10, width: 20, height: 20)
    #expect(
      rect.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == CGRect(x: 12, y: 11, width: 14, height: 16))
    #expect(
      rect.inset(by: UIEdgeInsets(top: -12, left: -12, bottom: -12, right: -12))
        == CGRect(x: -2, y: -2, width: 44, height: 44))
    #expect(rect.inset(by: .zero) == rect)
  }

  // MARK: - Control events and states

  @Test func controlEventRawValuesMatchUIKit() {
    let expected: [(UIControl.Event, UInt)] = [
      (.touchDown, 1 << 0), (.touchDownRepeat, 1 << 1), (.touchDragInside, 1 << 2), (.touchDragOutside, 1 << 3),
      (.touchDragEnter, 1 << 4), (.touchDragExit, 1 << 5), (.touchUpInside, 1 << 6), (.touchUpOutside, 1 << 7),
      (.touchCancel, 1 << 8), (.valueChanged, 1 << 12), (.primaryActionTriggered, 1 << 13),
      (.menuActionTriggered, 1 << 14), (.editingDidBegin, 1 << 16), (.editingChanged, 1 << 17),
      (.editingDidEnd, 1 << 18), (.editingDidEndOnExit, 1 << 19), (.allTouchEvents, 0x0FFF),
      (.allEditingEvents, 0x000F_0000), (.applicationReserved, 0x0F00_0000), (.systemReserved, 0xF000_0000),
      (.allEvents, 0xFFFF_FFFF),
    ]
    for (event, raw) in expected {
      #expect(event.rawValue == raw)
    }
  }

  @Test func controlStateRawValuesMatchUIKit() {
    #expect(UIControl.State.normal.rawValue == 0)
    #expect(UIControl.State.highlighted.rawValue == 1 << 0)
    #expect(UIControl.State.disabled.rawValue == 1 << 1)
    #expect(UIControl.State.selected.rawValue == 1 << 2)
    #expect(UIControl.State.focused.rawValue == 1 << 3)
    #expect(UIControl.State.application.rawValue == 0x00FF_0000)
    #expect(UIControl.State.reserved.rawValue == 0xFF00_0000)
    let control = UIControl(frame: .zero)
    control.isEnabled = false
    control.isSelected = true
    #expect(control.state == [.disabled, .selected])
  }

  @Test func sendActionsFiresEveryHandlerWhoseEventsIntersect() {
    let control = UIControl(frame: .zero)
    var fired: [String] = []
    control.addAction(
      UIAction(identifier: .init("a")) { _ in fired.append("a") }, for: [.touchUpInside, .valueChanged])
    control.addAction(UIAction(identifier: .init("b")) { _ in fired.append("b") }, for: .touchDown)
    control.addAction(UIAction(identifier: .init("c")) { _ in fired.append("c") }, for: .valueChanged)
    control.sendActions(for: [.valueChanged, .touchCancel])
    #expect(fired == ["a", "c"])
    #expect(control.allControlEvents == [.touchUpInside, .valueChanged, .touchDown])
  }

  // MARK: - UIAction

  @Test func laterActionWithTheSameIdentifierReplacesTheEarlierOne() {
    let control = UIControl(frame: .zero)
    var fired: [String] = []
    control.addAction(UIAction(identifier: .init("pay")) { _ in fired.append("first") }, for: .touchUpInside)
    control.addAction(UIAction(identifier: .init("pay")) { _ in fired.append("second") }, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(fired == ["second"])
    control.removeAction(identifiedBy: .init("pay"), for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(fired == ["second"])
  }

  @Test func actionSenderIsTheControlThatSentIt() {
    let button = UIButton(type: .system)
    var sender: AnyObject?
    button.sendAction(UIAction { action in sender = action.sender as AnyObject? })
    #expect(sender === button)
    #expect(UIAction.Identifier("x") == UIAction.Identifier(rawValue: "x"))
    #expect(UIAction.Identifier("x").rawValue == "x")
  }

  // MARK: - Controls

  @Test func sliderClampsItsValueToItsRange() {
    let slider = UISlider(frame: .zero)
    #expect(slider.minimumValue == 0 && slider.maximumValue == 1)
    slider.value = 2
    #expect(slider.value == 1)
    slider.setValue(-1, animated: false)
    #expect(slider.value == 0)
    slider.maximumValue = 10
    slider.minimumValue = 5
    #expect(slider.value == 5)
  }

  @Test func buttonTitlesFallBackToTheNormalState() {
    let button = UIButton(type: .custom)
    #expect(button.buttonType == .custom)
    #expect(UIButton.ButtonType.system.rawValue == 1 && UIButton.ButtonType.close.rawValue == 7)
    button.setTitle("Pay", for: .normal)
    button.setTitle("Paying…", for: .highlighted)
    #expect(button.title(for: .normal) == "Pay")
    #expect(button.title(for: .highlighted) == "Paying…")
    #expect(button.title(for: .disabled) == "Pay")
    #expect(button.currentTitle == "Pay")
    button.isHighlighted = true
    #expect(button.currentTitle == "Paying…")
  }

  @Test func switchSetsItsValueFromCode() {
    let toggle = UISwitch(frame: .zero)
    #expect(!toggle.isOn)
    toggle.setOn(true, animated: false)
    #expect(toggle.isOn)
  }
}

/// A view that claims touches 10 points beyond its bounds, as apps do by overriding `point(inside:with:)`.
private final class GenerousView: UIView {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -10, dy: -10).contains(point)
  }
}
