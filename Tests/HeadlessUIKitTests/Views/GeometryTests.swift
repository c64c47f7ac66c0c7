import Foundation
import HeadlessUIKit
import Testing

/// How `frame`, `bounds` and `center` stay consistent with each other.
@MainActor
@Suite struct GeometryTests {
  @Test func initWithFrameGivesZeroOriginBoundsOfTheSameSize() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
    #expect(view.center == CGPoint(x: 25, y: 40))
  }

  @Test func changingBoundsSizeKeepsCenter() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    view.bounds = CGRect(x: 0, y: 0, width: 50, height: 10)
    #expect(view.center == CGPoint(x: 25, y: 40))
    #expect(view.frame == CGRect(x: 0, y: 35, width: 50, height: 10))
  }

  @Test func changingBoundsOriginKeepsFrame() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    view.bounds.origin = CGPoint(x: 100, y: -50)
    #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(view.bounds == CGRect(x: 100, y: -50, width: 30, height: 40))
  }

  @Test func settingCenterMovesFrameButNotSize() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    view.center = CGPoint(x: 100, y: 100)
    #expect(view.frame == CGRect(x: 85, y: 80, width: 30, height: 40))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
  }

  @Test func settingFrameKeepsBoundsOriginAndResizesBounds() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
    view.bounds.origin = CGPoint(x: 5, y: 6)
    view.frame = CGRect(x: 1, y: 2, width: 70, height: 80)
    #expect(view.bounds == CGRect(x: 5, y: 6, width: 70, height: 80))
    #expect(view.center == CGPoint(x: 36, y: 42))
  }

  @Test func negativeSizeFramesAreStandardized() {
    let made = UIView(frame: CGRect(x: 50, y: 60, width: -20, height: -30))
    #expect(made.frame == CGRect(x: 30, y: 30, width: 20, height: 30))
    #expect(made.bounds.size == CGSize(width: 20, height: 30))

    let assigned = UIView(frame: .zero)
    assigned.frame = CGRect(x: 50, y: 60, width: -20, height: -30)
    #expect(assigned.frame == CGRect(x: 30, y: 30, width: 20, height: 30))
  }

  @Test func frameOfAViewDoesNotDependOnItsSuperview() {
    let parent = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    parent.bounds.origin = CGPoint(x: 7, y: 7)
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    parent.addSubview(child)
    #expect(child.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
  }
}
