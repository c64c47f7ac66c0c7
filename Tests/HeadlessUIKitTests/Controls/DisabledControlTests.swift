import Foundation
import HeadlessUIKit
import Testing

/// Disabled controls, which UIKit takes out of hit testing: they send nothing and the touch goes to what lies
/// behind them.
@MainActor
@Suite struct DisabledControlTests {
  let window = makeVisibleWindow()
  let driver: TouchDriver

  init() {
    driver = TouchDriver(window: window)
  }

  @Test func aDisabledControlIsSkippedByHitTesting() {
    let backdrop = RecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
    window.addSubview(backdrop)
    backdrop.addSubview(button)
    #expect(window.hitTest(CGPoint(x: 150, y: 120), with: nil) === button)
    button.isEnabled = false
    #expect(window.hitTest(CGPoint(x: 150, y: 120), with: nil) === backdrop)
  }

  @Test func aTapOnADisabledButtonSendsNothing() {
    let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
    window.addSubview(button)
    let events = EventLog(watching: button)
    button.isEnabled = false
    #expect(driver.tap(at: CGPoint(x: 150, y: 120)) === window)
    #expect(events.names.isEmpty)
    #expect(!button.isHighlighted && !button.isTracking)
  }

  @Test func aTapOnADisabledButtonGoesToTheEnabledButtonBehindIt() {
    let behind = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
    let front = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
    window.addSubview(behind)
    window.addSubview(front)
    let behindEvents = EventLog(watching: behind)
    let frontEvents = EventLog(watching: front)
    front.isEnabled = false
    #expect(driver.tap(front) === behind)
    #expect(frontEvents.names.isEmpty)
    #expect(behindEvents.names == ["touchDown", "touchUpInside", "primaryActionTriggered"])
  }

  @Test func aDisabledControlCannotBeHighlighted() {
    let control = UIControl()
    control.isEnabled = false
    control.isHighlighted = true
    #expect(!control.isHighlighted)
    #expect(control.state == .disabled)
  }

  @Test func disablingAHighlightedControlKeepsItsHighlightUntilCleared() {
    let control = UIControl()
    control.isHighlighted = true
    control.isEnabled = false
    #expect(control.state == [.highlighted, .disabled])
    control.isHighlighted = false
    #expect(control.state == .disabled)
  }

  /// A control that receives a touch although it cannot track (here, hit testing is forced) passes the touch on.
  @Test func aDisabledControlThatReceivesATouchPassesItUpTheResponderChain() {
    final class AlwaysHitControl: UIControl {
      override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        self.point(inside: point, with: event) ? self : nil
      }
    }
    let backdrop = RecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let control = AlwaysHitControl(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
    window.addSubview(backdrop)
    backdrop.addSubview(control)
    let events = EventLog(watching: control)
    control.isEnabled = false
    #expect(driver.tap(at: CGPoint(x: 150, y: 120)) === control)
    #expect(backdrop.touchPhases == [.began, .ended])
    #expect(events.names.isEmpty)
  }

  @Test func anEnabledTrackingControlDoesNotPassItsTouchesOn() {
    let backdrop = RecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
    window.addSubview(backdrop)
    backdrop.addSubview(control)
    driver.drag(along: [CGPoint(x: 150, y: 120), CGPoint(x: 160, y: 120)])
    driver.cancel(driver.touchDown(at: CGPoint(x: 150, y: 120)))
    #expect(backdrop.touchPhases.isEmpty)
  }
}
