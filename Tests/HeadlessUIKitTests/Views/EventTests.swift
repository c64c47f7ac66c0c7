import Foundation
import Testing

@testable import HeadlessUIKit

/// `UIEvent`'s touch sets and `UITouch`'s locations.
@MainActor
@Suite struct EventTests {
  @Test func allTouchesHoldsEveryTouchOfTheEvent() {
    let window = visibleWindow()
    let (a, b) = (Touches.began(in: window, at: .zero), Touches.began(in: window, at: CGPoint(x: 5, y: 5)))
    let event = Touches.event(a, b)
    #expect(event.allTouches == [a, b])
    #expect(event.type == .touches)
  }

  @Test func allTouchesIsNilForAnEventThatIsNotATouchEvent() {
    let event = UIEvent(type: .motion, timestamp: 1, touches: [])
    #expect(event.allTouches == nil)
  }

  @Test func touchesForViewReturnsOnlyThatViewsTouches() {
    let window = visibleWindow()
    let (left, right) = (UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), UIView())
    right.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
    window.addSubview(left)
    window.addSubview(right)
    let onLeft = Touches.began(in: window, at: CGPoint(x: 10, y: 10))
    let onRight = Touches.began(in: window, at: CGPoint(x: 110, y: 10))
    let event = Touches.event(onLeft, onRight)
    window.sendEvent(event)
    #expect(event.touches(for: left) == [onLeft])
    #expect(event.touches(for: right) == [onRight])
  }

  /// Documented choice: Apple says "the touches that belong to the specified view"; a touch belongs to its
  /// hit-tested view only, not to that view's ancestors.
  @Test func touchesForViewIsNilForAViewThatOwnsNoTouch() {
    let window = visibleWindow()
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(parent)
    parent.addSubview(child)
    let touch = Touches.began(in: window, at: CGPoint(x: 10, y: 10))
    let event = Touches.event(touch)
    window.sendEvent(event)
    #expect(event.touches(for: child) == [touch])
    #expect(event.touches(for: parent) == nil)
  }

  @Test func touchesForWindowReturnsThatWindowsTouches() {
    let (first, second) = (visibleWindow(), visibleWindow())
    let (a, b) = (Touches.began(in: first, at: .zero), Touches.began(in: second, at: .zero))
    let event = Touches.event(a, b)
    #expect(event.touches(for: first) == [a])
    #expect(event.touches(for: second) == [b])
    #expect(event.touches(for: visibleWindow()) == nil)
  }

  @Test func locationInNilIsInWindowCoordinates() {
    let window = visibleWindow(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
    let touch = Touches.began(in: window, at: CGPoint(x: 12, y: 34))
    #expect(touch.location(in: nil) == CGPoint(x: 12, y: 34))
    #expect(touch.location(in: window) == CGPoint(x: 12, y: 34))
  }

  @Test func locationInViewIsInThatViewsCoordinates() {
    let window = visibleWindow()
    let card = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 200))
    card.bounds.origin = CGPoint(x: 0, y: 100)
    let row = UIView(frame: CGRect(x: 10, y: 110, width: 100, height: 20))
    window.addSubview(card)
    card.addSubview(row)
    let touch = Touches.began(in: window, at: CGPoint(x: 45, y: 50))
    #expect(touch.location(in: card) == CGPoint(x: 25, y: 120))
    #expect(touch.location(in: row) == CGPoint(x: 15, y: 10))
  }

  @Test func previousLocationIsWhereTheTouchWasBeforeItsLatestMove() {
    let window = visibleWindow()
    let card = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 200))
    window.addSubview(card)
    let touch = Touches.began(in: window, at: CGPoint(x: 25, y: 35))
    #expect(touch.previousLocation(in: nil) == CGPoint(x: 25, y: 35))
    Touches.move(touch, to: CGPoint(x: 40, y: 60))
    Touches.move(touch, to: CGPoint(x: 50, y: 70))
    #expect(touch.previousLocation(in: nil) == CGPoint(x: 40, y: 60))
    #expect(touch.previousLocation(in: card) == CGPoint(x: 20, y: 30))
    #expect(touch.location(in: card) == CGPoint(x: 30, y: 40))
  }

  @Test func locationInAViewOfAnotherWindowGoesThroughScreenCoordinates() {
    let touched = visibleWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let other = visibleWindow(frame: CGRect(x: 100, y: 100, width: 300, height: 300))
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    other.addSubview(view)
    let touch = Touches.began(in: touched, at: CGPoint(x: 150, y: 150))
    #expect(touch.location(in: other) == CGPoint(x: 50, y: 50))
    #expect(touch.location(in: view) == CGPoint(x: 40, y: 40))
    #expect(touch.previousLocation(in: view) == CGPoint(x: 40, y: 40))
  }
}
