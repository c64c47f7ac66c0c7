import Foundation
@_spi(Tapwise) import HeadlessUIKit
import Testing

/// `HeadlessInterception.sendAction` and `sendUIAction`, which stand in for exchanging the two `sendAction`
/// methods on Apple platforms: each replaces the method's body and receives the original as its last argument.
///
/// The hooks are global, so these tests run one at a time and put back whatever was installed before them (other
/// suites in the same process, such as Tapwise's, install hooks of their own).
@MainActor
@Suite(.serialized) struct InterceptionHookTests {
  let pay = Selector("pay:")

  /// One call a hook saw.
  struct Seen {
    let control: UIControl
    let selector: String
    let targetIsNil: Bool
    let hasEvent: Bool
  }

  /// Installs a `sendAction` hook that records each call and forwards it if `forward` says so.
  func recordTargetActions(forward: Bool) -> () -> [Seen] {
    var seen: [Seen] = []
    HeadlessInterception.sendAction = { control, selector, target, event, original in
      seen.append(
        Seen(
          control: control, selector: NSStringFromSelector(selector), targetIsNil: target == nil, hasEvent: event != nil
        ))
      if forward { original() }
    }
    return { seen }
  }

  /// Saves the hooks installed now and returns a function that puts them back. Called at the start of each test
  /// body, on the main actor: a suite's initializer may run before another suite installs its hooks.
  func saveHooks() -> () -> Void {
    let previousSendAction = HeadlessInterception.sendAction
    let previousSendUIAction = HeadlessInterception.sendUIAction
    return {
      HeadlessInterception.sendAction = previousSendAction
      HeadlessInterception.sendUIAction = previousSendUIAction
    }
  }

  @Test func theSendActionHookSeesTapsCodeAndNilTargets() {
    let restoreHooks = saveHooks()
    defer { restoreHooks() }
    startResponderSearchAtTheSender()
    let seen = recordTargetActions(forward: true)
    let window = makeVisibleWindow()
    let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
    let target = ActionRecorder(implementing: pay)
    window.addSubview(button)
    button.addTarget(target, action: pay, for: .touchUpInside)
    button.addTarget(nil, action: Selector("nobody:"), for: .valueChanged)
    TouchDriver(window: window).tap(button)
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .valueChanged)
    #expect(seen().map(\.selector) == ["pay:", "pay:", "nobody:"])
    #expect(seen().map(\.targetIsNil) == [false, false, true])
    #expect(seen().map(\.hasEvent) == [true, false, false])
    #expect(seen().allSatisfy { $0.control === button })
    #expect(target.names == ["pay:", "pay:"])
  }

  @Test func theSendUIActionHookSeesTapsAndCode() {
    let restoreHooks = saveHooks()
    defer { restoreHooks() }
    var seen: [(UIControl, UIAction.Identifier)] = []
    var runs = 0
    HeadlessInterception.sendUIAction = { control, action, original in
      seen.append((control, action.identifier))
      original()
    }
    let window = makeVisibleWindow()
    let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
    window.addSubview(button)
    button.addAction(UIAction(identifier: UIAction.Identifier("pay")) { _ in runs += 1 }, for: .touchUpInside)
    TouchDriver(window: window).tap(button)
    button.sendActions(for: .touchUpInside)
    button.sendAction(UIAction(identifier: UIAction.Identifier("direct")) { _ in runs += 1 })
    #expect(seen.map(\.1.rawValue) == ["pay", "pay", "direct"])
    #expect(seen.allSatisfy { $0.0 === button })
    #expect(runs == 3)
  }

  @Test func aHookThatDoesNotCallTheOriginalDropsTheAction() {
    let restoreHooks = saveHooks()
    defer { restoreHooks() }
    let seen = recordTargetActions(forward: false)
    var runs = 0
    HeadlessInterception.sendUIAction = { _, _, _ in }
    let control = UIControl()
    let target = ActionRecorder(implementing: pay)
    control.addTarget(target, action: pay, for: .touchUpInside)
    control.addAction(UIAction { _ in runs += 1 }, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(seen().count == 1)
    #expect(target.names.isEmpty && runs == 0)
  }

  @Test func aSubclassThatOverridesSendActionAndCallsSuperStillPassesThroughTheHooks() {
    final class AuditedControl: UIControl {
      var audit: [String] = []
      override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        audit.append("override \(NSStringFromSelector(action))")
        super.sendAction(action, to: target, for: event)
      }
      override func sendAction(_ action: UIAction) {
        audit.append("override \(action.identifier.rawValue)")
        super.sendAction(action)
      }
    }
    let restoreHooks = saveHooks()
    defer { restoreHooks() }
    let control = AuditedControl()
    HeadlessInterception.sendAction = { _, selector, _, _, original in
      control.audit.append("hook \(NSStringFromSelector(selector))")
      original()
    }
    HeadlessInterception.sendUIAction = { _, action, original in
      control.audit.append("hook \(action.identifier.rawValue)")
      original()
    }
    let target = ActionRecorder(implementing: pay)
    control.addTarget(target, action: pay, for: .touchUpInside)
    control.addAction(
      UIAction(identifier: UIAction.Identifier("log")) { [unowned control] _ in control.audit.append("ran log") },
      for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(control.audit == ["override pay:", "hook pay:", "override log", "hook log", "ran log"])
    #expect(target.names == ["pay:"])
  }

  @Test func aDeallocatedTargetReachesTheHookAsNil() {
    let restoreHooks = saveHooks()
    defer { restoreHooks() }
    startResponderSearchAtTheSender()
    let seen = recordTargetActions(forward: true)
    let control = UIControl()
    do {
      let target = ActionRecorder(implementing: pay)
      control.addTarget(target, action: pay, for: .touchUpInside)
    }
    control.sendActions(for: .touchUpInside)
    #expect(seen().map(\.targetIsNil) == [true])
  }
}
