import Foundation
import HeadlessUIKit
import Testing

/// `UIButton`: its type, its per-state titles and images, and its primary action.
@MainActor
@Suite struct ButtonTests {
  @Test func aButtonKeepsTheTypeItWasMadeWith() {
    #expect(UIButton(type: .contactAdd).buttonType == .contactAdd)
    #expect(UIButton(type: .roundedRect).buttonType == .system)
    #expect(UIButton(frame: .zero).buttonType == .custom)
    #expect(UIButton().buttonType == .custom)
  }

  @Test func aTitleForAStateWithoutOneFallsBackToTheNormalTitle() {
    let button = UIButton(type: .system)
    #expect(button.title(for: .normal) == nil)
    button.setTitle("Pay", for: .normal)
    button.setTitle("Paying…", for: .highlighted)
    #expect(button.title(for: .highlighted) == "Paying…")
    #expect(button.title(for: .disabled) == "Pay")
    #expect(button.title(for: .selected) == "Pay")
  }

  @Test func aCombinedStateFallsBackToItsMostProminentSingleState() {
    let button = UIButton(type: .system)
    button.setTitle("Pay", for: .normal)
    button.setTitle("Selected", for: .selected)
    button.setTitle("Pressed", for: .highlighted)
    #expect(button.title(for: [.highlighted, .selected]) == "Pressed")
    #expect(button.title(for: [.selected, .disabled]) == "Selected")
    button.setTitle("Both", for: [.highlighted, .selected])
    #expect(button.title(for: [.highlighted, .selected]) == "Both")
  }

  @Test func settingANilTitleRemovesTheStatesOwnTitle() {
    let button = UIButton(type: .system)
    button.setTitle("Pay", for: .normal)
    button.setTitle("Off", for: .disabled)
    button.setTitle(nil, for: .disabled)
    #expect(button.title(for: .disabled) == "Pay")
  }

  @Test func theCurrentTitleAndImageFollowTheButtonsState() {
    let button = UIButton(type: .system)
    let normal = UIImage(systemName: "creditcard")
    let off = UIImage(systemName: "creditcard.trianglebadge.exclamationmark")
    button.setTitle("Pay", for: .normal)
    button.setTitle("Unavailable", for: .disabled)
    button.setImage(normal, for: .normal)
    button.setImage(off, for: .disabled)
    #expect(button.currentTitle == "Pay" && button.currentImage === normal)
    button.isEnabled = false
    #expect(button.currentTitle == "Unavailable" && button.currentImage === off)
    #expect(button.image(for: .highlighted) === normal)
  }

  @Test func initWithFramePrimaryActionTakesTheActionsTitleAndImage() {
    let image = UIImage(systemName: "cart")
    let button = UIButton(
      frame: CGRect(x: 0, y: 0, width: 80, height: 40), primaryAction: UIAction(title: "Buy", image: image) { _ in })
    #expect(button.title(for: .normal) == "Buy" && button.currentImage === image)
    #expect(button.allControlEvents == .primaryActionTriggered)
    #expect(button.buttonType == .custom)
  }

  @Test func initTypePrimaryActionDefaultsToTheSystemType() {
    let button = UIButton(primaryAction: UIAction(title: "Buy") { _ in })
    #expect(button.buttonType == .system)
    #expect(button.currentTitle == "Buy")
    #expect(UIButton(type: .close, primaryAction: nil).allControlEvents.isEmpty)
  }

  @Test func aTapRunsTheButtonsPrimaryActionAfterItsTouchUpInsideHandlers() {
    let window = makeVisibleWindow()
    var order: [String] = []
    let button = UIButton(type: .system, primaryAction: UIAction { _ in order.append("primary") })
    button.frame = CGRect(x: 100, y: 100, width: 100, height: 40)
    button.addAction(UIAction { _ in order.append("touchUpInside") }, for: .touchUpInside)
    window.addSubview(button)
    TouchDriver(window: window).tap(button)
    #expect(order == ["touchUpInside", "primary"])
  }

  @Test func sendActionsForTouchUpInsideAlsoRunsTheButtonsPrimaryAction() {
    var runs = 0
    let button = UIButton(primaryAction: UIAction { _ in runs += 1 })
    button.sendActions(for: .touchUpInside)
    #expect(runs == 1)
  }
}
