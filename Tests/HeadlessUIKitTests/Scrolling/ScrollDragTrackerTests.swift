import Foundation
import Testing

@testable import HeadlessUIKit

/// The scroll view's drag state machine, driven directly: the pan's states and translations in, effects out.
@MainActor
@Suite struct ScrollDragTrackerTests {
  private func up(_ distance: CGFloat) -> CGPoint { CGPoint(x: 0, y: -distance) }

  @Test func panBeganStartsTheDragWithoutScrolling() {
    var tracker = ScrollDragTracker()
    #expect(tracker.handle(.began, translation: up(20)) == [.beginDragging])
    #expect(tracker.isDragging)
  }

  @Test func dragScrollsByTheFingersMovementSinceThePreviousChange() {
    var tracker = ScrollDragTracker()
    _ = tracker.handle(.began, translation: up(20))
    #expect(tracker.handle(.changed, translation: up(100)) == [.scroll(dx: 0, dy: 80)])
    #expect(tracker.handle(.changed, translation: CGPoint(x: 10, y: -50)) == [.scroll(dx: -10, dy: -50)])
  }

  @Test func panEndedOrCancelledEndsTheDrag() {
    var ended = ScrollDragTracker()
    _ = ended.handle(.began, translation: up(20))
    #expect(ended.handle(.ended, translation: up(20)) == [.endDragging])
    #expect(!ended.isDragging)
    var cancelled = ScrollDragTracker()
    _ = cancelled.handle(.began, translation: up(20))
    #expect(cancelled.handle(.cancelled, translation: up(20)) == [.endDragging])
    #expect(!cancelled.isDragging)
  }

  @Test func statesOutsideADragDoNothing() {
    var tracker = ScrollDragTracker()
    #expect(tracker.handle(.changed, translation: up(50)) == [])
    #expect(tracker.handle(.ended, translation: up(50)) == [])
    #expect(tracker.handle(.failed, translation: up(50)) == [])
    _ = tracker.handle(.began, translation: up(20))
    #expect(tracker.handle(.began, translation: up(40)) == [])
  }
}
