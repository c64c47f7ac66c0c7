import Foundation
import HeadlessUIKit
import Testing

/// How a control registers, removes and lists target-action pairs: UIKit's rules, weak targets included.
@MainActor
@Suite struct TargetActionRegistrationTests {
  let pay = Selector("pay:")
  let log = Selector("log:")

  /// Whether a set of targets is exactly the given objects plus, if `null`, the `NSNull` of a nil target.
  ///
  /// `NSNull` is compared by type: on Linux, each `NSNull()` hashes differently, so a fresh one is no key.
  func targets(_ targets: Set<AnyHashable>, are objects: [AnyHashable], null: Bool) -> Bool {
    targets.filter { !($0.base is NSNull) } == Set(objects) && targets.contains { $0.base is NSNull } == null
  }

  /// The handlers as (selector name, events), in registration order.
  func rows(of control: UIControl) -> [(String, UIControl.Event)] {
    var rows: [(String, UIControl.Event)] = []
    control.enumerateEventHandlers { action, targetAction, events, _ in
      rows.append((targetAction?.1.name ?? action?.identifier.rawValue ?? "?", events))
    }
    return rows
  }

  @Test func addingTheSameTargetAndActionAgainKeepsOneRegistrationWithTheUnionOfEvents() {
    let control = UIControl()
    let target = ActionRecorder(implementing: pay)
    control.addTarget(target, action: pay, for: .touchDown)
    control.addTarget(target, action: pay, for: .touchDown)
    control.addTarget(target, action: pay, for: .touchUpInside)
    #expect(rows(of: control).map(\.1) == [[.touchDown, .touchUpInside]])
    control.sendActions(for: [.touchDown, .touchUpInside])
    #expect(target.names == ["pay:"])
  }

