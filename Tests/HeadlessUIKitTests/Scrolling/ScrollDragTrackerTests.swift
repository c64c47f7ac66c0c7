import Foundation
import Testing

@testable import HeadlessUIKit

/// The scroll view's finger state machine, driven directly: phases in, effects out, the delay's end as an input.
@MainActor
@Suite struct ScrollDragTrackerTests {
  private static let delayed = ScrollDragTracker.Configuration(delaysContentTouches: true, isScrollEnabled: true)
  private static let undelayed = ScrollDragTracker.Configuration(delaysContentTouches: false, isScrollEnabled: true)

  private func point(_ y: CGFloat) -> CGPoint { CGPoint(x: 100, y: y) }

  @Test func downHoldsTheContentsTouchForTheDelay() {
    var tracker = ScrollDragTracker()
    #expect(tracker.began(at: point(300), time: 1000, configuration: Self.delayed) == [.scheduleDelay(0.15)])
    #expect(tracker.delayDeadline == 1000.15)
    #expect(tracker.isTracking && !tracker.isDragging)
  }

  @Test func expiredDelayDeliversTheHeldTouchOnce() {
    var tracker = ScrollDragTracker()
    _ = tracker.began(at: point(300), time: 1000, configuration: Self.delayed)
    #expect(tracker.delayExpired() == [.contentBegan])
    #expect(tracker.delayExpired() == [])
    #expect(tracker.delayDeadline == nil)
  }

  @Test func liftWhileHeldDeliversBeganAndEndedTogether() {
    var tracker = ScrollDragTracker()
    _ = tracker.began(at: point(300), time: 1000, configuration: Self.delayed)
    #expect(tracker.ended() == [.cancelDelay, .contentBegan, .contentEnded])
    #expect(!tracker.isTracking)
  }

  @Test func withoutDelayTheContentGetsTheTouchAtOnce() {
    var tracker = ScrollDragTracker()
    #expect(tracker.began(at: point(300), time: 1000, configuration: Self.undelayed) == [.contentBegan])
    #expect(tracker.ended() == [.contentEnded])
  }

  @Test func movementShortOfTheThresholdDoesNotDrag() {
    var tracker = ScrollDragTracker()
    _ = tracker.began(at: point(300), time: 1000, configuration: Self.undelayed)
    #expect(tracker.moved(to: CGPoint(x: 106, y: 293), mayCancelContent: { true }) == [.contentMoved])
    #expect(!tracker.isDragging)
  }

  @Test func movementOfTheThresholdStartsTheDrag() {
    var tracker = ScrollDragTracker()
    _ = tracker.began(at: point(300), time: 1000, configuration: Self.undelayed)
    #expect(tracker.moved(to: point(290), mayCancelContent: { true }) == [.beginDragging, .contentCancelled])
    #expect(tracker.isDragging)
  }

  @Test func dragWithinTheDelayDropsTheHeldTouch() {
    var tracker = ScrollDragTracker()
    _ = tracker.began(at: point(300), time: 1000, configuration: Self.delayed)
    var asked = false
    #expect(
      tracker.moved(
        to: point(280),
        mayCancelContent: {
          asked = true; return true
        }) == [.cancelDelay, .beginDragging])
    #expect(!asked)
    #expect(tracker.ended() == [.endDragging])
  }

  @Test func contentThatMayNotBeCancelledKeepsTheTouchAndNothingDrags() {
    var tracker = ScrollDragTracker()
    _ = tracker.began(at: point(300), time: 1000, configuration: Self.undelayed)
    #expect(tracker.moved(to: point(250), mayCancelContent: { false }) == [.contentMoved])
    #expect(tracker.moved(to: point(100), mayCancelContent: { true }) == [.contentMoved])
    #expect(!tracker.isDragging)
    #expect(tracker.ended() == [.contentEnded])
  }

  @Test func dragScrollsByTheFingersMovementSinceTheDragStarted() {
    var tracker = ScrollDragTracker()
    _ = tracker.began(at: point(300), time: 1000, configuration: Self.delayed)
    _ = tracker.moved(to: point(280), mayCancelContent: { true })
    #expect(tracker.moved(to: point(200), mayCancelContent: { true }) == [.scroll(dx: 0, dy: 80)])
    #expect(tracker.moved(to: CGPoint(x: 90, y: 250), mayCancelContent: { true }) == [.scroll(dx: 10, dy: -50)])
  }

  @Test func cancelledFingerCancelsTheContentOrEndsTheDrag() {
    var held = ScrollDragTracker()
    _ = held.began(at: point(300), time: 1000, configuration: Self.delayed)
    #expect(held.cancelled() == [.cancelDelay])
    var delivered = ScrollDragTracker()
    _ = delivered.began(at: point(300), time: 1000, configuration: Self.undelayed)
    #expect(delivered.cancelled() == [.contentCancelled])
    var dragging = ScrollDragTracker()
    _ = dragging.began(at: point(300), time: 1000, configuration: Self.delayed)
    _ = dragging.moved(to: point(200), mayCancelContent: { true })
    #expect(dragging.cancelled() == [.endDragging])
  }

  @Test func withScrollingDisabledTheContentGetsEverythingAtOnce() {
    var tracker = ScrollDragTracker()
    let disabled = ScrollDragTracker.Configuration(delaysContentTouches: true, isScrollEnabled: false)
    #expect(tracker.began(at: point(300), time: 1000, configuration: disabled) == [.contentBegan])
    #expect(tracker.moved(to: point(100), mayCancelContent: { true }) == [.contentMoved])
    #expect(tracker.ended() == [.contentEnded])
  }
}
