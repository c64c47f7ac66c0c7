import Foundation
import Testing

@testable import HeadlessUIKit

/// A scroll view's touches go through its two recognizers in the gesture arena, as in UIKit: the delayed-touches
/// recognizer on the run loop, and `panGestureRecognizer`.
@MainActor
@Suite struct ScrollRecognizerTests {
  let scene = ScrollScene()

  @Test func scrollViewCarriesADelayedTouchesRecognizerAndItsPan() {
    let recognizers = scene.scrollView.gestureRecognizers ?? []
    #expect(recognizers.count == 2)
    #expect(recognizers.first is UIScrollViewDelayedTouchesBeganGestureRecognizer)
    #expect(recognizers.first?.delaysTouchesBegan == true)
    #expect(recognizers.last === scene.scrollView.panGestureRecognizer)
    #expect(scene.scrollView.panGestureRecognizer.view === scene.scrollView)
    #expect(scene.scrollView.panGestureRecognizer.cancelsTouchesInView)
  }

  @Test func panGestureRecognizerIsEnabledWhileScrollingIs() {
    scene.scrollView.isScrollEnabled = false
    #expect(!scene.scrollView.panGestureRecognizer.isEnabled)
    scene.scrollView.isScrollEnabled = true
    #expect(scene.scrollView.panGestureRecognizer.isEnabled)
  }

  @Test func heldTouchBeganReachesTheContentWhenTheDelayEndsWithNoFurtherEvent() {
    let timeline = GestureTimeline()
    let content = TouchLogView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
    content.name = "content"
    content.timeline = timeline
    scene.scrollView.addSubview(content)
    scene.driver.touchDown(at: ScrollScene.at(300))
    scene.driver.advance(by: 0.149)
    #expect(timeline.lines.isEmpty)
    scene.driver.advance(by: 0.001)
    #expect(timeline.lines == ["content: began"])
    #expect(timeline.entries.first?.time == 1000.15)
  }

  @Test func panTargetsAddedByTheAppHearTheDragAsTheScrollViewDoes() {
    let timeline = GestureTimeline()
    let target = GestureActionLog("pan", timeline)
    scene.scrollView.panGestureRecognizer.addTarget(target, action: Selector("handle:"))
    scene.driver.drag(along: [ScrollScene.at(300), ScrollScene.at(280), ScrollScene.at(200)])
    #expect(target.states == [.began, .changed, .ended])
    #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 80))
  }

  @Test func dragWithinTheDelayDoesNotAskWhetherTheContentMayBeCancelled() {
    scene.driver.drag(along: [ScrollScene.at(300), ScrollScene.at(270), ScrollScene.at(200)])
    #expect(scene.scrollView.askedToCancel.isEmpty)
  }

  @Test func systemCancelDuringADragEndsTheDrag() {
    let touch = scene.driver.touchDown(at: ScrollScene.at(300))
    scene.driver.move(touch, to: ScrollScene.at(250))
    scene.driver.cancel(touch)
    #expect(scene.delegate.calls == ["willBeginDragging", "didEndDragging(false)"])
    #expect(!scene.scrollView.isDragging && !scene.scrollView.isTracking)
  }

  @Test func systemCancelGivesContentThatHasTheTouchTouchesCancelled() {
    let touch = scene.driver.touchDown(at: ScrollScene.at(300))
    scene.driver.advance(by: 0.2)
    scene.driver.cancel(touch)
    #expect(scene.content.phases == [.began, .cancelled])
  }

  @Test func aRecognizerRequiredToWaitForThePanRecognizesOnlyWhenThePanFails() {
    let timeline = GestureTimeline()
    let tap = UITapGestureRecognizer()
    let tapLog = GestureActionLog("tap", timeline)
    tap.addTarget(tapLog, action: Selector("handle:"))
    tap.require(toFail: scene.scrollView.panGestureRecognizer)
    scene.window.addGestureRecognizer(tap)
    scene.driver.drag(along: [ScrollScene.at(300), ScrollScene.at(250)])
    #expect(tapLog.states.isEmpty)
    scene.driver.advance(by: 1)
    scene.driver.tap(at: ScrollScene.at(300))
    #expect(tapLog.states == [.ended])
  }

  @Test func everyTimerOfAHeldTouchIsGoneOnceTheFingerLifts() {
    scene.driver.tap(at: ScrollScene.at(300))
    #expect(HeadlessRunLoop.main.scheduledTimerCount == 0)
  }
}
