import Foundation
import Testing

@testable import HeadlessUIKit

/// `setNeedsLayout()`, `layoutIfNeeded()` and `layoutSubviews()`, and the layout pass around each event.
@MainActor
@Suite struct LayoutTests {
  /// A view that counts its layout passes and logs them by name.
  final class LayoutCountingView: UIView {
    var name = ""
    var log: (String) -> Void = { _ in }
    private(set) var layoutCount = 0
    override func layoutSubviews() {
      layoutCount += 1
      log(name)
    }
  }

  @Test func markedViewIsLaidOutOnceByLayoutIfNeeded() {
    let view = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.setNeedsLayout()
    view.setNeedsLayout()
    view.layoutIfNeeded()
    view.layoutIfNeeded()
    #expect(view.layoutCount == 1)
  }

  @Test func newViewIsNotLaidOutUntilSomethingMarksIt() {
    let view = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.layoutIfNeeded()
    #expect(view.layoutCount == 0)
  }

  @Test func resizingMarksTheViewAndMovingDoesNot() {
    let view = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.frame.origin = CGPoint(x: 10, y: 10)
    view.center = CGPoint(x: 80, y: 80)
    view.layoutIfNeeded()
    #expect(view.layoutCount == 0)
    view.frame.size = CGSize(width: 50, height: 50)
    view.layoutIfNeeded()
    view.bounds.size = CGSize(width: 60, height: 60)
    view.layoutIfNeeded()
    #expect(view.layoutCount == 2)
  }

  @Test func addingASubviewMarksTheSubviewAndItsNewSuperview() {
    let parent = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    parent.addSubview(child)
    parent.layoutIfNeeded()
    #expect(parent.layoutCount == 1)
    #expect(child.layoutCount == 1)
  }

  @Test func superviewIsLaidOutBeforeItsSubviews() {
    var order: [String] = []
    let parent = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    parent.name = "parent"
    child.name = "child"
    parent.log = { order.append($0) }
    child.log = { order.append($0) }
    parent.addSubview(child)
    parent.layoutIfNeeded()
    #expect(order == ["parent", "child"])
  }

  @Test func touchedWindowIsLaidOutBeforeTheTouchIsHitTested() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    let host = SubviewMakingView(frame: window.bounds)
    window.addSubview(host)
    let driver = TouchDriver(window: window)
    #expect(driver.tap(at: CGPoint(x: 10, y: 10)) === host.made)
  }

  /// A view that makes its one subview in its first layout, as a table view makes its cells.
  final class SubviewMakingView: UIView {
    private(set) var made: UIView?
    override func layoutSubviews() {
      guard made == nil else { return }
      let subview = UIView(frame: bounds)
      addSubview(subview)
      made = subview
    }
  }
}
