import Foundation
import HeadlessUIKit
import Testing

/// Apple's state machine: possible → recognized or failed; began → changed → ended or cancelled; back to possible
/// when the touch sequence ends.
@MainActor
@Suite struct GestureStateTests {
  let stage = GestureStage()

  @Test func statesHaveUIKitsRawValuesAndRecognizedIsEnded() {
    #expect(
      [UIGestureRecognizer.State.possible, .began, .changed, .ended, .cancelled, .failed].map(\.rawValue)
        == [0, 1, 2, 3, 4, 5])
    #expect(UIGestureRecognizer.State.recognized == .ended)
  }

  @Test func aNewRecognizerIsPossibleEnabledAndHasUIKitsDeliveryDefaults() {
    let tap = UITapGestureRecognizer()
    #expect(tap.state == .possible && tap.isEnabled && tap.view == nil)
    #expect(tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.delaysTouchesEnded)
    #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
  }

  @Test func aDiscreteGestureSendsOneActionInTheRecognizedStateThenResetsToPossible() {
    let tap = LoggingTapRecognizer()
    let log = stage.attach(tap, "tap", to: stage.pad)
    stage.driver.tap(at: stage.center)
    #expect(log.states == [.recognized])
    #expect(tap.state == .possible)
    #expect(tap.resets == 1)
  }

  @Test func aContinuousGestureSendsBeganChangedAndEnded() {
    let pan = UIPanGestureRecognizer()
    let log = stage.attach(pan, "pan", to: stage.pad)
    stage.driver.drag(along: [CGPoint(x: 150, y: 150), CGPoint(x: 170, y: 150), CGPoint(x: 190, y: 150)])
    #expect(log.states == [.began, .changed, .ended])
    #expect(pan.state == .possible)
  }

  @Test func aFailedGestureSendsNoActionAndStaysFailedUntilTheTouchEnds() {
    let press = UILongPressGestureRecognizer()
    let log = stage.attach(press, "press", to: stage.pad)
    let touch = stage.driver.touchDown(at: stage.center)
    stage.driver.move(touch, to: CGPoint(x: 220, y: 200))  // 20 points: beyond the allowable movement
    #expect(press.state == .failed)
    stage.driver.advance(by: 1)
    #expect(press.state == .failed)
    stage.driver.lift(touch)
    #expect(press.state == .possible)
    #expect(log.states.isEmpty)
  }

  @Test func aCancelledTouchCancelsAGestureUnderWay() {
    let press = UILongPressGestureRecognizer()
    let log = stage.attach(press, "press", to: stage.pad)
    let touch = stage.driver.touchDown(at: stage.center)
    stage.driver.advance(by: 0.6)
    stage.driver.cancel(touch)
    #expect(log.states == [.began, .cancelled])
    #expect(press.state == .possible)
  }

  @Test func disablingARecognizerUnderWayCancelsIt() {
    let press = UILongPressGestureRecognizer()
    let log = stage.attach(press, "press", to: stage.pad)
    let touch = stage.driver.touchDown(at: stage.center)
    stage.driver.advance(by: 0.6)
    press.isEnabled = false
    stage.driver.lift(touch)
    #expect(log.states == [.began, .cancelled])
    #expect(press.state == .possible)
  }

  @Test func targetsAreHeldWeaklyAndCanBeRemoved() {
    let tap = UITapGestureRecognizer()
    var log: GestureActionLog? = GestureActionLog("gone", stage.timeline)
    tap.addTarget(log!, action: Selector("handle:"))
    stage.pad.addGestureRecognizer(tap)
    weak let weakLog = log
    log = nil
    #expect(weakLog == nil)
    stage.driver.tap(at: stage.center)  // no live target: nothing to send
    let kept = stage.attach(tap, "kept", to: stage.pad)
    tap.removeTarget(kept, action: Selector("handle:"))
    stage.driver.advance(by: 1)
    stage.driver.tap(at: stage.center)
    #expect(kept.states.isEmpty)
  }

  @Test func viewsListTheirRecognizersAndRemovingOneDetachesIt() {
    #expect(stage.pad.gestureRecognizers == nil)
    let tap = UITapGestureRecognizer()
    stage.pad.addGestureRecognizer(tap)
    #expect(stage.pad.gestureRecognizers?.count == 1 && tap.view === stage.pad)
    stage.container.addGestureRecognizer(tap)  // moves it
    #expect(stage.pad.gestureRecognizers == nil && tap.view === stage.container)
    stage.container.removeGestureRecognizer(tap)
    #expect(tap.view == nil && stage.container.gestureRecognizers == nil)
  }

  @Test func locationIsTheCentroidOfTheTouchesInTheGivenView() {
    let press = UILongPressGestureRecognizer()
    stage.attach(press, "press", to: stage.pad)
    let touch = stage.driver.touchDown(at: CGPoint(x: 130, y: 140))
    #expect(press.numberOfTouches == 1)
    #expect(press.location(in: nil) == CGPoint(x: 130, y: 140))
    #expect(press.location(in: stage.pad) == CGPoint(x: 30, y: 40))
    #expect(press.location(ofTouch: 0, in: stage.pad) == CGPoint(x: 30, y: 40))
    stage.driver.lift(touch)
  }

  @Test func aCustomSubclassRecognizesBySettingState() {
    let twoTouchesDown = TouchCountingRecognizer()
    let log = stage.attach(twoTouchesDown, "custom", to: stage.pad)
    let first = stage.driver.touchDown(at: stage.center)
    #expect(log.states.isEmpty)
    stage.driver.lift(first)
    stage.driver.advance(by: 0.1)
    stage.driver.tap(at: stage.center)
    #expect(log.states == [.recognized])
    #expect(twoTouchesDown.state == .possible)
  }

  @Test func aRecognizerThatRemovesItselfInItsActionStillCancelsTheViewsTouches() {
    let tap = UITapGestureRecognizer()
    let target = RemovingTarget()
    tap.addTarget(target, action: Selector("handle:"))
    stage.container.addGestureRecognizer(tap)
    stage.press(for: 0.3)
    #expect(stage.timeline.lines == ["pad: began", "pad: cancelled"])
    #expect(tap.view == nil)
  }

  @Test func settingAStateApplesTransitionsDoNotAllowIsIgnored() {
    let custom = TouchCountingRecognizer()
    stage.attach(custom, "custom", to: stage.pad)
    custom.state = .changed  // possible → changed is not a transition UIKit allows
    #expect(custom.state == .possible)
  }
}

/// A target that removes its recognizer from its view when the action arrives: a one-shot recognizer.
@MainActor
final class RemovingTarget: NSObject, HeadlessActionTarget {
  func responds(toAction action: Selector) -> Bool { action == Selector("handle:") }

  func perform(_ action: Selector, sender: Any?, event: UIEvent?) {
    guard let recognizer = sender as? UIGestureRecognizer else { return }
    recognizer.view?.removeGestureRecognizer(recognizer)
  }
}

/// A custom recognizer, written as an app would: it recognizes on the second touch it has seen, by setting `state`.
@MainActor
final class TouchCountingRecognizer: UIGestureRecognizer {
  private var touchesSeen = 0

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    touchesSeen += touches.count
    if touchesSeen >= 2 { state = .recognized }
  }
}
