import Foundation
import HeadlessUIKit
import Testing

/// What must trap, in a child process (Swift Testing exit tests), and what must not.
@MainActor
@Suite struct TrapTests {
  @Test func addingAViewAsItsOwnSubviewTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let view = UIView()
        view.addSubview(view)
      }
    }
    #expect(stderr(of: result).contains("Can't add self as subview"))
  }

  @Test func insertingAViewIntoItselfTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let view = UIView()
        view.insertSubview(view, at: 0)
      }
    }
    #expect(stderr(of: result).contains("Can't add self as subview"))
  }

  /// Documented deviation: UIKit does not document this case; HeadlessUIKit traps because the hierarchy would be a
  /// cycle.
  @Test func addingAnAncestorAsASubviewTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let grandparent = UIView()
        let parent = UIView()
        let child = UIView()
        grandparent.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(grandparent)
      }
    }
    #expect(stderr(of: result).contains("would be a cycle"))
  }

  @Test func sendingAnActionToATargetThatDoesNotImplementItTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let target = ActionResponder(implementing: [Selector("other:")])
        _ = UIApplication.shared.sendAction(Selector("pay:"), to: target, from: nil, for: nil)
      }
    }
    #expect(stderr(of: result).contains("unrecognized selector pay: sent to instance of ActionResponder"))
  }

  @Test func sendingAnActionToAnObjectThatIsNoActionTargetTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = UIApplication.shared.sendAction(Selector("pay:"), to: NSObject(), from: nil, for: nil)
      }
    }
    #expect(stderr(of: result).contains("unrecognized selector pay: sent to instance of NSObject"))
  }

  @Test func removingAViewWithoutSuperviewDoesNotTrap() {
    let view = UIView()
    view.removeFromSuperview()
    view.removeFromSuperview()
    #expect(view.superview == nil)
  }

  @Test func convertingBetweenViewsOfDifferentTreesDoesNotTrap() {
    let (a, b) = (UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10)), UIView())
    let window = UIWindow(frame: .zero)
    window.addSubview(b)
    #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: 5, y: 5))
    #expect(b.convert(CGRect.zero, to: a) == CGRect(x: -5, y: -5, width: 0, height: 0))
    #expect(a.convert(CGPoint.zero, from: b) == CGPoint(x: -5, y: -5))
  }

  @Test func reorderingOrResigningWithNothingToDoDoesNotTrap() {
    let parent = UIView()
    let stranger = UIView()
    parent.bringSubviewToFront(stranger)
    parent.sendSubviewToBack(stranger)
    #expect(stranger.resignFirstResponder())
    #expect(!stranger.becomeFirstResponder())
  }

  @Test func unhandledNilTargetActionDoesNotTrap() {
    let sender = UIView()
    let handled = withApplicationState(keyWindow: nil, delegate: nil) {
      UIApplication.shared.sendAction(Selector("nobody:"), to: nil, from: sender, for: nil)
    }
    #expect(!handled)
  }

  @Test func hitTestingAnEmptyDetachedViewDoesNotTrap() {
    let view = UIView()
    #expect(view.hitTest(.zero, with: nil) == nil)
    #expect(view.subviews.isEmpty)
  }

  /// The child process's standard error, as text.
  private func stderr(of result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  }
}
