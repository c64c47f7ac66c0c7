import Foundation
import HeadlessUIKit
import Testing

/// The stack of a `UINavigationController`: what push, pop, popTo, popToRoot and setViewControllers leave on it.
///
/// Sources: Apple's `UINavigationController` documentation (each method's page), and the interface of iOS 17's
/// `UINavigationController.h` for the signatures.
@MainActor
@Suite struct NavigationStackTests {
  /// Apple, `topViewController`: "The view controller at the top of the navigation stack". The stack changes when
  /// the push is called, not when its animation ends: the common guard against a double push
  /// (`navigationController.topViewController == self`, nixzhu's "duplicate push" note) relies on it.
  @Test func pushPutsTheControllerOnTopAtOnceEvenWhenAnimated() {
    let scene = NavigationScene()
    let detail = scene.controller("B")
    scene.navigation.pushViewController(detail, animated: true)
    #expect(scene.navigation.topViewController === detail)
    #expect(scene.navigation.viewControllers == [scene.root, detail])
    #expect(detail.navigationController === scene.navigation)
    #expect(detail.parent === scene.navigation)
    #expect(scene.navigation.children == [scene.root, detail])
  }

  /// Apple, `popViewController(animated:)`: returns "The view controller that was popped from the stack"; the root
  /// view controller can't be popped.
  @Test func popReturnsThePoppedControllerAndNeverPopsTheRoot() {
    let scene = NavigationScene()
    let detail = scene.controller("B")
    scene.navigation.pushViewController(detail, animated: false)
    #expect(scene.navigation.popViewController(animated: false) === detail)
    #expect(detail.parent == nil)
    #expect(detail.navigationController == nil)
    #expect(scene.navigation.popViewController(animated: false) == nil)
    #expect(scene.navigation.viewControllers == [scene.root])
  }

  /// Apple, `popToViewController(_:animated:)` and `popToRootViewController(animated:)`: return "an array
  /// containing the view controllers that were popped", bottom first.
  @Test func popToAndPopToRootReturnWhatTheyPoppedBottomFirst() {
    let scene = NavigationScene()
    let (b, c, d) = (scene.controller("B"), scene.controller("C"), scene.controller("D"))
    scene.navigation.setViewControllers([scene.root, b, c, d], animated: false)
    #expect(scene.navigation.popToViewController(b, animated: false) == [c, d])
    #expect(scene.navigation.topViewController === b)
    #expect(scene.navigation.popToRootViewController(animated: false) == [b])
    #expect(scene.navigation.popToRootViewController(animated: false) == [])
    #expect(scene.navigation.viewControllers == [scene.root])
  }

  /// Apple, `setViewControllers(_:animated:)`: replaces the stack; controllers no longer on it are removed from the
  /// navigation controller, and new ones become its children.
  @Test func setViewControllersReplacesTheStackAndTheChildren() {
    let scene = NavigationScene()
    let (b, c) = (scene.controller("B"), scene.controller("C"))
    scene.navigation.pushViewController(b, animated: false)
    scene.navigation.viewControllers = [c]
    #expect(scene.navigation.viewControllers == [c])
    #expect(scene.root.parent == nil)
    #expect(b.parent == nil)
    #expect(c.parent === scene.navigation)
    #expect(c.view.superview === scene.navigation.view)
    #expect(b.view.superview == nil)
  }

  /// Apple, `visibleViewController`: "the top view controller, or a view controller presented modally on top of
  /// the navigation controller itself".
  @Test func visibleViewControllerIsAModalOverTheNavigationControllerElseTheTop() {
    let scene = NavigationScene()
    let detail = scene.controller("B")
    let modal = scene.controller("M")
    scene.navigation.pushViewController(detail, animated: false)
    #expect(scene.navigation.visibleViewController === detail)
    detail.present(modal, animated: false)
    #expect(scene.navigation.visibleViewController === modal)
  }

  /// Apple, `navigationController`: "The nearest ancestor in the view controller hierarchy that is a navigation
  /// controller", so a child of a pushed controller finds it too.
  @Test func navigationControllerIsTheNearestNavigationAncestor() {
    let scene = NavigationScene()
    let detail = scene.controller("B")
    let embedded = scene.controller("E")
    detail.addChild(embedded)
    scene.navigation.pushViewController(detail, animated: false)
    #expect(embedded.navigationController === scene.navigation)
    #expect(UIViewController().navigationController == nil)
  }

  /// The top controller's view fills the navigation controller's view, and the others' views are not in it.
  @Test func onlyTheTopControllersViewIsInTheNavigationView() {
    let scene = NavigationScene()
    let detail = scene.controller("B")
    scene.navigation.pushViewController(detail, animated: false)
    #expect(detail.view.superview === scene.navigation.view)
    #expect(detail.view.frame == scene.navigation.view.bounds)
    #expect(scene.root.view.superview == nil)
    scene.navigation.popViewController(animated: false)
    #expect(scene.root.view.superview === scene.navigation.view)
    #expect(detail.view.superview == nil)
  }

  /// Apple, `show(_:sender:)`: a navigation controller's pushes the controller; a controller with no container that
  /// handles it has the window's root view controller present it modally.
  @Test func showPushesInsideANavigationControllerAndPresentsElsewhere() {
    let scene = NavigationScene()
    let detail = scene.controller("B")
    scene.root.show(detail, sender: nil)
    #expect(scene.navigation.topViewController === detail)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let modal = UIViewController()
    root.show(modal, sender: nil)
    #expect(root.presentedViewController === modal)
  }
}
