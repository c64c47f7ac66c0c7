import Foundation
import HeadlessUIKit
import Testing

/// Recognizers see touches before the hit-tested view, and their settings decide what the view then receives.
@MainActor
@Suite struct GestureDeliveryTests {
  let stage = GestureStage()

  @Test func recognizersOnTheViewAndItsAncestorsSeeEachTouchBeforeTheView() {
    let tap = LoggingTapRecognizer()
    tap.timeline = stage.timeline
    tap.cancelsTouchesInView = false
    stage.attach(tap, "tap", to: stage.container)  // an ancestor of the hit-tested pad
    stage.driver.tap(at: stage.center)
    #expect(stage.timeline.lines == ["tap: began", "pad: began", "tap: ended", "tap: action ended", "pad: ended"])
  }

  @Test func recognizingCancelsTheViewsTouchesAfterTheAction() {
    let tap = LoggingTapRecognizer()
    tap.timeline = stage.timeline
    stage.attach(tap, "tap", to: stage.container)
    stage.driver.tap(at: stage.center)
    #expect(stage.timeline.lines == ["tap: began", "pad: began", "tap: ended", "tap: action ended", "pad: cancelled"])
  }

  @Test func aDelegateThatRefusesATouchKeepsItFromTheRecognizerOnly() {
    let tap = UITapGestureRecognizer()
    let delegate = GestureDelegate()
    delegate.receives = false
    tap.delegate = delegate
    let log = stage.attach(tap, "tap", to: stage.container)
    stage.driver.tap(at: stage.center)
    #expect(log.states.isEmpty)
    #expect(stage.timeline.lines == ["pad: began", "pad: ended"])
  }

  @Test func aDelegateThatRefusesToBeginMakesTheRecognizerFail() {
    let tap = UITapGestureRecognizer()
    let delegate = GestureDelegate()
    delegate.begins = false
    tap.delegate = delegate
    let log = stage.attach(tap, "tap", to: stage.container)
    stage.driver.tap(at: stage.center)
    #expect(log.states.isEmpty)
    #expect(stage.timeline.lines == ["pad: began", "pad: ended"])
  }

  @Test func delaysTouchesBeganHoldsTheViewsBeganUntilTheRecognizerFails() {
    let press = UILongPressGestureRecognizer()
    press.delaysTouchesBegan = true
    stage.attach(press, "press", to: stage.container)
    let touch = stage.driver.touchDown(at: stage.center)
    #expect(stage.timeline.lines.isEmpty)
    stage.driver.advance(by: 0.1)
    stage.driver.move(touch, to: CGPoint(x: 230, y: 200))  // strays: the press fails
    #expect(stage.timeline.lines == ["pad: began", "pad: moved"])
    stage.driver.lift(touch)
    #expect(stage.timeline.lines == ["pad: began", "pad: moved", "pad: ended"])
  }

  @Test func delaysTouchesBeganDropsTheHeldTouchWhenTheRecognizerRecognizes() {
    let press = UILongPressGestureRecognizer()
    press.delaysTouchesBegan = true
    stage.attach(press, "press", to: stage.container)
    stage.press(for: 0.6)
    #expect(stage.timeline.lines == ["press: action began", "press: action ended"])
  }

  @Test func delaysTouchesBeganDropsAHeldTouchTheSystemCancels() {
    let press = UILongPressGestureRecognizer()
    press.delaysTouchesBegan = true
    stage.attach(press, "press", to: stage.container)
    let touch = stage.driver.touchDown(at: stage.center)
    stage.driver.advance(by: 0.1)
    stage.driver.cancel(touch)  // the press fails, but the view never began: it gets nothing
    #expect(stage.timeline.lines.isEmpty)
  }

  @Test func delaysTouchesEndedHoldsTheViewsEndedUntilTheRecognizerFails() {
    let doubleTap = UITapGestureRecognizer()
    doubleTap.numberOfTapsRequired = 2
    stage.attach(doubleTap, "double", to: stage.container)
    stage.driver.tap(at: stage.center)
    #expect(stage.timeline.lines == ["pad: began"])
    stage.driver.advance(by: 0.35)  // the second tap never comes: the double tap gives up
    #expect(stage.timeline.entries.map(\.line) == ["pad: began", "pad: ended"])
    #expect(stage.timeline.entries.last?.time == 1000.4)
  }

  @Test func withoutDelaysTouchesEndedTheViewGetsEndedAtOnce() {
    let doubleTap = UITapGestureRecognizer()
    doubleTap.numberOfTapsRequired = 2
    doubleTap.delaysTouchesEnded = false
    stage.attach(doubleTap, "double", to: stage.container)
    stage.driver.tap(at: stage.center)
    #expect(stage.timeline.lines == ["pad: began", "pad: ended"])
  }

  @Test func aHeldEndedBecomesCancelledWhenTheRecognizerRecognizes() {
    let doubleTap = UITapGestureRecognizer()
    doubleTap.numberOfTapsRequired = 2
    doubleTap.cancelsTouchesInView = false
    stage.attach(doubleTap, "double", to: stage.container)
    stage.driver.tap(at: stage.center, count: 2)
    #expect(
      stage.timeline.lines == [
        "pad: began", "pad: began", "double: action ended", "pad: cancelled", "pad: ended",
      ])
  }

  @Test func touchesForAGestureAreTheEventsTouchesItReceives() {
    let press = UILongPressGestureRecognizer()
    stage.attach(press, "press", to: stage.container)
    let touch = stage.driver.touchDown(at: stage.center)
    #expect(touch.touch.gestureRecognizers?.first === press)
    #expect(press.numberOfTouches == 1)
    stage.driver.lift(touch)
  }
}

/// A delegate whose answers the tests set.
@MainActor
final class GestureDelegate: NSObject, UIGestureRecognizerDelegate {
  var receives = true
  var begins = true
  var simultaneous = false
  var requiresFailureOf: UIGestureRecognizer?

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receives }
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begins }
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { simultaneous }
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { otherGestureRecognizer === requiresFailureOf }
}
