import Foundation
import HeadlessUIKit
import Testing

/// How `sendActions(for:)` picks and orders handlers, and what each handler receives.
@MainActor
@Suite struct ActionDispatchTests {
  let pay = Selector("pay:")
  let log = Selector("log:")

  @Test func sendActionsFiresEveryHandlerWhoseEventsIntersectTheSentOnes() {
    let control = UIControl()
    let target = ActionRecorder(implementing: pay, log, Selector("other:"))
    control.addTarget(target, action: pay, for: .touchDown)
    control.addTarget(target, action: log, for: [.touchDown, .touchUpInside])
    control.addTarget(target, action: Selector("other:"), for: .valueChanged)
    control.sendActions(for: [.touchUpInside, .touchCancel])
    #expect(target.names == ["log:"])
  }

  @Test func aHandlerRegisteredForSeveralOfTheSentEventsFiresOnce() {
    let control = UIControl()
    let target = ActionRecorder(implementing: pay)
    var runs = 0
    control.addTarget(target, action: pay, for: [.touchDown, .touchUpInside])
    control.addAction(UIAction { _ in runs += 1 }, for: [.touchDown, .touchUpInside])
    control.sendActions(for: [.touchDown, .touchUpInside])
    #expect(target.names == ["pay:"] && runs == 1)
  }

  @Test func targetActionsAndUIActionsFireInterleavedInRegistrationOrder() {
    let control = UIControl()
    var order: [String] = []
    let target = ActionRecorder(implementing: pay, log)
    control.addAction(UIAction { _ in order.append("first action") }, for: .touchUpInside)
    control.addTarget(target, action: pay, for: .touchUpInside)
    control.addAction(UIAction { _ in order.append("second action after \(target.names)") }, for: .touchUpInside)
    control.addTarget(target, action: log, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(order == ["first action", "second action after [\"pay:\"]"])
    #expect(target.names == ["pay:", "log:"])
  }

  @Test func sendActionsPassesTheControlAsSenderAndNoEvent() {
    let control = UIControl()
    let target = ActionRecorder(implementing: pay)
    control.addTarget(target, action: pay, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(target.received.first?.sender as AnyObject? === control)
    #expect(target.received.first?.event == nil)
  }

  @Test func sendActionForwardsToTheApplicationWithTheControlAsSender() {
    let control = UIControl()
    let target = ActionRecorder(implementing: pay)
    control.sendAction(pay, to: target, for: nil)
    #expect(target.names == ["pay:"])
    #expect(target.received.first?.sender as AnyObject? === control)
  }

  @Test func sendActionWithAUIActionRunsItsHandlerWithTheControlAsSender() {
    let control = UIControl()
    var sender: AnyObject?
    control.sendAction(UIAction { action in sender = action.sender as AnyObject? })
    #expect(sender === control)
  }

  @Test func handlersAddedDuringADispatchWaitForTheNextOne() {
    let control = UIControl()
    var runs: [String] = []
    control.addAction(
      UIAction { [unowned control] _ in
        runs.append("adder")
        control.addAction(
          UIAction(identifier: UIAction.Identifier("late")) { _ in runs.append("late") }, for: .touchUpInside)
      }, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(runs == ["adder"])
    control.sendActions(for: .touchUpInside)
    #expect(runs == ["adder", "adder", "late"])
  }

  @Test func handlersRemovedDuringADispatchAreSkipped() {
    let control = UIControl()
    let target = ActionRecorder(implementing: pay)
    control.addAction(
      UIAction { [unowned control] _ in control.removeTarget(nil, action: pay, for: .touchUpInside) },
      for: .touchUpInside)
    control.addTarget(target, action: pay, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(target.names.isEmpty)
  }

  @Test func aButtonFollowsTouchUpInsideWithPrimaryActionTriggered() {
    let button = UIButton(type: .system)
    let events = EventLog(watching: button)
    button.sendActions(for: .touchUpInside)
    #expect(events.names == ["touchUpInside", "primaryActionTriggered"])
  }

  @Test func aHandlerForBothTouchUpInsideAndPrimaryActionFiresForEachOnAButton() {
    let button = UIButton(type: .system)
    var runs = 0
    button.addAction(UIAction { _ in runs += 1 }, for: [.touchUpInside, .primaryActionTriggered])
    button.sendActions(for: .touchUpInside)
    #expect(runs == 2)
  }

  @Test func otherControlsSendNoPrimaryActionOfTheirOwn() {
    for control in [UIControl(), UISwitch(), UISlider()] {
      let events = EventLog(watching: control)
      control.sendActions(for: [.touchUpInside, .valueChanged])
      #expect(events.names == ["touchUpInside", "valueChanged"])
    }
  }
}
