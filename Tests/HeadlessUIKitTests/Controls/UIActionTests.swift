import Foundation
import HeadlessUIKit
import Testing

/// `UIAction` itself, and how controls register actions: unique by identifier, copied, run with a sender.
@MainActor
@Suite struct UIActionTests {
  @Test func theInitializerDefaultsMatchUIKit() {
    let action = UIAction { _ in }
    #expect(action.title == "")
    #expect(action.image == nil)
    #expect(action.discoverabilityTitle == nil)
    #expect(action.attributes == [])
    #expect(action.state == .off)
    #expect(action.sender == nil)
  }

  @Test func anActionWithoutAnIdentifierGetsAUniqueGeneratedOne() {
    let first = UIAction { _ in }
    let second = UIAction { _ in }
    #expect(first.identifier != second.identifier)
    #expect(first.identifier.rawValue.hasPrefix("com.apple.action.dynamic."))
    #expect(UUID(uuidString: String(first.identifier.rawValue.dropFirst("com.apple.action.dynamic.".count))) != nil)
  }

  @Test func anIdentifierIsItsRawValue() {
    let identifier = UIAction.Identifier("com.example.pay")
    #expect(identifier == UIAction.Identifier(rawValue: "com.example.pay"))
    #expect(identifier.rawValue == "com.example.pay")
    #expect(UIAction(identifier: identifier) { _ in }.identifier == identifier)
  }

  @Test func theInitializerKeepsEveryPropertyItIsGiven() {
    let image = UIImage(systemName: "trash")
    let action = UIAction(
      title: "Delete", image: image, identifier: UIAction.Identifier("delete"), discoverabilityTitle: "Delete item",
      attributes: .destructive, state: .mixed
    ) { _ in }
    #expect(action.title == "Delete" && action.image === image)
    #expect(action.discoverabilityTitle == "Delete item")
    #expect(action.attributes == .destructive && action.state == .mixed)
    action.title = "Remove"
    #expect(action.title == "Remove")
  }

  @Test func actionsAreEqualWhenTheirIdentifiersAre() {
    let identifier = UIAction.Identifier("same")
    let first = UIAction(title: "A", identifier: identifier) { _ in }
    let second = UIAction(title: "B", identifier: identifier) { _ in }
    #expect(first == second)
    #expect(first.hash == second.hash)
    #expect(first != UIAction { _ in })
  }

  @Test func aLaterActionWithTheSameIdentifierReplacesTheEarlierOne() {
    let control = UIControl()
    var runs: [String] = []
    let identifier = UIAction.Identifier("pay")
    control.addAction(UIAction(identifier: identifier) { _ in runs.append("old") }, for: .touchDown)
    control.addAction(UIAction { _ in runs.append("other") }, for: [.touchDown, .touchUpInside])
    control.addAction(UIAction(identifier: identifier) { _ in runs.append("new") }, for: .touchUpInside)
    control.sendActions(for: .touchDown)
    control.sendActions(for: .touchUpInside)
    #expect(runs == ["other", "new", "other", "new"])
    var count = 0
    control.enumerateEventHandlers { action, _, events, _ in
      if action?.identifier == identifier { #expect(events == [.touchDown, .touchUpInside]) }
      count += 1
    }
    #expect(count == 2)
  }

  @Test func theSameActionAddedForAnotherEventKeepsOneRegistration() {
    let control = UIControl()
    var runs = 0
    let action = UIAction { _ in runs += 1 }
    control.addAction(action, for: .touchDown)
    control.addAction(action, for: .valueChanged)
    control.sendActions(for: [.touchDown, .valueChanged])
    #expect(runs == 1)
    #expect(control.allControlEvents == [.touchDown, .valueChanged])
  }

  @Test func aControlRegistersACopyOfTheAction() {
    let control = UIControl()
    let action = UIAction(title: "Pay") { _ in }
    control.addAction(action, for: .touchUpInside)
    action.title = "Changed later"
    control.enumerateEventHandlers { registered, _, _, _ in
      #expect(registered !== action)
      #expect(registered == action)
      #expect(registered?.title == "Pay")
    }
  }

  @Test func theSenderIsTheControlOnlyWhileTheHandlerRuns() {
    let control = UIControl()
    // Weak: the control holds the action, which holds this closure.
    weak var senderDuringRun: AnyObject?
    weak var registered: UIAction?
    control.addAction(
      UIAction { action in
        senderDuringRun = action.sender as AnyObject?
        registered = action
      }, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(senderDuringRun === control)
    #expect(registered != nil && registered?.sender == nil)
  }

  @Test func removeActionClearsEventsFromTheActionWithThatIdentifier() {
    let control = UIControl()
    var runs = 0
    let identifier = UIAction.Identifier("pay")
    control.addAction(UIAction(identifier: identifier) { _ in runs += 1 }, for: [.touchDown, .touchUpInside])
    control.removeAction(UIAction(identifier: identifier) { _ in }, for: .touchDown)
    control.sendActions(for: .touchDown)
    #expect(runs == 0)
    control.sendActions(for: .touchUpInside)
    #expect(runs == 1)
    control.removeAction(identifiedBy: identifier, for: .touchUpInside)
    #expect(control.allControlEvents.isEmpty)
  }

  @Test func removingAnActionLeavesTargetActionsAlone() {
    let control = UIControl()
    let target = ActionRecorder(implementing: Selector("pay:"))
    let action = UIAction { _ in }
    control.addTarget(target, action: Selector("pay:"), for: .touchUpInside)
    control.addAction(action, for: .touchUpInside)
    control.removeAction(action, for: .allEvents)
    #expect(control.allTargets == [AnyHashable(target)])
    #expect(control.allControlEvents == .touchUpInside)
  }

  @Test func initWithFramePrimaryActionRegistersItForPrimaryActionTriggered() {
    var runs = 0
    let control = UIControl(
      frame: CGRect(x: 0, y: 0, width: 10, height: 10), primaryAction: UIAction { _ in runs += 1 })
    #expect(control.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(control.allControlEvents == .primaryActionTriggered)
    control.sendActions(for: .primaryActionTriggered)
    #expect(runs == 1)
    #expect(UIControl(frame: .zero, primaryAction: nil).allControlEvents.isEmpty)
  }

  @Test func anImageRemembersHowItWasMade() {
    #expect(UIImage(systemName: "trash")?.isSymbolImage == true)
    #expect(UIImage(named: "Logo")?.isSymbolImage == false)
    #expect(UIImage(systemName: "trash") == UIImage(systemName: "trash"))
    #expect(UIImage(systemName: "trash") != UIImage(named: "trash"))
    #expect(UIImage(systemName: "") == nil && UIImage(named: "") == nil)
  }
}
