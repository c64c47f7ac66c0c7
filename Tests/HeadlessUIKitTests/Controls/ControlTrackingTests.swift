import Foundation
import HeadlessUIKit
import Testing

/// The control events a tracked touch produces, their order, and the control's state at each of them.
///
/// The control sits at (100, 100), 100 × 40 points, in a 400 × 800 window; its tracking area spans window x 30..<270
/// and y 30..<210.
@MainActor
@Suite struct ControlTrackingTests {
  let window = makeVisibleWindow()
  let driver: TouchDriver
  let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
  let events: EventLog

  init() {
    window.addSubview(control)
    driver = TouchDriver(window: window)
    events = EventLog(watching: control)
  }

  typealias Entry = EventLog.Entry

  @Test func aTapSendsTouchDownThenTouchUpInside() {
    #expect(driver.tap(control) === control)
    #expect(events.names == ["touchDown", "touchUpInside"])
  }

  @Test func aDoubleTapSendsTouchDownRepeatAfterTheSecondTouchDown() {
    driver.tap(at: CGPoint(x: 150, y: 120), count: 2)
    #expect(events.names == ["touchDown", "touchUpInside", "touchDown", "touchDownRepeat", "touchUpInside"])
  }

  @Test func aTripleTapSendsTouchDownRepeatForTheSecondAndThirdTouches() {
    driver.tap(at: CGPoint(x: 150, y: 120), count: 3)
    #expect(events.names.filter { $0 == "touchDownRepeat" }.count == 2)
  }

  @Test func draggingWithinTheControlSendsTouchDragInside() {
    driver.drag(along: [CGPoint(x: 110, y: 120), CGPoint(x: 150, y: 120), CGPoint(x: 190, y: 130)])
    #expect(events.names == ["touchDown", "touchDragInside", "touchDragInside", "touchUpInside"])
  }

  @Test func crossingOutOfTheTrackingAreaSendsTouchDragExitThenTouchDragOutside() {
    driver.drag(along: [CGPoint(x: 150, y: 120), CGPoint(x: 150, y: 300), CGPoint(x: 150, y: 400)])
    #expect(
      events.entries == [
        Entry(name: "touchDown", highlighted: true, tracking: true, inside: true),
        Entry(name: "touchDragExit", highlighted: false, tracking: true, inside: false),
        Entry(name: "touchDragOutside", highlighted: false, tracking: true, inside: false),
        Entry(name: "touchDragOutside", highlighted: false, tracking: true, inside: false),
        Entry(name: "touchUpOutside", highlighted: false, tracking: false, inside: false),
      ])
  }

  @Test func crossingBackInSendsTouchDragEnterThenTouchDragInside() {
    driver.drag(along: [CGPoint(x: 150, y: 120), CGPoint(x: 150, y: 300), CGPoint(x: 150, y: 130)])
    #expect(
      events.entries == [
        Entry(name: "touchDown", highlighted: true, tracking: true, inside: true),
        Entry(name: "touchDragExit", highlighted: false, tracking: true, inside: false),
        Entry(name: "touchDragOutside", highlighted: false, tracking: true, inside: false),
        Entry(name: "touchDragEnter", highlighted: true, tracking: true, inside: true),
        Entry(name: "touchDragInside", highlighted: true, tracking: true, inside: true),
        Entry(name: "touchUpInside", highlighted: true, tracking: false, inside: true),
      ])
  }

  @Test func theStateIsRightThroughoutATap() {
    let touch = driver.touchDown(at: CGPoint(x: 150, y: 120))
    #expect(control.isHighlighted && control.isTracking && control.isTouchInside)
    #expect(control.state == .highlighted)
    driver.lift(touch)
    #expect(
      events.entries == [
        Entry(name: "touchDown", highlighted: true, tracking: true, inside: true),
        Entry(name: "touchUpInside", highlighted: true, tracking: false, inside: true),
      ])
    #expect(!control.isHighlighted && !control.isTracking && !control.isTouchInside)
    #expect(control.state == .normal)
  }

  @Test func aCancelledTouchSendsTouchCancelAndStopsTracking() {
    let touch = driver.touchDown(at: CGPoint(x: 150, y: 120))
    driver.cancel(touch)
    #expect(
      events.entries == [
        Entry(name: "touchDown", highlighted: true, tracking: true, inside: true),
        Entry(name: "touchCancel", highlighted: false, tracking: false, inside: true),
      ])
    #expect(!control.isTracking && !control.isHighlighted)
  }

  @Test func controlEventsCarryTheTouchEvent() {
    let target = ActionRecorder(implementing: Selector("tapped:"))
    control.addTarget(target, action: Selector("tapped:"), for: [.touchDown, .touchUpInside])
    driver.tap(control)
    #expect(target.received.map(\.timestamp) == [1000, 1000.05])
    #expect(target.received.allSatisfy { $0.sender as AnyObject? === control })
  }

  @Test func aTouchThatBeginsOutsideTheControlIsNotTracked() {
    driver.drag(along: [CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 120)])
    #expect(events.names.isEmpty)
  }

  @Test func removingATrackingControlFromItsWindowCancelsTracking() {
    driver.touchDown(at: CGPoint(x: 150, y: 120))
    control.removeFromSuperview()
    #expect(events.names == ["touchDown", "touchCancel"])
    #expect(!control.isTracking)
  }
}

