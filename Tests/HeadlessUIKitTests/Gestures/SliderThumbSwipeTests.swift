import Foundation
import HeadlessUIKit
import Testing

/// A swipe over a slider: one that starts on the thumb is the slider's, one that starts on the track away from it is
/// the swipe recognizer's. Source: Apple's "Attaching gesture recognizers to UIKit controls": UIKit controls call
/// their action method when "a single finger swipe occurs on the knob of a UISlider object, in a direction parallel
/// to the slider"; to take such a gesture, attach the recognizer to the control itself.
@MainActor
@Suite struct SliderThumbSwipeTests {
  let stage = GestureStage()
  let slider = UISlider(frame: CGRect(x: 0, y: 80, width: 200, height: 30))

  init() {
    stage.pad.addSubview(slider)
  }

  /// Swipes right by 80 points in 0.1 s, from a point in the slider's coordinates.
  private func swipe(from local: CGPoint) {
    let start = slider.convert(local, to: nil)
    let touch = stage.driver.touchDown(at: start)
    for step in 1...5 {
      stage.driver.advance(by: 0.02)
      stage.driver.move(touch, to: CGPoint(x: start.x + 16 * CGFloat(step), y: start.y))
    }
    stage.driver.lift(touch)
  }

  @Test func aSwipeThatStartsOnASlidersThumbGoesToTheSliderNotToASwipeRecognizerOnItsSuperview() {
    let log = stage.attach(UISwipeGestureRecognizer(), "swipe", to: stage.container)
    swipe(from: CGPoint(x: 16, y: 15))
    #expect(log.states.isEmpty)
    #expect(slider.value > 0.4)
  }

  @Test func aSwipeThatStartsOnTheTrackAwayFromTheThumbGoesToTheRecognizer() {
    let log = stage.attach(UISwipeGestureRecognizer(), "swipe", to: stage.container)
    swipe(from: CGPoint(x: 100, y: 15))
    #expect(log.states == [.recognized])
    #expect(slider.value == 0)
  }

  @Test func aSwipeRecognizerOnTheSliderItselfTakesTheSwipeFromTheThumb() {
    let log = stage.attach(UISwipeGestureRecognizer(), "swipe", to: slider)
    swipe(from: CGPoint(x: 16, y: 15))
    #expect(log.states == [.recognized])
  }
}
