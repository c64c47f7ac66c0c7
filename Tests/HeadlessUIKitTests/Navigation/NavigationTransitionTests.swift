import Foundation
import HeadlessUIKit
import Testing

/// Pushes and pops on virtual time, touches during them, and the navigation bar's place.
///
/// Sources: UIKit's standard push takes 0.35 s (the duration custom transitions copy to match it, e.g.
/// material-motion/motion-transitioning-objc #2, "locked to 0.35 by default"); a push while one runs is carried out,
/// not refused (device logs "nested push animation can result in corrupted navigation bar", HeroTransitions/Hero
/// #638, ChatSecure/ChatSecure-iOS #597, after which both controllers are on the stack); a double tap on a button or
/// row that pushes pushes twice ("View Controller Gets Pushed Multiple Times", Jeriel Ng, 2022; nixzhu, "防止点击 Cell
/// 时 ViewController 被重复 Push", 2016). How the running transition ends is HeadlessUIKit's choice (at once, its
/// callbacks balanced), since Apple documents none.
@MainActor
@Suite struct NavigationTransitionTests {
  @Test func animatedPushEndsAfterThirtyFiveHundredthsOfASecondOfVirtualTime() {
    let scene = NavigationScene()
    let detail = scene.controller("B")
    scene.navigation.pushViewController(detail, animated: true)
    scene.driver.advance(by: 0.34)
    #expect(!scene.log.lines.contains("B viewDidAppear"))
    #expect(scene.root.view.superview === scene.navigation.view)
    scene.driver.advance(by: 0.01)
    #expect(scene.log.lines.contains("B viewDidAppear"))
    #expect(scene.root.view.superview == nil)
    #expect(HeadlessRunLoop.main.scheduledTimerCount == 0)
  }

  /// While the push runs, the outgoing screen stays under the finger and the incoming one waits off the trailing
  /// edge (HeadlessUIKit's model of the animation's start; the device's model layer is not observable headlessly).
  @Test func duringAnAnimatedPushTheOutgoingScreenStillTakesTouches() {
    let scene = NavigationScene()
    var taps = 0
    let button = scene.addButton(to: scene.root) { taps += 1 }
    let detail = scene.controller("B")
    scene.navigation.pushViewController(detail, animated: true)
    #expect(scene.driver.tap(at: CGPoint(x: 195, y: 322)) === button)
    #expect(taps == 1)
    #expect(detail.view.frame.minX == scene.window.bounds.width)
    scene.driver.advance(by: 0.35)
    #expect(detail.view.frame == scene.navigation.view.bounds)
    #expect(scene.driver.tap(at: CGPoint(x: 195, y: 322)) !== button)
  }

  @Test func doubleTapOnAButtonThatPushesPushesTwice() {
    let scene = NavigationScene()
    var pushed: [UIViewController] = []
    _ = scene.addButton(to: scene.root) {
      let detail = scene.controller("B\(pushed.count + 1)")
      pushed.append(detail)
      scene.navigation.pushViewController(detail, animated: true)
    }
    scene.driver.tap(at: CGPoint(x: 195, y: 322), count: 2)
    scene.driver.advance(by: 1)
    #expect(pushed.count == 2)
    #expect(scene.navigation.viewControllers == [scene.root] + pushed)
    #expect(scene.navigation.topViewController === pushed.last)
  }

  /// A push during a running push ends the running one at once, its callbacks balanced, then starts its own.
  @Test func pushDuringARunningPushEndsTheRunningOneFirst() {
    let scene = NavigationScene()
    let (b, c) = (scene.controller("B"), scene.controller("C"))
    scene.navigation.pushViewController(b, animated: true)
    scene.driver.advance(by: 0.1)
    scene.log.lines.removeAll()
    scene.navigation.pushViewController(c, animated: true)
    #expect(
      scene.log.lines.filter { $0.contains("Appear") || $0.contains("Disappear") } == [
        "A viewDidDisappear", "B viewDidAppear", "B viewWillDisappear", "C viewWillAppear", "C viewIsAppearing",
      ])
    scene.driver.advance(by: 0.35)
    #expect(scene.log.lines.suffix(3) == ["B viewDidDisappear", "C viewDidAppear", "C didMove(toParent: parent)"])
    #expect(scene.navigation.viewControllers == [scene.root, b, c])
  }

  /// Apple: pushing a controller that is already on the stack is not supported. UIKit raises; HeadlessUIKit traps
  /// with UIKit's message, so a test can't push the same instance twice by accident.
  @Test func pushingTheSameInstanceTwiceTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(navigation.viewControllers[0], animated: false)
      }
    }
    #expect(stderr(of: result).contains("Pushing the same view controller instance more than once is not supported"))
  }

  /// The bar spans the top of the navigation controller's view at UIKit's standard 44 points, its width taken from
  /// the view, and sits in front of the content: a touch on it never reaches the controller's view.
  @Test func navigationBarSpansTheViewsTopAtFortyFourPointsInFront() {
    let scene = NavigationScene()
    let bar = scene.navigation.navigationBar
    scene.navigation.view.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    #expect(bar.superview === scene.navigation.view)
    #expect(scene.driver.tap(at: CGPoint(x: 195, y: 20)) === bar)
    scene.window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    scene.navigation.view.frame = scene.window.bounds
    scene.navigation.view.layoutIfNeeded()
    #expect(bar.frame.width == 844)
  }

  @Test func hiddenNavigationBarLetsTouchesReachTheContent() {
    let scene = NavigationScene()
    scene.navigation.setNavigationBarHidden(true, animated: false)
    #expect(scene.navigation.isNavigationBarHidden)
    #expect(scene.driver.tap(at: CGPoint(x: 195, y: 20)) === scene.root.view)
  }

  /// The child process's standard error, as text.
  private func stderr(of result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  }
}
