import Foundation
import HeadlessUIKit
import Testing

/// Controls hold their targets weakly and their actions' senders only while the handler runs, so nothing leaks.
@MainActor
@Suite struct ControlLifetimeTests {
  let pay = Selector("pay:")

  @Test func aButtonWithTargetsAndActionsIsFreedWhenReleased() {
    weak var weakButton: UIButton?
    let target = SwiftTarget()
    do {
      let button = UIButton(type: .system, primaryAction: UIAction { _ in })
      button.addTarget(target, action: pay, for: .touchUpInside)
      button.addTarget(nil, action: pay, for: .touchDown)
      button.addAction(UIAction { _ in }, for: .valueChanged)
      button.sendActions(for: .touchUpInside)
      weakButton = button
    }
    #expect(weakButton == nil)
    #expect(target.count == 1)
  }

  @Test func aControlDoesNotKeepItsTargetAlive() {
    let control = UIControl()
    weak var weakTarget: ActionRecorder?
    do {
      let target = ActionRecorder(implementing: pay)
      control.addTarget(target, action: pay, for: .touchUpInside)
      control.sendActions(for: .touchUpInside)
      weakTarget = target
    }
    #expect(weakTarget == nil)
  }

  @Test func anActionThatCapturesItsControlWeaklyLeavesNoCycleAfterATap() {
    let window = makeVisibleWindow()
    let driver = TouchDriver(window: window)
    weak var weakButton: UIButton?
    weak var weakAction: UIAction?
    var taps = 0
    do {
      let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
      let action = UIAction { [weak button] _ in
        if button?.isTracking == false { taps += 1 }
      }
      button.addAction(action, for: .touchUpInside)
      window.addSubview(button)
      driver.tap(button)
      button.removeFromSuperview()
      weakButton = button
      button.enumerateEventHandlers { registered, _, _, _ in weakAction = registered }
    }
    #expect(taps == 1)
    #expect(weakButton == nil)
    #expect(weakAction == nil)
  }

  @Test func anActionDoesNotKeepItsSenderAfterItRuns() {
    let action = UIAction { _ in }
    weak var weakControl: UIControl?
    do {
      let control = UIControl()
      control.sendAction(action)
      weakControl = control
    }
    #expect(weakControl == nil)
    #expect(action.sender == nil)
  }

  @Test func aTouchDriverDoesNotKeepTheViewsItTouchedAlive() {
    let window = makeVisibleWindow()
    let driver = TouchDriver(window: window)
    weak var weakSlider: UISlider?
    do {
      let slider = UISlider(frame: CGRect(x: 100, y: 100, width: 200, height: 30))
      window.addSubview(slider)
      driver.drag(along: [CGPoint(x: 150, y: 115), CGPoint(x: 250, y: 115)])
      slider.removeFromSuperview()
      weakSlider = slider
    }
    #expect(weakSlider == nil)
    #expect(driver.window === window)
  }
}
