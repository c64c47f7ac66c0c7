import Foundation
import HeadlessUIKit
import Testing

/// The tracking area: the bounds enlarged by 70 points on each side, with UIKit's `CGRectContainsPoint` edges
/// (the minimum edges are in, the maximum edges out), widened further by `point(inside:with:)`.
///
/// The control's bounds are 100 × 40, so the area spans local x -70..<170 and y -70..<110.
@MainActor
@Suite struct TrackingMarginTests {
  let window = makeVisibleWindow()
  let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
  let driver: TouchDriver
  let events: EventLog

  init() {
    window.addSubview(control)
    driver = TouchDriver(window: window)
    events = EventLog(watching: control)
  }

  /// Presses the control's centre, moves to a point given in the control's coordinates, and returns the events
  /// of that move.
  func eventsOfMove(toLocalX x: Double, y: Double) -> [String] {
    let touch = driver.touchDown(at: CGPoint(x: 150, y: 120))
    events.clear()
    driver.move(touch, to: control.convert(CGPoint(x: x, y: y), to: nil))
    return events.names
  }

  @Test(arguments: [(-70.0, 20.0), (169.5, 20.0), (50.0, -70.0), (50.0, 109.5), (-70.0, -70.0), (169.9, 109.9)])
  func aMoveJustWithinSeventyPointsOfTheBoundsIsInside(x: Double, y: Double) {
    #expect(eventsOfMove(toLocalX: x, y: y) == ["touchDragInside"])
    #expect(control.isTouchInside && control.isHighlighted)
  }

  @Test(arguments: [(-70.5, 20.0), (170.0, 20.0), (50.0, -70.5), (50.0, 110.0), (170.0, 110.0)])
  func aMoveSeventyPointsOrMoreBeyondTheBoundsIsOutside(x: Double, y: Double) {
    #expect(eventsOfMove(toLocalX: x, y: y) == ["touchDragExit", "touchDragOutside"])
    #expect(!control.isTouchInside && !control.isHighlighted)
  }

  @Test func liftingJustInsideTheMarginIsATouchUpInside() {
    driver.drag(along: [CGPoint(x: 150, y: 120), control.convert(CGPoint(x: 169.5, y: 20), to: nil)])
    #expect(events.names.last == "touchUpInside")
  }

  @Test func liftingJustOutsideTheMarginIsATouchUpOutside() {
    driver.drag(along: [CGPoint(x: 150, y: 120), control.convert(CGPoint(x: 170, y: 20), to: nil)])
    #expect(events.names.suffix(3) == ["touchDragExit", "touchDragOutside", "touchUpOutside"])
  }

  @Test func pointInsideWidensTheTrackingArea() {
    final class WideControl: UIControl {
      override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { point.y >= 0 && point.y < 40 }
    }
    let wide = WideControl(frame: CGRect(x: 100, y: 300, width: 100, height: 40))
    window.addSubview(wide)
    let log = EventLog(watching: wide)
    driver.drag(along: [CGPoint(x: 150, y: 320), CGPoint(x: 399, y: 320)])
    #expect(log.names == ["touchDown", "touchDragInside", "touchUpInside"])
  }
}
