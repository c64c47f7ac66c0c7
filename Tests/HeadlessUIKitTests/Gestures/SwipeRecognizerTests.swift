import Foundation
import HeadlessUIKit
import Testing

/// `UISwipeGestureRecognizer`: a discrete gesture in an allowed direction (Apple's documentation: "looks for swiping
/// gestures in one or more directions"; `direction` defaults to `.right`, `numberOfTouchesRequired` to 1). The
/// distance (50 points) and time (0.5 s) are HeadlessUIKit's choices, listed in the UIKitBehaviour article of
/// HeadlessUIKit's documentation.
@MainActor
@Suite struct SwipeRecognizerTests {
  let stage = GestureStage()

  private func swipe(by offset: CGPoint, steps: Int = 5, every interval: TimeInterval = 0.02) {
    let start = stage.center
    let touch = stage.driver.touchDown(at: start)
    for step in 1...steps {
      stage.driver.advance(by: interval)
      let fraction = CGFloat(step) / CGFloat(steps)
      stage.driver.move(touch, to: CGPoint(x: start.x + offset.x * fraction, y: start.y + offset.y * fraction))
    }
    stage.driver.lift(touch)
  }

  @Test func aSwipeRecognizerAllowsRightwardSwipesOfOneFingerByDefault() {
    let swipe = UISwipeGestureRecognizer()
    #expect(swipe.direction == .right)
    #expect(swipe.numberOfTouchesRequired == 1)
    #expect(UISwipeGestureRecognizer.Direction.down.rawValue == 8)
  }

  @Test func aQuickMoveInTheAllowedDirectionRecognizes() {
    let log = stage.attach(UISwipeGestureRecognizer(), "swipe", to: stage.container)
    swipe(by: CGPoint(x: 80, y: 5))
    #expect(log.states == [.recognized])
  }

  @Test func aMoveInAnotherDirectionFails() {
    let recognizer = UISwipeGestureRecognizer()
    let log = stage.attach(recognizer, "swipe", to: stage.container)
    swipe(by: CGPoint(x: -80, y: 0))
    #expect(log.states.isEmpty)
  }

  @Test func anyOfSeveralAllowedDirectionsRecognizes() {
    let recognizer = UISwipeGestureRecognizer()
    recognizer.direction = [.up, .down]
    let log = stage.attach(recognizer, "swipe", to: stage.container)
    swipe(by: CGPoint(x: 0, y: -80))
    #expect(log.states == [.recognized])
  }

  @Test func aSlowMoveFails() {
    let log = stage.attach(UISwipeGestureRecognizer(), "swipe", to: stage.container)
    swipe(by: CGPoint(x: 80, y: 0), steps: 8, every: 0.1)
    #expect(log.states.isEmpty)
  }

  @Test func aShortMoveFails() {
    let log = stage.attach(UISwipeGestureRecognizer(), "swipe", to: stage.container)
    swipe(by: CGPoint(x: 30, y: 0))
    #expect(log.states.isEmpty)
  }

  @Test func aRecognizedSwipeCancelsTheViewsTouches() {
    _ = stage.attach(UISwipeGestureRecognizer(), "swipe", to: stage.container)
    swipe(by: CGPoint(x: 80, y: 0))
    #expect(stage.timeline.lines.contains("pad: cancelled"))
  }
}
