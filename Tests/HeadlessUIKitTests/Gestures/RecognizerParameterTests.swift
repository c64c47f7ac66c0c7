import Foundation
import HeadlessUIKit
import Testing

/// The built-in recognizers' parameters, on virtual time.
@MainActor
@Suite struct RecognizerParameterTests {
  let stage = GestureStage()

  @Test func aHalfSecondPressIsStillATap() {
    let log = stage.attach(UITapGestureRecognizer(), "tap", to: stage.pad)
    stage.press(for: 0.5)
    #expect(log.states == [.recognized])
  }

  @Test func aPressLongerThanThreeQuartersOfASecondIsNoTap() {
    let log = stage.attach(UITapGestureRecognizer(), "tap", to: stage.pad)
    stage.press(for: 0.76)
    #expect(log.states.isEmpty)
    #expect(stage.timeline.lines == ["pad: began", "pad: ended"])
  }

  @Test func aTapFailsWhenTheFingerMovesMoreThanTenPoints() {
    let log = stage.attach(UITapGestureRecognizer(), "tap", to: stage.pad)
    stage.driver.drag(along: [stage.center, CGPoint(x: 210, y: 200)])
    #expect(log.states == [.recognized])
    stage.driver.advance(by: 1)
    stage.driver.drag(along: [stage.center, CGPoint(x: 211, y: 200)])
    #expect(log.states == [.recognized])
  }

  @Test func aTapNeedsItsNumberOfTouches() {
    let tap = UITapGestureRecognizer()
    tap.numberOfTouchesRequired = 2
    let log = stage.attach(tap, "tap", to: stage.pad)
    stage.driver.tap(at: stage.center)
    #expect(log.states.isEmpty)
    let first = stage.driver.touchDown(at: CGPoint(x: 150, y: 150))
    let second = stage.driver.touchDown(at: CGPoint(x: 250, y: 250))
    stage.driver.advance(by: 0.05)
    stage.driver.lift(first)
    stage.driver.lift(second)
    #expect(log.states == [.recognized])
    #expect(tap.state == .possible)
  }

  @Test func aLongPressBeginsAfterItsMinimumDurationOnTheRunLoop() {
    let press = UILongPressGestureRecognizer()
    #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
    #expect(press.numberOfTapsRequired == 0 && press.numberOfTouchesRequired == 1)
    let log = stage.attach(press, "press", to: stage.pad)
    let touch = stage.driver.touchDown(at: stage.center)
    stage.driver.advance(by: 0.499)
    #expect(press.state == .possible)
    stage.driver.advance(by: 0.001)
    #expect(press.state == .began)
    #expect(stage.timeline.entries.last?.time == 1000.5)
    stage.driver.move(touch, to: CGPoint(x: 260, y: 200))
    stage.driver.lift(touch)
    #expect(log.states == [.began, .changed, .ended])
  }

  @Test func aLongPressFailsWhenLiftedEarly() {
    let log = stage.attach(UILongPressGestureRecognizer(), "press", to: stage.pad)
    stage.press(for: 0.4)
    stage.driver.advance(by: 1)
    #expect(log.states.isEmpty)
  }

  @Test func aLongPressToleratesMovementWithinItsAllowance() {
    let log = stage.attach(UILongPressGestureRecognizer(), "press", to: stage.pad)
    let touch = stage.driver.touchDown(at: stage.center)
    stage.driver.move(touch, to: CGPoint(x: 206, y: 208))  // exactly 10 points
    stage.driver.advance(by: 0.5)
    stage.driver.lift(touch)
    #expect(log.states == [.began, .ended])
  }

  @Test func aLongPressAfterATapNeedsTheTapFirst() {
    let press = UILongPressGestureRecognizer()
    press.numberOfTapsRequired = 1
    let log = stage.attach(press, "press", to: stage.pad)
    stage.press(for: 0.6)  // no tap before: the first touch is the tap, held too long
    #expect(log.states.isEmpty)
    stage.driver.advance(by: 1)
    stage.driver.tap(at: stage.center)
    stage.driver.advance(by: 0.1)
    stage.press(for: 0.6)
    #expect(log.states == [.began, .ended])
  }

  @Test func aPanBeginsAfterTenPointsAndReportsTranslationAndVelocity() {
    let pan = UIPanGestureRecognizer()
    #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max)
    let log = stage.attach(pan, "pan", to: stage.pad)
    let touch = stage.driver.touchDown(at: stage.center)
    stage.driver.advance(by: 0.05)
    stage.driver.move(touch, to: CGPoint(x: 209, y: 200))
    #expect(pan.state == .possible)
    stage.driver.advance(by: 0.05)
    stage.driver.move(touch, to: CGPoint(x: 210, y: 200))
    #expect(pan.state == .began)
    #expect(pan.translation(in: nil) == CGPoint(x: 10, y: 0))
    stage.driver.advance(by: 0.1)
    stage.driver.move(touch, to: CGPoint(x: 230, y: 190))
    #expect(pan.translation(in: stage.pad) == CGPoint(x: 30, y: -10))
    let velocity = pan.velocity(in: nil)
    #expect(abs(velocity.x - 200) < 1e-6 && abs(velocity.y + 100) < 1e-6)
    pan.setTranslation(.zero, in: stage.pad)
    stage.driver.move(touch, to: CGPoint(x: 235, y: 190))
    #expect(pan.translation(in: nil) == CGPoint(x: 5, y: 0))
    stage.driver.lift(touch)
    #expect(log.states == [.began, .changed, .changed, .ended])
  }

  @Test func aPanWithTooFewTouchesNeverBegins() {
    let pan = UIPanGestureRecognizer()
    pan.minimumNumberOfTouches = 2
    let log = stage.attach(pan, "pan", to: stage.pad)
    stage.driver.drag(along: [stage.center, CGPoint(x: 250, y: 200), CGPoint(x: 290, y: 200)])
    #expect(log.states.isEmpty)
    #expect(stage.timeline.lines == ["pad: began", "pad: moved", "pad: moved", "pad: ended"])
  }
}
