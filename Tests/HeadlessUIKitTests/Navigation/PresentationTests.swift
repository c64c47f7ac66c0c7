import Foundation
import HeadlessUIKit
import Testing

/// Modal presentation: who presents, appearance callbacks, what happens to the presenting controller's views,
/// dismissal, and the responder chain through presented controllers.
///
/// Sources: Apple's `present(_:animated:completion:)` (a controller that can't present "forwards the request up the
/// view controller hierarchy to its nearest parent"), `presentedViewController`, `presentingViewController` (both
/// also answer for a child of the presenting or presented controller), `dismiss(animated:completion:)` ("If you call
/// this method on the presented view controller itself, UIKit asks the presenting view controller to handle the
/// dismissal"; lower in a stack of presentations it dismisses everything above), `UIModalPresentationStyle.fullScreen`
/// ("UIKit normally removes the views of the underlying view controller after the transition animations finish");
/// device logs of a full-screen presentation (velog.io/@rudin_/iOS-LifeCycle-in-Modal: first viewWillDisappear,
/// second viewWillAppear, viewIsAppearing, viewDidAppear, first viewDidDisappear; with the iOS 13 sheet, the first
/// controller hears nothing); UIKit's console warning "Attempt to present … which is already presenting …", after
/// which nothing is presented; Apple's "Using responders and the responder chain to handle events" ("If the view
/// controller was presented by another view controller, the next responder is the presenting view controller").
@MainActor
@Suite struct PresentationTests {
  private func callbacks(_ log: ControllerLog) -> [String] {
    log.lines.filter { $0.contains("Appear") || $0.contains("Disappear") }
  }

  @Test func childPresentsThroughItsOutermostContainer() {
    let scene = NavigationScene()
    let modal = scene.controller("M")
    scene.root.present(modal, animated: false)
    #expect(modal.presentingViewController === scene.navigation)
    #expect(scene.navigation.presentedViewController === modal)
    #expect(scene.root.presentedViewController === modal)
  }

  @Test func childOfAPresentedControllerSeesItsPresenter() {
    let scene = NavigationScene()
    let inner = scene.controller("I")
    let modalNavigation = UINavigationController(rootViewController: inner)
    scene.root.present(modalNavigation, animated: false)
    #expect(inner.presentingViewController === scene.navigation)
    #expect(inner.presentedViewController == nil)
  }

  @Test func presentingWhileAlreadyPresentingDoesNothing() {
    let scene = NavigationScene()
    let (first, second) = (scene.controller("M1"), scene.controller("M2"))
    var completions = 0
    scene.root.present(first, animated: true) { completions += 1 }
    scene.root.present(second, animated: true) { completions += 1 }
    scene.driver.advance(by: 1)
    #expect(scene.navigation.presentedViewController === first)
    #expect(second.presentingViewController == nil)
    #expect(!second.isViewLoaded)
    #expect(completions == 1)
  }

  @Test func presentingFromAControllerOutsideAWindowDoesNothing() {
    let loose = UIViewController()
    loose.present(UIViewController(), animated: false)
    #expect(loose.presentedViewController == nil)
  }

  @Test func fullScreenPresentationFollowsTheDeviceLogsOrder() {
    let scene = NavigationScene()
    let modal = scene.controller("M")
    modal.modalPresentationStyle = .fullScreen
    var completed = false
    scene.root.present(modal, animated: true) { completed = true }
    #expect(modal.isBeingPresented)
    #expect(callbacks(scene.log) == ["A viewWillDisappear", "M viewWillAppear", "M viewIsAppearing"])
    scene.driver.advance(by: 0.5)
    #expect(callbacks(scene.log).suffix(2) == ["M viewDidAppear", "A viewDidDisappear"])
    #expect(completed)
    #expect(!modal.isBeingPresented)
  }

  @Test func fullScreenPresentationRemovesThePresentersViewsWhenItEnds() {
    let scene = NavigationScene()
    let modal = scene.controller("M")
    modal.modalPresentationStyle = .fullScreen
    scene.root.present(modal, animated: true)
    #expect(scene.navigation.view.window === scene.window)
    scene.driver.advance(by: 0.5)
    #expect(scene.navigation.view.window == nil)
    #expect(modal.view.superview === scene.window)
    #expect(modal.view.frame == scene.window.bounds)
  }