/// A control subclass's say in tracking, through the four tracking methods.
@MainActor
@Suite struct TrackingOverrideTests {
  /// A control that logs its tracking calls and can refuse to begin or continue.
  final class LoggingControl: UIControl {
    var log: [String] = []
    var beginsTracking = true
    var continuesTracking = true

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
      log.append("begin \(touch.phase) at \(event?.timestamp ?? 0) highlighted \(isHighlighted)")
      return beginsTracking
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
      log.append("continue \(touch.phase)")
      return continuesTracking
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
      log.append("end tracking \(isTracking)")
    }

    override func cancelTracking(with event: UIEvent?) {
      log.append("cancel")
      super.cancelTracking(with: event)
    }
  }

  let window = makeVisibleWindow()
  let control = LoggingControl(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
  let driver: TouchDriver
  let events: EventLog

  init() {
    window.addSubview(control)
    driver = TouchDriver(window: window)
    events = EventLog(watching: control)
    control.addAction(UIAction { [unowned control] _ in control.log.append("touchUpInside") }, for: .touchUpInside)
  }

  @Test func trackingMethodsRunAroundTheEventsTheyGovern() {
    driver.drag(along: [CGPoint(x: 150, y: 120), CGPoint(x: 160, y: 120)])
    #expect(
      control.log == [
        "begin began at 1000.0 highlighted false", "continue moved", "end tracking true", "touchUpInside",
      ])
    #expect(events.names == ["touchDown", "touchDragInside", "touchUpInside"])
  }

  @Test func refusingToBeginTrackingSendsNothingAndLeavesTheControlUnhighlighted() {
    control.beginsTracking = false
    let touch = driver.touchDown(at: CGPoint(x: 150, y: 120))
    #expect(!control.isHighlighted && !control.isTracking)
    driver.move(touch, to: CGPoint(x: 160, y: 120))
    driver.lift(touch)
    #expect(events.names.isEmpty)
    #expect(control.log == ["begin began at 1000.0 highlighted false"])
  }

  @Test func refusingToContinueTrackingStopsTheEventsForThatTouch() {
    control.continuesTracking = false
    driver.drag(along: [CGPoint(x: 150, y: 120), CGPoint(x: 160, y: 120), CGPoint(x: 170, y: 120)])
    #expect(events.names == ["touchDown"])
    #expect(control.log == ["begin began at 1000.0 highlighted false", "continue moved"])
    #expect(!control.isTracking)
  }

  @Test func aCancelledTouchGoesThroughCancelTracking() {
    driver.cancel(driver.touchDown(at: CGPoint(x: 150, y: 120)))
    #expect(control.log.last == "cancel")
    #expect(events.names == ["touchDown", "touchCancel"])
  }
}
