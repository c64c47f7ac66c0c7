import Foundation
import HeadlessUIKit
import Testing

/// Appearance and containment callbacks in UIKit's order for pushes, pops and a window's root controller.
///
/// Sources: published device logs of an animated push and pop (readke.com/c/0Z41505102021, "viewController方法的调用":
/// B loadView, B viewDidLoad, A viewWillDisappear, B viewWillAppear, A viewDidDisappear, B viewDidAppear; on the pop,
/// B viewWillDisappear, A viewWillAppear, B viewDidDisappear, A viewDidAppear); Apple's `viewIsAppearing(_:)` ("always
/// called shortly afterwards" after viewWillAppear, once the view is in the hierarchy); Apple's `addChild(_:)`,
/// `removeFromParent()`, `willMove(toParent:)` and `didMove(toParent:)`.
@MainActor
@Suite struct NavigationAppearanceTests {
  private static let appearance: Set<String> = [
    "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "viewDidLoad",
  ]

  private func appearanceLines(_ log: ControllerLog) -> [String] {
    log.lines.filter { Self.appearance.contains(String($0.split(separator: " ")[1])) }
  }

  @Test func animatedPushSendsAppearanceCallbacksInTheDeviceLogsOrder() {
    let scene = NavigationScene()
    scene.navigation.pushViewController(scene.controller("B"), animated: true)
    #expect(
      appearanceLines(scene.log) == [
        "B viewDidLoad", "A viewWillDisappear", "B viewWillAppear", "B viewIsAppearing",
      ])
    scene.driver.advance(by: 0.35)
    #expect(appearanceLines(scene.log).suffix(2) == ["A viewDidDisappear", "B viewDidAppear"])
  }

  @Test func animatedPopSendsAppearanceCallbacksInTheDeviceLogsOrder() {
    let scene = NavigationScene()
    scene.navigation.pushViewController(scene.controller("B"), animated: false)
    scene.log.lines.removeAll()
    scene.navigation.popViewController(animated: true)
    scene.driver.advance(by: 0.35)
    #expect(
      appearanceLines(scene.log) == [
        "B viewWillDisappear", "A viewWillAppear", "A viewIsAppearing", "B viewDidDisappear", "A viewDidAppear",
      ])
  }

  @Test func unanimatedPushSendsTheSameOrderAtOnce() {
    let scene = NavigationScene()
    scene.navigation.pushViewController(scene.controller("B"), animated: false)
    #expect(
      appearanceLines(scene.log) == [
        "B viewDidLoad", "A viewWillDisappear", "B viewWillAppear", "B viewIsAppearing", "A viewDidDisappear",
        "B viewDidAppear",
      ])
  }

  /// Apple, `addChild(_:)`: "automatically calls the willMove(toParent:) method of the view controller to be added";
  /// a container calls `didMove(toParent:)` once the transition is complete.
  @Test func pushCallsWillMoveAtOnceAndDidMoveWhenTheTransitionEnds() {
    let scene = NavigationScene()
    let detail = scene.controller("B")
    scene.navigation.pushViewController(detail, animated: true)
    #expect(scene.log.lines.first == "B willMove(toParent: parent)")
    #expect(detail.isMovingToParent)
    #expect(!scene.log.lines.contains("B didMove(toParent: parent)"))
    scene.driver.advance(by: 0.35)
    #expect(scene.log.lines.last == "B didMove(toParent: parent)")
    #expect(!detail.isMovingToParent)
  }

  /// Apple, `removeFromParent()`: "automatically calls the didMove(toParent:) method of the child view controller";
  /// `isMovingFromParent` is true while a popped controller disappears.
  @Test func popCallsWillMoveToNilAtOnceAndDidMoveToNilWhenTheTransitionEnds() {
    let scene = NavigationScene()
    let detail = scene.controller("B")
    scene.navigation.pushViewController(detail, animated: false)
    scene.log.lines.removeAll()
    scene.navigation.popViewController(animated: true)
    #expect(scene.log.lines.first == "B willMove(toParent: nil)")
    #expect(detail.isMovingFromParent)
    scene.driver.advance(by: 0.35)
    #expect(scene.log.lines.last == "B didMove(toParent: nil)")
    #expect(!detail.isMovingFromParent)
    #expect(detail.parent == nil)
  }

  /// A window's root controller appears when the window is shown, and the navigation controller forwards its
  /// appearance to its top controller only (the controllers beneath are not on screen).
  @Test func showingTheWindowMakesTheRootAndTheTopControllerAppear() {
    let log = ControllerLog()
    let (a, b) = (LoggedController("A", log: log), LoggedController("B", log: log))
    let navigation = UINavigationController(rootViewController: a)
    navigation.pushViewController(b, animated: true)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = navigation
    #expect(log.lines.filter { $0.contains("Appear") }.isEmpty)
    window.makeKeyAndVisible()
    #expect(log.lines.filter { $0.contains("Appear") } == ["B viewWillAppear", "B viewIsAppearing", "B viewDidAppear"])
  }

  /// A navigation controller that is not on screen changes its stack without appearance callbacks and without
  /// waiting: there is nothing to animate.
  @Test func pushOffScreenSendsNoAppearanceCallbacksAndEndsAtOnce() {
    let log = ControllerLog()
    let navigation = UINavigationController(rootViewController: LoggedController("A", log: log))
    let b = LoggedController("B", log: log)
    navigation.pushViewController(b, animated: true)
    #expect(log.lines.filter { $0.contains("Appear") }.isEmpty)
    #expect(log.lines.contains("B didMove(toParent: parent)"))
  }

  /// The delegate hears `willShow` when the transition begins and `didShow` when it ends (Apple,
  /// `UINavigationControllerDelegate`).
  @Test func delegateHearsWillShowAtTheStartAndDidShowAtTheEnd() {
    final class Delegate: NSObject, UINavigationControllerDelegate {
      var lines: [String] = []
      func navigationController(_ nc: UINavigationController, willShow vc: UIViewController, animated: Bool) {
        lines.append("willShow \(vc.title ?? "") \(animated)")
      }
      func navigationController(_ nc: UINavigationController, didShow vc: UIViewController, animated: Bool) {
        lines.append("didShow \(vc.title ?? "") \(animated)")
      }
    }
    let scene = NavigationScene()
    let delegate = Delegate()
    scene.navigation.delegate = delegate
    let detail = scene.controller("B")
    detail.title = "B"
    scene.navigation.pushViewController(detail, animated: true)
    #expect(delegate.lines == ["willShow B true"])
    scene.driver.advance(by: 0.35)
    #expect(delegate.lines == ["willShow B true", "didShow B true"])
  }
}