  /// The default style is `.automatic`, a page sheet on iPhone since iOS 13: the presenter's views stay and it
  /// hears no disappearance.
  @Test func sheetPresentationLeavesThePresenterOnScreenWithoutCallbacks() {
    let scene = NavigationScene()
    let modal = scene.controller("M")
    #expect(modal.modalPresentationStyle == .automatic)
    scene.root.present(modal, animated: true)
    scene.driver.advance(by: 0.5)
    #expect(callbacks(scene.log) == ["M viewWillAppear", "M viewIsAppearing", "M viewDidAppear"])
    #expect(scene.navigation.view.window === scene.window)
    modal.dismiss(animated: true)
    scene.driver.advance(by: 0.5)
    #expect(callbacks(scene.log).suffix(2) == ["M viewWillDisappear", "M viewDidDisappear"])
  }

  @Test func dismissCalledOnThePresentedControllerIsCarriedOutByItsPresenter() {
    let scene = NavigationScene()
    let modal = scene.controller("M")
    modal.modalPresentationStyle = .fullScreen
    scene.root.present(modal, animated: false)
    scene.log.lines.removeAll()
    var completed = false
    modal.dismiss(animated: true) { completed = true }
    #expect(modal.isBeingDismissed)
    #expect(callbacks(scene.log) == ["M viewWillDisappear", "A viewWillAppear", "A viewIsAppearing"])
    #expect(!completed)
    scene.driver.advance(by: 0.5)
    #expect(callbacks(scene.log).suffix(2) == ["A viewDidAppear", "M viewDidDisappear"])
    #expect(completed)
    #expect(scene.navigation.presentedViewController == nil)
    #expect(modal.presentingViewController == nil)
    #expect(modal.viewIfLoaded?.superview == nil)
    #expect(scene.navigation.view.window === scene.window)
  }

  @Test func dismissLowerInAStackOfPresentationsDismissesEverythingAbove() {
    let scene = NavigationScene()
    let (first, second) = (scene.controller("M1"), scene.controller("M2"))
    scene.root.present(first, animated: false)
    first.present(second, animated: false)
    #expect(second.presentingViewController === first)
    scene.root.dismiss(animated: true)
    scene.driver.advance(by: 0.5)
    #expect(scene.navigation.presentedViewController == nil)
    #expect(first.presentedViewController == nil)
    #expect(second.viewIfLoaded?.superview == nil)
    #expect(first.viewIfLoaded?.superview == nil)
  }

  @Test func presentedControllersNextResponderIsItsPresenter() {
    let scene = NavigationScene()
    let modal = scene.controller("M")
    modal.modalPresentationStyle = .fullScreen
    scene.root.present(modal, animated: false)
    #expect(modal.view.next === modal)
    #expect(modal.next === scene.navigation)
    // The presenter's views left the window; as the window's root controller, its next responder is the window.
    #expect(scene.navigation.next === scene.window)
    #expect(scene.window.next === UIApplication.shared)
  }

  /// A nil-target action sent from a control in a presented controller travels its chain and reaches the controller
  /// that presented it.
  @Test func actionFromAPresentedControlReachesThePresentingController() {
    final class Presenter: UINavigationController, HeadlessActionTarget {
      var received = 0
      func responds(toAction action: Selector) -> Bool { action == Selector("save:") }
      func perform(_ action: Selector, sender: Any?, event: UIEvent?) { received += 1 }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let presenter = Presenter(rootViewController: UIViewController())
    window.rootViewController = presenter
    window.makeKeyAndVisible()
    let modal = UIViewController()
    presenter.topViewController?.present(modal, animated: false)
    let button = UIButton(frame: CGRect(x: 100, y: 300, width: 190, height: 44))
    modal.view.addSubview(button)
    UIApplication.shared.sendAction(Selector("save:"), to: nil, from: button, for: nil)
    #expect(presenter.received == 1)
  }
}
