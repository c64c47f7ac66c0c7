import Foundation
import Testing

@testable import HeadlessUIKit

/// `UIWindow.sendEvent(_:)` and `UIApplication.sendEvent(_:)`: hit-test once, then the hit view owns the touch.
@MainActor
@Suite struct TouchDispatchTests {
  /// A visible window with two side-by-side recording views, `left` (x 0..100) and `right` (x 100..200).
  @MainActor
  private struct Screen {
    let window = visibleWindow()
    let left = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let right = TouchRecordingView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))

    init() {
      window.addSubview(left)
      window.addSubview(right)
    }
  }

  @Test func beganTouchIsHitTestedOnce() {
    let screen = Screen()
    let touch = Touches.began(in: screen.window, at: CGPoint(x: 10, y: 10))
    screen.window.sendEvent(Touches.event(touch))
    Touches.move(touch, to: CGPoint(x: 20, y: 20))
    screen.window.sendEvent(Touches.event(touch))
    Touches.end(touch)
    screen.window.sendEvent(Touches.event(touch))
    #expect(screen.left.hitTestCount == 1)
    #expect(touch.view === screen.left)
  }

  @Test func hitViewReceivesTouchesBeganMovedAndEnded() {
    let screen = Screen()
    let touch = Touches.began(in: screen.window, at: CGPoint(x: 10, y: 10))
    let event = Touches.event(touch)
    screen.window.sendEvent(event)
    Touches.move(touch, to: CGPoint(x: 20, y: 20))
    screen.window.sendEvent(event)
    Touches.end(touch)
    screen.window.sendEvent(event)
    #expect(screen.left.phases == [.began, .moved, .ended])
    #expect(screen.left.deliveries.allSatisfy { $0.touches == [touch] })
  }

  @Test func hitViewOwnsTheTouchWhenItMovesOverAnotherView() {
    let screen = Screen()
    let touch = Touches.began(in: screen.window, at: CGPoint(x: 90, y: 10))
    screen.window.sendEvent(Touches.event(touch))
    Touches.move(touch, to: CGPoint(x: 150, y: 10))
    screen.window.sendEvent(Touches.event(touch))
    Touches.end(touch, at: CGPoint(x: 190, y: 10))
    screen.window.sendEvent(Touches.event(touch))
    #expect(screen.left.phases == [.began, .moved, .ended])
    #expect(screen.right.deliveries.isEmpty)
    #expect(touch.view === screen.left)
  }

  @Test func hitViewOwnsTheTouchWhenItLeavesTheWindow() {
    let screen = Screen()
    let touch = Touches.began(in: screen.window, at: CGPoint(x: 10, y: 10))
    screen.window.sendEvent(Touches.event(touch))
    Touches.end(touch, at: CGPoint(x: -50, y: 900))
    screen.window.sendEvent(Touches.event(touch))
    #expect(screen.left.phases == [.began, .ended])
  }

  @Test func cancelledTouchGoesToItsOwner() {
    let screen = Screen()
    let touch = Touches.began(in: screen.window, at: CGPoint(x: 110, y: 10))
    screen.window.sendEvent(Touches.event(touch))
    touch.phaseStorage = .cancelled
    screen.window.sendEvent(Touches.event(touch))
    #expect(screen.right.phases == [.began, .cancelled])
  }

  @Test func stationaryTouchIsNotDelivered() {
    let screen = Screen()
    let touch = Touches.began(in: screen.window, at: CGPoint(x: 10, y: 10))
    screen.window.sendEvent(Touches.event(touch))
    touch.phaseStorage = .stationary
    screen.window.sendEvent(Touches.event(touch))
    #expect(screen.left.phases == [.began])
  }

  @Test func eachViewReceivesOnlyTheTouchesItOwns() {
    let screen = Screen()
    let onLeft = Touches.began(in: screen.window, at: CGPoint(x: 10, y: 10))
    let onRight = Touches.began(in: screen.window, at: CGPoint(x: 110, y: 10))
    let event = Touches.event(onLeft, onRight)
    screen.window.sendEvent(event)
    #expect(screen.left.deliveries.map(\.touches) == [[onLeft]])
    #expect(screen.right.deliveries.map(\.touches) == [[onRight]])
  }

  @Test func touchesOwnedByOneViewArriveTogether() {
    let screen = Screen()
    let a = Touches.began(in: screen.window, at: CGPoint(x: 10, y: 10))
    let b = Touches.began(in: screen.window, at: CGPoint(x: 50, y: 50))
    screen.window.sendEvent(Touches.event(a, b))
    #expect(screen.left.deliveries.map(\.touches) == [[a, b]])
  }

  @Test func touchThatHitsNothingIsNotDelivered() {
    let screen = Screen()
    let touch = Touches.began(in: screen.window, at: CGPoint(x: 500, y: 10))
    screen.window.sendEvent(Touches.event(touch))
    Touches.end(touch, at: CGPoint(x: 10, y: 10))
    screen.window.sendEvent(Touches.event(touch))
    #expect(touch.view == nil)
    #expect(screen.left.deliveries.isEmpty)
  }

  @Test func hiddenWindowDeliversNothing() {
    let screen = Screen()
    screen.window.isHidden = true
    let touch = Touches.began(in: screen.window, at: CGPoint(x: 10, y: 10))
    screen.window.sendEvent(Touches.event(touch))
    #expect(touch.view == nil)
    #expect(screen.left.deliveries.isEmpty)
  }

  @Test func windowIgnoresTouchesOfOtherWindows() {
    let screen = Screen()
    let elsewhere = visibleWindow()
    let touch = Touches.began(in: elsewhere, at: CGPoint(x: 10, y: 10))
    screen.window.sendEvent(Touches.event(touch))
    #expect(touch.view == nil)
    #expect(screen.left.deliveries.isEmpty)
  }

  @Test func applicationSendsEachWindowItsOwnTouches() {
    let (first, second) = (Screen(), Screen())
    let a = Touches.began(in: first.window, at: CGPoint(x: 10, y: 10))
    let b = Touches.began(in: second.window, at: CGPoint(x: 110, y: 10))
    UIApplication.shared.sendEvent(Touches.event(a, b))
    #expect(first.left.deliveries.map(\.touches) == [[a]])
    #expect(second.right.deliveries.map(\.touches) == [[b]])
    #expect(first.right.deliveries.isEmpty && second.left.deliveries.isEmpty)
  }

  @Test func ownerSeesLocationsInItsOwnCoordinates() {
    let screen = Screen()
    let touch = Touches.began(in: screen.window, at: CGPoint(x: 130, y: 40))
    screen.window.sendEvent(Touches.event(touch))
    #expect(touch.location(in: touch.view) == CGPoint(x: 30, y: 40))
  }
}