  @Test func reRegisteringMovesTheRegistrationToTheEnd() {
    let control = UIControl()
    let target = ActionRecorder(implementing: pay, log)
    control.addTarget(target, action: pay, for: .touchUpInside)
    control.addTarget(target, action: log, for: .touchUpInside)
    control.addTarget(target, action: pay, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(target.names == ["log:", "pay:"])
  }

  @Test func differentTargetsOfTheSameActionAreSeparateRegistrations() {
    let control = UIControl()
    let first = ActionRecorder(implementing: pay)
    let second = ActionRecorder(implementing: pay)
    control.addTarget(first, action: pay, for: .touchUpInside)
    control.addTarget(second, action: pay, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(first.names == ["pay:"] && second.names == ["pay:"])
  }

  @Test func addingATargetForNoEventsRegistersNothing() {
    let control = UIControl()
    control.addTarget(ActionRecorder(implementing: pay), action: pay, for: [])
    #expect(rows(of: control).isEmpty)
  }

  @Test func removeTargetClearsOnlyTheGivenEvents() {
    let control = UIControl()
    let target = ActionRecorder(implementing: pay)
    control.addTarget(target, action: pay, for: [.touchDown, .touchUpInside])
    control.removeTarget(target, action: pay, for: .touchDown)
    #expect(control.allControlEvents == .touchUpInside)
    control.sendActions(for: .touchDown)
    #expect(target.names.isEmpty)
    control.sendActions(for: .touchUpInside)
    #expect(target.names == ["pay:"])
  }

  @Test func removeTargetWithANilActionRemovesAllOfThatTargetsActionsForTheEvents() {
    let control = UIControl()
    let target = ActionRecorder(implementing: pay, log)
    let other = ActionRecorder(implementing: pay)
    control.addTarget(target, action: pay, for: .touchUpInside)
    control.addTarget(target, action: log, for: .touchUpInside)
    control.addTarget(other, action: pay, for: .touchUpInside)
    control.removeTarget(target, action: nil, for: .touchUpInside)
    #expect(rows(of: control).count == 1)
    control.sendActions(for: .touchUpInside)
    #expect(target.names.isEmpty && other.names == ["pay:"])
  }

  @Test func removeTargetWithANilTargetRemovesTheActionFromEveryTarget() {
    let control = UIControl()
    let first = ActionRecorder(implementing: pay, log)
    let second = ActionRecorder(implementing: pay)
    control.addTarget(first, action: pay, for: .touchUpInside)
    control.addTarget(second, action: pay, for: .touchUpInside)
    control.addTarget(first, action: log, for: .valueChanged)
    control.removeTarget(nil, action: pay, for: .touchUpInside)
    control.sendActions(for: [.touchUpInside, .valueChanged])
    #expect(first.names == ["log:"] && second.names.isEmpty)
  }

  @Test func removeTargetNilNilForAllEventsClearsEverythingUIActionsIncluded() {
    let control = UIControl()
    control.addTarget(ActionRecorder(implementing: pay), action: pay, for: .touchUpInside)
    control.addAction(UIAction { _ in }, for: .touchUpInside)
    control.removeTarget(nil, action: nil, for: .allEvents)
    #expect(rows(of: control).isEmpty)
  }

  /// UIKit clears the events from every registration of the target before checking the selector, so the target's
  /// other actions lose those events too (their registrations stay, with no events left).
  @Test func removeTargetWithAnActionAlsoClearsThoseEventsFromTheTargetsOtherActions() {
    let control = UIControl()
    let target = ActionRecorder(implementing: pay, log)
    control.addTarget(target, action: pay, for: .touchUpInside)
    control.addTarget(target, action: log, for: [.touchUpInside, .valueChanged])
    control.removeTarget(target, action: pay, for: .touchUpInside)
    #expect(rows(of: control).map(\.0) == ["log:"])
    #expect(rows(of: control).map(\.1) == [.valueChanged])
  }

  @Test func aRegistrationLeftWithNoEventsByAnotherSelectorsRemovalLingersButNeverFires() {
    let control = UIControl()
    let target = ActionRecorder(implementing: pay, log)
    control.addTarget(target, action: pay, for: .touchUpInside)
    control.addTarget(target, action: log, for: .touchUpInside)
    control.removeTarget(target, action: pay, for: .touchUpInside)
    #expect(rows(of: control).map(\.0) == ["log:"])
    #expect(rows(of: control).map(\.1) == [[]])
    control.sendActions(for: .allEvents)
    #expect(target.names.isEmpty)
  }

  @Test func allTargetsListsLiveTargetsAndNSNullForANilTarget() {
    let control = UIControl()
    let target = ActionRecorder(implementing: pay)
    control.addTarget(target, action: pay, for: .touchUpInside)
    control.addTarget(nil, action: log, for: .touchUpInside)
    control.addAction(UIAction { _ in }, for: .touchUpInside)
    #expect(targets(control.allTargets, are: [target], null: true))
    #expect(control.allTargets.count == 2)
  }

  @Test func everyControlShowsANilTargetAsTheSameNSNull() {
    let first = UIControl()
    let second = UIControl()
    first.addTarget(nil, action: pay, for: .touchUpInside)
    second.addTarget(nil, action: log, for: .valueChanged)
    #expect(first.allTargets == second.allTargets)
  }

  @Test func allTargetsShowsATargetThatIsNotHashableAsItsObjectIdentifier() {
    let control = UIControl()
    let target = SwiftTarget()
    control.addTarget(target, action: pay, for: .touchUpInside)
    #expect(control.allTargets == [AnyHashable(ObjectIdentifier(target))])
  }

  @Test func allControlEventsIsTheUnionOfTargetActionsAndUIActions() {
    let control = UIControl()
    control.addTarget(ActionRecorder(implementing: pay), action: pay, for: .touchDown)
    control.addAction(UIAction { _ in }, for: [.valueChanged, .touchCancel])
    #expect(control.allControlEvents == [.touchDown, .valueChanged, .touchCancel])
  }

  @Test func actionsForTargetListsTheSelectorsRegisteredForEveryRequestedEvent() {
    let control = UIControl()
    let target = ActionRecorder(implementing: pay, log)
    control.addTarget(target, action: pay, for: [.touchDown, .touchUpInside])
    control.addTarget(target, action: log, for: .touchUpInside)
    control.addTarget(nil, action: log, for: .valueChanged)
    #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == ["pay:", "log:"])
    #expect(control.actions(forTarget: target, forControlEvent: [.touchDown, .touchUpInside]) == ["pay:"])
    #expect(control.actions(forTarget: target, forControlEvent: .valueChanged) == nil)
    #expect(control.actions(forTarget: nil, forControlEvent: .valueChanged) == ["log:"])
    #expect(control.actions(forTarget: ActionRecorder(), forControlEvent: .touchUpInside) == nil)
  }

  @Test func enumerateEventHandlersReportsEachHandlerInOrderUntilStopped() {
    let control = UIControl()
    let target = ActionRecorder(implementing: pay)
    control.addTarget(target, action: pay, for: .touchUpInside)
    control.addAction(UIAction(identifier: UIAction.Identifier("second")) { _ in }, for: .valueChanged)
    control.addTarget(nil, action: log, for: .touchDown)
    var seen: [String] = []
    control.enumerateEventHandlers { action, targetAction, events, stop in
      if let targetAction {
        let (handlerTarget, selector) = targetAction
        #expect(action == nil)
        seen.append("\(selector.name) \(handlerTarget.map { $0 as AnyObject === target } ?? false) \(events.rawValue)")
      } else {
        seen.append("\(action?.identifier.rawValue ?? "?") \(events.rawValue)")
        stop = true
      }
    }
    #expect(seen == ["pay: true 64", "second 4096"])
  }

  @Test func targetsAreHeldWeakly() {
    let control = UIControl()
    weak var weakTarget: ActionRecorder?
    do {
      let target = ActionRecorder(implementing: pay)
      weakTarget = target
      control.addTarget(target, action: pay, for: .touchUpInside)
    }
    #expect(weakTarget == nil)
  }

  /// UIKit reads a deallocated target as nil, so its action travels the responder chain like a nil-target one.
  @Test func aDeallocatedTargetBehavesAsANilTarget() {
    startResponderSearchAtTheSender()
    let container = RecordingView(frame: .zero, implementing: pay)
    let control = UIControl()
    container.addSubview(control)
    do {
      let target = ActionRecorder(implementing: pay)
      control.addTarget(target, action: pay, for: .touchUpInside)
    }
    #expect(targets(control.allTargets, are: [], null: true))
    #expect(control.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["pay:"])
    control.sendActions(for: .touchUpInside)
    #expect(container.names == ["pay:"])
    #expect(container.received.first?.sender as AnyObject? === control)
  }

  @Test func aTargetThatIsNotAClassInstanceBehavesAsADeallocatedOne() {
    let control = UIControl()
    control.addTarget(ValueTarget(), action: pay, for: .touchUpInside)
    #expect(targets(control.allTargets, are: [], null: true))
    #expect(control.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["pay:"])
    #expect(control.actions(forTarget: ValueTarget(), forControlEvent: .touchUpInside) == nil)
  }

  @Test func removingAValueTargetRemovesNothing() {
    let control = UIControl()
    let target = ActionRecorder(implementing: pay)
    control.addTarget(ValueTarget(), action: pay, for: .touchUpInside)
    control.addTarget(target, action: pay, for: .touchUpInside)
    control.removeTarget(ValueTarget(), action: nil, for: .allEvents)
    #expect(rows(of: control).count == 2)
  }
}
