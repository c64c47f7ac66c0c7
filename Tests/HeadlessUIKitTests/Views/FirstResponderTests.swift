import Foundation
import Testing

@testable import HeadlessUIKit

/// `becomeFirstResponder()`, `resignFirstResponder()` and `isFirstResponder`.
///
/// The first responder belongs to a window, so each test uses its own windows and touches no global state.
@MainActor
@Suite struct FirstResponderTests {
  private func field(in window: UIWindow?) -> ActionView {
    let field = ActionView()
    field.acceptsFirstResponder = true
    window?.addSubview(field)
    return field
  }

  @Test func plainViewCannotBecomeFirstResponder() {
    let window = visibleWindow()
    let view = UIView()
    window.addSubview(view)
    #expect(!view.canBecomeFirstResponder)
    #expect(!view.becomeFirstResponder())
    #expect(!view.isFirstResponder)
    #expect(window.firstResponder == nil)
  }

  @Test func becomingFirstResponderNeedsAWindow() {
    let detached = field(in: nil)
    #expect(!detached.becomeFirstResponder())
    #expect(!detached.isFirstResponder)
  }

  @Test func capableViewInAWindowBecomesFirstResponder() {
    let window = visibleWindow()
    let field = field(in: window)
    #expect(field.becomeFirstResponder())
    #expect(field.isFirstResponder)
    #expect(window.firstResponder === field)
  }

  @Test func becomingFirstResponderAgainSucceedsWithoutResigning() {
    let window = visibleWindow()
    let field = field(in: window)
    field.becomeFirstResponder()
    #expect(field.becomeFirstResponder())
    #expect(field.resignCalls == 0)
  }

  @Test func switchingFirstResponderResignsThePreviousOne() {
    let window = visibleWindow()
    let (first, second) = (field(in: window), field(in: window))
    first.becomeFirstResponder()
    #expect(second.becomeFirstResponder())
    #expect(first.resignCalls == 1)
    #expect(!first.isFirstResponder)
    #expect(second.isFirstResponder)
  }

  @Test func refusingToResignBlocksResignation() {
    let window = visibleWindow()
    let field = field(in: window)
    field.becomeFirstResponder()
    field.allowsResign = false
    #expect(!field.resignFirstResponder())
    #expect(field.isFirstResponder)
  }

  @Test func refusingToResignBlocksASwitch() {
    let window = visibleWindow()
    let (first, second) = (field(in: window), field(in: window))
    first.becomeFirstResponder()
    first.allowsResign = false
    #expect(!second.becomeFirstResponder())
    #expect(first.isFirstResponder)
    #expect(!second.isFirstResponder)
  }

  @Test func resigningLeavesTheWindowWithoutAFirstResponder() {
    let window = visibleWindow()
    let field = field(in: window)
    field.becomeFirstResponder()
    #expect(field.resignFirstResponder())
    #expect(!field.isFirstResponder)
    #expect(window.firstResponder == nil)
  }

  @Test func resigningWhenNotFirstResponderSucceedsAndChangesNothing() {
    let window = visibleWindow()
    let (first, second) = (field(in: window), field(in: window))
    first.becomeFirstResponder()
    #expect(second.resignFirstResponder())
    #expect(first.isFirstResponder)
  }

  @Test func eachWindowHasItsOwnFirstResponder() {
    let (left, right) = (visibleWindow(), visibleWindow())
    let (a, b) = (field(in: left), field(in: right))
    #expect(a.becomeFirstResponder())
    #expect(b.becomeFirstResponder())
    #expect(a.isFirstResponder)
    #expect(b.isFirstResponder)
    #expect(a.resignCalls == 0)
  }

  @Test func viewControllerBecomesFirstResponderWhenItsViewIsInAWindow() {
    let controller = ActionViewController()
    controller.acceptsFirstResponder = true
    #expect(!controller.becomeFirstResponder())
    let window = visibleWindow()
    window.rootViewController = controller
    #expect(controller.becomeFirstResponder())
    #expect(controller.isFirstResponder)
    #expect(window.firstResponder === controller)
  }

  @Test func removingAViewControllersViewResignsTheController() {
    let controller = ActionViewController()
    controller.acceptsFirstResponder = true
    let window = visibleWindow()
    let container = UIView()
    window.addSubview(container)
    container.addSubview(controller.view)
    controller.becomeFirstResponder()
    container.removeFromSuperview()
    #expect(!controller.isFirstResponder)
    #expect(window.firstResponder == nil)
  }
}
