import Foundation
import Testing

@testable import HeadlessUIKit

/// `UIApplication.sendAction(_:to:from:for:)`, `target(forAction:withSender:)` and `canPerformAction(_:withSender:)`.
///
/// Serialized: nil-target routing reads the app's key window and delegate, which every test sets through
/// `withApplicationState` and which are restored before the test returns.
@MainActor
@Suite(.serialized) struct ActionRoutingTests {
  private let pay = Selector("pay:")
  private let save = Selector("save:")

  /// A visible window holding `container` › `field`, and a `button` beside the container.
  @MainActor
  private struct Screen {
    let window = visibleWindow()
    let container = ActionView()
    let field = ActionView()
    let button = ActionView()

    init() {
      window.addSubview(container)
      container.addSubview(field)
      window.addSubview(button)
      field.acceptsFirstResponder = true
    }
  }

  @Test func explicitTargetReceivesTheActionWithSenderAndEvent() {
    let target = ActionResponder(implementing: [pay])
    let sender = UIView()
    let event = UIEvent(timestamp: 7, touches: [])
    let handled = UIApplication.shared.sendAction(pay, to: target, from: sender, for: event)
    #expect(handled)
    #expect(target.received.count == 1)
    #expect(target.received.first?.action == pay)
    #expect(target.received.first?.sender === sender)
    #expect(target.received.first?.event === event)
  }

  @Test func explicitTargetIsUsedEvenWhenAFirstResponderCouldHandleIt() {
    let screen = Screen()
    screen.field.implemented = [pay]
    screen.field.becomeFirstResponder()
    let target = ActionResponder(implementing: [pay])
    withApplicationState(keyWindow: screen.window) {
      UIApplication.shared.sendAction(pay, to: target, from: nil, for: nil)
    }
    #expect(target.received.count == 1)
    #expect(screen.field.received.isEmpty)
  }

  @Test func nilTargetGoesToTheKeyWindowsFirstResponder() {
    let screen = Screen()
    screen.field.implemented = [pay]
    screen.container.implemented = [pay]
    screen.button.implemented = [pay]
    screen.field.becomeFirstResponder()
    let handled = withApplicationState(keyWindow: screen.window) {
      UIApplication.shared.sendAction(pay, to: nil, from: screen.button, for: nil)
    }
    #expect(handled)
    #expect(screen.field.received.map(\.action) == [pay])
    #expect(screen.field.received.first?.sender === screen.button)
    #expect(screen.container.received.isEmpty)
    #expect(screen.button.received.isEmpty)
  }

  @Test func nilTargetWalksUpTheChainFromTheFirstResponder() {
    let screen = Screen()
    screen.container.implemented = [pay]
    screen.button.implemented = [pay]
    screen.field.becomeFirstResponder()
    withApplicationState(keyWindow: screen.window) {
      UIApplication.shared.sendAction(pay, to: nil, from: screen.button, for: nil)
    }
    #expect(screen.container.received.map(\.action) == [pay])
    #expect(screen.button.received.isEmpty)
  }

  @Test func nilTargetReachesAViewControllerOnTheChain() {
    let window = visibleWindow()
    let controller = ActionViewController()
    controller.implemented = [save]
    window.rootViewController = controller
    let field = ActionView()
    field.acceptsFirstResponder = true
    controller.view.addSubview(field)
    field.becomeFirstResponder()
    withApplicationState(keyWindow: window) {
      #expect(UIApplication.shared.sendAction(save, to: nil, from: nil, for: nil))
    }
    #expect(controller.received.map(\.action) == [save])
  }

  @Test func nilTargetReachesTheApplicationDelegate() {
    let screen = Screen()
    screen.field.becomeFirstResponder()
    let delegate = ActionResponder(implementing: [save])
    let handled = withApplicationState(keyWindow: screen.window, delegate: delegate) {
      UIApplication.shared.sendAction(save, to: nil, from: nil, for: nil)
    }
    #expect(handled)
    #expect(delegate.received.map(\.action) == [save])
  }

  @Test func nilTargetWithoutAFirstResponderStartsAtTheSender() {
    let screen = Screen()
    screen.button.implemented = [pay]
    screen.container.implemented = [pay]
    let handled = withApplicationState(keyWindow: screen.window) {
      UIApplication.shared.sendAction(pay, to: nil, from: screen.button, for: nil)
    }
    #expect(handled)
    #expect(screen.button.received.map(\.action) == [pay])
    #expect(screen.container.received.isEmpty)
  }

