import Foundation
import HeadlessUIKit
import Testing

/// `next` for every kind of responder, and default forwarding of touches along it.
///
/// Serialized: some tests install a temporary application delegate (global state), restored before they return.
@MainActor
@Suite(.serialized) struct ResponderChainTests {
  @Test func viewsNextIsItsSuperview() {
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    #expect(child.next === parent)
    #expect(parent.next == nil)
  }

  @Test func rootViewsNextIsItsViewController() {
    let controller = UIViewController()
    let container = UIView()
    container.addSubview(controller.view)
    #expect(controller.view.next === controller)
  }

  @Test func viewControllersNextIsItsRootViewsSuperview() {
    let controller = UIViewController()
    let container = UIView()
    #expect(controller.next == nil)
    container.addSubview(controller.view)
    #expect(controller.next === container)
  }

  @Test func windowsNextIsTheApplication() {
    let window = UIWindow(frame: .zero)
    #expect(window.next === UIApplication.shared)
  }

  @Test func windowsRootViewControllerSitsBetweenRootViewAndWindow() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let controller = UIViewController()
    window.rootViewController = controller
    #expect(controller.view.superview === window)
    #expect(controller.view.next === controller)
    #expect(controller.next === window)
  }

  @Test func applicationsNextIsItsDelegateWhenThatIsAResponder() {
    let delegate = ActionResponder()
    withApplicationState(keyWindow: nil, delegate: delegate) {
      #expect(UIApplication.shared.next === delegate)
      #expect(delegate.next == nil)
    }
  }

  @Test func applicationsNextIsNilWhenItsDelegateIsNotAResponder() {
    let delegate = PlainDelegate()
    withApplicationState(keyWindow: nil, delegate: delegate) {
      #expect(UIApplication.shared.next == nil)
    }
    withApplicationState(keyWindow: nil, delegate: nil) {
      #expect(UIApplication.shared.next == nil)
    }
  }

  /// Apple: the delegate follows the application only if it is "not already part of the responder chain": a view
  /// or a view controller delegate would turn the chain into a loop.
  @Test func applicationsNextSkipsADelegateThatIsAlreadyInTheChain() {
    let viewDelegate = DelegateView()
    withApplicationState(keyWindow: nil, delegate: viewDelegate) {
      #expect(UIApplication.shared.next == nil)
    }
    let controllerDelegate = DelegateViewController()
    withApplicationState(keyWindow: nil, delegate: controllerDelegate) {
      #expect(UIApplication.shared.next == nil)
    }
  }

  @Test func chainRunsFromADeepViewToTheApplicationDelegate() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let controller = UIViewController()
    window.rootViewController = controller
    let card = UIView()
    let label = UIView()
    controller.view.addSubview(card)
    card.addSubview(label)
    let delegate = ActionResponder()
    withApplicationState(keyWindow: nil, delegate: delegate) {
      var chain: [UIResponder] = []
      var responder: UIResponder? = label
      while let current = responder {
        chain.append(current)
        responder = current.next
      }
      let expected: [UIResponder] = [label, card, controller.view, controller, window, UIApplication.shared, delegate]
      #expect(chain == expected)
    }
  }

  @Test func touchesForwardUpTheChainByDefault() {
    let window = visibleWindow()
    let parent = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(parent)
    parent.addSubview(child)
    let touch = Touches.began(in: window, at: CGPoint(x: 10, y: 10))
    window.sendEvent(Touches.event(touch))
    Touches.move(touch, to: CGPoint(x: 20, y: 20))
    window.sendEvent(Touches.event(touch))
    Touches.end(touch)
    window.sendEvent(Touches.event(touch))
    #expect(touch.view === child)
    #expect(parent.phases == [.began, .moved, .ended])
  }

  @Test func touchesForwardThroughTheViewController() {
    let window = visibleWindow()
    let controller = TouchRecordingViewController()
    window.rootViewController = controller
    let touch = Touches.began(in: window, at: CGPoint(x: 10, y: 10))
    window.sendEvent(Touches.event(touch))
    #expect(touch.view === controller.view)
    #expect(controller.beganCount == 1)
  }
}

/// An application delegate that is not a responder.
@MainActor
private final class PlainDelegate: NSObject, UIApplicationDelegate {}

/// An application delegate that is a view, and so already part of the chain.
@MainActor
private final class DelegateView: UIView, UIApplicationDelegate {}

/// An application delegate that is a view controller, and so already part of the chain.
@MainActor
private final class DelegateViewController: UIViewController, UIApplicationDelegate {}

/// Counts the `touchesBegan` calls that reach it.
@MainActor
private final class TouchRecordingViewController: UIViewController {
  var beganCount = 0

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { beganCount += 1 }
}
