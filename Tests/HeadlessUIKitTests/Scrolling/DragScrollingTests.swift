import Foundation
import Testing

@testable import HeadlessUIKit

/// A finger that moves 10 points drags: it scrolls the content and takes the touch from it, if it may.
@MainActor
@Suite struct DragScrollingTests {
  @Test func dragCancelsTheCellsTouchAndScrolls() {
    let scene = ScrollScene()
    let touch = scene.driver.touchDown(at: ScrollScene.at(300))
    scene.driver.advance(by: 0.2)
    scene.driver.move(touch, to: ScrollScene.at(290))
    #expect(scene.content.phases == [.began, .cancelled])
    scene.driver.advance(by: 0.05)
    scene.driver.move(touch, to: ScrollScene.at(200))
    scene.driver.lift(touch)
    #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 90))
    #expect(scene.content.phases == [.began, .cancelled])
  }

  @Test func dragWithinTheDelayNeverReachesTheContent() {
    let scene = ScrollScene()
    scene.driver.drag(along: [ScrollScene.at(300), ScrollScene.at(270), ScrollScene.at(200)])
    #expect(scene.content.phases == [])
    #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 70))
  }

  @Test func movementShortOfTenPointsDoesNotScroll() {
    let scene = ScrollScene()
    scene.driver.drag(along: [ScrollScene.at(300), CGPoint(x: 166, y: 293)])
    #expect(scene.scrollView.contentOffset == .zero)
    // The move came while `touchesBegan` was held: it follows it on the lift, as Apple documents for
    // `delaysTouchesBegan` ("and possibly a follow-up touchesMoved").
    #expect(scene.content.phases == [.began, .moved, .ended])
  }

  @Test func dragIsClampedToTheContent() {
    let scene = ScrollScene()
    scene.driver.drag(along: [ScrollScene.at(100), ScrollScene.at(120), ScrollScene.at(400)])
    #expect(scene.scrollView.contentOffset == .zero)
    scene.driver.drag(along: [ScrollScene.at(470), ScrollScene.at(450), CGPoint(x: -300, y: -5000)])
    #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 1520))
  }

  @Test func contentInsetExtendsTheDraggableRange() {
    let scene = ScrollScene()
    scene.scrollView.contentInset = UIEdgeInsets(top: 30, left: 0, bottom: 40, right: 0)
    scene.driver.drag(along: [ScrollScene.at(100), ScrollScene.at(120), ScrollScene.at(400)])
    #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: -30))
    scene.driver.drag(along: [ScrollScene.at(470), ScrollScene.at(450), ScrollScene.at(-5000)])
    #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 1560))
  }

  @Test func delegateHearsTheDragInOrder() {
    let scene = ScrollScene()
    scene.driver.drag(along: [ScrollScene.at(300), ScrollScene.at(280), ScrollScene.at(200), ScrollScene.at(100)])
    #expect(
      scene.delegate.calls == ["willBeginDragging", "didScroll", "didScroll", "didEndDragging(false)"])
  }

  @Test func trackingAndDraggingFollowTheFinger() {
    let scene = ScrollScene()
    let touch = scene.driver.touchDown(at: ScrollScene.at(300))
    #expect(scene.scrollView.isTracking && !scene.scrollView.isDragging)
    scene.driver.move(touch, to: ScrollScene.at(250))
    #expect(scene.scrollView.isTracking && scene.scrollView.isDragging)
    scene.driver.lift(touch)
    #expect(!scene.scrollView.isTracking && !scene.scrollView.isDragging)
  }

  @Test func controlKeepsItsTouchAndNothingScrolls() {
    let scene = ScrollScene()
    scene.scrollView.delaysContentTouches = false
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 280, width: 320, height: 44)
    scene.content.addSubview(button)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    scene.driver.drag(along: [ScrollScene.at(300), ScrollScene.at(280), ScrollScene.at(250)])
    #expect(scene.scrollView.contentOffset == .zero)
    #expect(scene.scrollView.askedToCancel.map { $0 === button } == [true])
    #expect(taps == 1)
  }

  @Test func withoutCanCancelContentTouchesTheContentKeepsTheTouch() {
    let scene = ScrollScene()
    scene.scrollView.canCancelContentTouches = false
    let touch = scene.driver.touchDown(at: ScrollScene.at(300))
    scene.driver.advance(by: 0.2)
    scene.driver.move(touch, to: ScrollScene.at(200))
    scene.driver.lift(touch)
    #expect(scene.content.phases == [.began, .moved, .ended])
    #expect(scene.scrollView.askedToCancel.isEmpty)
    #expect(scene.scrollView.contentOffset == .zero)
  }

  @Test func withScrollingDisabledTheContentGetsTheTouchAtOnceAndNothingScrolls() {
    let scene = ScrollScene()
    scene.scrollView.isScrollEnabled = false
    scene.driver.drag(along: [ScrollScene.at(300), ScrollScene.at(200)])
    #expect(scene.content.phases == [.began, .moved, .ended])
    #expect(scene.scrollView.contentOffset == .zero)
  }

  @Test func declinedContentDoesNotBlockTheDrag() {
    let scene = ScrollScene()
    scene.scrollView.shouldBegin = false
    scene.scrollView.delaysContentTouches = false
    scene.driver.drag(along: [ScrollScene.at(300), ScrollScene.at(280), ScrollScene.at(200)])
    #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 80))
    #expect(scene.content.phases == [])
    #expect(scene.scrollView.askedToCancel.isEmpty)
  }
}