  @Test func nilTargetWithoutAKeyWindowStartsAtTheSender() {
    let screen = Screen()
    screen.container.implemented = [pay]
    let handled = withApplicationState(keyWindow: nil) {
      UIApplication.shared.sendAction(pay, to: nil, from: screen.field, for: nil)
    }
    #expect(handled)
    #expect(screen.container.received.count == 1)
  }

  @Test func firstResponderOfANonKeyWindowIsNotConsulted() {
    let screen = Screen()
    screen.field.implemented = [pay]
    screen.field.becomeFirstResponder()
    let keyWindow = visibleWindow()
    let handled = withApplicationState(keyWindow: keyWindow) {
      UIApplication.shared.sendAction(pay, to: nil, from: nil, for: nil)
    }
    #expect(!handled)
    #expect(screen.field.received.isEmpty)
  }

  @Test func nilTargetReturnsFalseWhenNobodyHandlesIt() {
    let screen = Screen()
    screen.field.becomeFirstResponder()
    let handled = withApplicationState(keyWindow: screen.window, delegate: ActionResponder()) {
      UIApplication.shared.sendAction(Selector("nobody:"), to: nil, from: screen.button, for: nil)
    }
    #expect(!handled)
  }

  @Test func nilTargetWithNoFirstResponderAndNoSenderReturnsFalse() {
    let handled = withApplicationState(keyWindow: visibleWindow()) {
      UIApplication.shared.sendAction(pay, to: nil, from: nil, for: nil)
    }
    #expect(!handled)
  }

  @Test func unhandledActionEndsWhenTheDelegateIsAView() {
    let screen = Screen()
    screen.field.becomeFirstResponder()
    let handled = withApplicationState(keyWindow: screen.window, delegate: ViewDelegate()) {
      UIApplication.shared.sendAction(Selector("nobody:"), to: nil, from: nil, for: nil)
    }
    #expect(!handled)
  }

  @Test func targetForActionReturnsTheNearestResponderThatCanPerformIt() {
    let screen = Screen()
    screen.container.implemented = [pay]
    #expect(screen.field.target(forAction: pay, withSender: nil) as AnyObject? === screen.container)
    screen.field.implemented = [pay]
    #expect(screen.field.target(forAction: pay, withSender: nil) as AnyObject? === screen.field)
  }

  @Test func targetForActionReturnsNilWhenNoResponderCanPerformIt() {
    let screen = Screen()
    withApplicationState(keyWindow: nil, delegate: nil) {
      #expect(screen.field.target(forAction: pay, withSender: nil) == nil)
    }
  }

  @Test func canPerformActionIsTrueOnlyForImplementedActions() {
    let view = ActionView()
    view.implemented = [pay]
    #expect(view.canPerformAction(pay, withSender: nil))
    #expect(!view.canPerformAction(save, withSender: nil))
    #expect(!UIView().canPerformAction(pay, withSender: nil))
  }

  @Test func canPerformActionOverrideSteersTheTargetSearch() {
    let screen = Screen()
    let picky = PickyView()
    picky.implemented = [pay]
    picky.refused = [pay]
    screen.container.addSubview(picky)
    screen.container.implemented = [pay]
    #expect(picky.target(forAction: pay, withSender: nil) as AnyObject? === screen.container)
    picky.refused = []
    #expect(picky.target(forAction: pay, withSender: nil) as AnyObject? === picky)
  }
}

/// An application delegate that is a view, and so already part of the responder chain.
@MainActor
private final class ViewDelegate: UIView, UIApplicationDelegate {}

/// Implements actions but can refuse some of them through `canPerformAction(_:withSender:)`.
@MainActor
private final class PickyView: UIView, HeadlessActionTarget {
  var implemented: Set<Selector> = []
  var refused: Set<Selector> = []

  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    refused.contains(action) ? false : super.canPerformAction(action, withSender: sender)
  }

  func responds(toAction action: Selector) -> Bool { implemented.contains(action) }
  func perform(_ action: Selector, sender: Any?, event: UIEvent?) {}
}
