import Foundation
import HeadlessUIKit
import Testing

/// `UISwitch`: a tap toggles it and reports the change; code changes report nothing.
@MainActor
@Suite struct SwitchTests {
  let window = makeVisibleWindow()
  let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 51, height: 31))
  let driver: TouchDriver
  let events: EventLog

  init() {
    window.addSubview(toggle)
    driver = TouchDriver(window: window)
    events = EventLog(watching: toggle)
  }

  @Test func aNewSwitchIsOff() {
    #expect(!UISwitch().isOn)
  }

  @Test func aTapTogglesTheSwitchAndSendsValueChanged() {
    var states: [Bool] = []
    toggle.addAction(UIAction { [unowned toggle] _ in states.append(toggle.isOn) }, for: .valueChanged)
    driver.tap(toggle)
    #expect(toggle.isOn)
    driver.tap(toggle)
    #expect(!toggle.isOn)
    #expect(states == [true, false])
  }

  @Test func theValueChangesJustBeforeTouchUpInside() {
    driver.tap(toggle)
    #expect(events.names == ["touchDown", "valueChanged", "touchUpInside"])
  }

  @Test func valueChangedCarriesNoTouchEvent() {
    let target = ActionRecorder(implementing: Selector("changed:"))
    toggle.addTarget(target, action: Selector("changed:"), for: .valueChanged)
    driver.tap(toggle)
    #expect(target.received.count == 1 && target.received.first?.event == nil)
  }

  @Test func aTouchThatLiftsOutsideLeavesTheSwitchAlone() {
    driver.drag(along: [CGPoint(x: 125, y: 115), CGPoint(x: 125, y: 400)])
    #expect(!toggle.isOn)
    #expect(!events.names.contains("valueChanged"))
  }

  @Test func settingTheStateInCodeSendsNothing() {
    toggle.isOn = true
    toggle.setOn(false, animated: true)
    toggle.setOn(true, animated: false)
    #expect(toggle.isOn)
    #expect(events.names.isEmpty)
  }
}
