import Foundation
import Testing

@testable import HeadlessUIKit

/// `delaysContentTouches`: the content's `touchesBegan` waits 0.15 s, held back by the scroll view's delayed-touches
/// recognizer in the gesture arena and released by its run-loop timer (or by the lift, for a quick tap).
@MainActor
@Suite struct ContentTouchDelayTests {
  @Test func contentDoesNotSeeAFingerThatRestsLessThanTheDelay() {
    let scene = ScrollScene()
    let touch = scene.driver.touchDown(at: ScrollScene.at(300))
    scene.driver.advance(by: 0.1)
    scene.driver.move(touch, to: CGPoint(x: 162, y: 302))
    #expect(scene.content.phases == [])
    #expect(touch.view === scene.content)
  }

  @Test func heldTouchBeganReachesTheContentOnceTheDelayHasPassed() {
    let scene = ScrollScene()
    let touch = scene.driver.touchDown(at: ScrollScene.at(300))
    scene.driver.advance(by: 0.15)
    scene.driver.move(touch, to: CGPoint(x: 162, y: 302))
    #expect(scene.content.phases == [.began, .moved])
  }

  @Test func quickTapGivesTheContentBeganAndEndedOnLift() {
    let scene = ScrollScene()
    scene.driver.tap(at: ScrollScene.at(300))
    #expect(scene.content.phases == [.began, .ended])
    #expect(scene.content.deliveries.allSatisfy { $0.count == 1 })
  }

  @Test func holdThenLiftGivesTheContentBeganThenEnded() {
    let scene = ScrollScene()
    let touch = scene.driver.touchDown(at: ScrollScene.at(300))
    scene.driver.advance(by: 0.5)
    scene.driver.lift(touch)
    #expect(scene.content.phases == [.began, .ended])
  }

  @Test func withoutDelayTheContentGetsTouchesBeganAtOnce() {
    let scene = ScrollScene()
    scene.scrollView.delaysContentTouches = false
    scene.driver.touchDown(at: ScrollScene.at(300))
    #expect(scene.content.phases == [.began])
  }

  @Test func cancelledHeldTouchNeverReachesTheContent() {
    let scene = ScrollScene()
    let touch = scene.driver.touchDown(at: ScrollScene.at(300))
    scene.driver.advance(by: 0.05)
    scene.driver.cancel(touch)
    #expect(scene.content.phases == [])
    #expect(!scene.scrollView.isTracking)
  }

  @Test func touchesShouldBeginFalseKeepsEveryPhaseFromTheContent() {
    let scene = ScrollScene()
    scene.scrollView.shouldBegin = false
    scene.driver.tap(at: ScrollScene.at(300))
    #expect(scene.scrollView.askedToBegin.map { $0 === scene.content } == [true])
    #expect(scene.content.phases == [])
  }

  @Test func touchesShouldBeginIsAskedWhenTheHeldTouchIsDelivered() {
    let scene = ScrollScene()
    let touch = scene.driver.touchDown(at: ScrollScene.at(300))
    #expect(scene.scrollView.askedToBegin.isEmpty)
    scene.driver.advance(by: 0.2)
    scene.driver.lift(touch)
    #expect(scene.scrollView.askedToBegin.count == 1)
  }

  @Test func secondFingerGoesStraightToItsView() {
    let scene = ScrollScene()
    scene.content.isMultipleTouchEnabled = true
    scene.driver.touchDown(at: ScrollScene.at(300))
    let second = scene.driver.touchDown(at: ScrollScene.at(100))
    #expect(scene.content.deliveries.map(\.touches) == [[second.touch]])
  }

  @Test func scrollViewItselfHasItsTouchesHeldBackToo() {
    let scene = ScrollScene()
    let bare = TouchRecordingScrollView(frame: scene.window.bounds)
    scene.window.addSubview(bare)
    let touch = scene.driver.touchDown(at: ScrollScene.at(300))
    #expect(touch.view === bare)
    #expect(bare.phases == [])
    scene.driver.advance(by: 0.05)
    scene.driver.lift(touch)
    #expect(bare.phases == [.began, .ended])
  }

  /// A scroll view with no content that records the touch messages it gets.
  final class TouchRecordingScrollView: UIScrollView {
    private(set) var phases: [UITouch.Phase] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append(.began) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append(.ended) }
  }
}
