import HeadlessUIKit
import Testing

@testable import Tapwise

/// The first seed's canonical bug, end to end: a double tap on a button whose action pushes a controller pushes it
/// twice, and tap throttling pushes once.
///
/// Sources: Apple's `UINavigationController.pushViewController(_:animated:)` pushes the controller it is given and
/// documents no refusal of a push while another is animating, so two taps that each push a new controller push two
/// (the bug apps guard against by disabling the button until the transition ends). HeadlessUIKit models the push on
/// virtual time, 0.35 s, with the outgoing screen still taking touches until it ends
/// (`duringAnAnimatedPushTheOutgoingScreenStillTakesTouches`), and pins the bug in
/// `doubleTapOnAButtonThatPushesPushesTwice`; these tests rest on that model. A double tap's taps are 0.1 s apart
/// here, inside both the push and Tapwise's default 0.5 s interval.
extension TapThrottleSuites {
  @MainActor
  @Suite
  struct TapThrottleNavigationTests {
    /// A window whose root is a navigation controller over a list with an "Open" button that pushes a new detail
    /// controller, animated, each time its action runs.
    @MainActor
    final class Scene {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let list = UIViewController()
      let navigation: UINavigationController
      let open = UIButton(frame: CGRect(x: 100, y: 300, width: 190, height: 44))
      let driver: TouchDriver
      /// The detail controllers pushed, in order.
      var pushed: [UIViewController] = []

      init() {
        navigation = UINavigationController(rootViewController: list)
        list.view.addSubview(open)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        driver = TouchDriver(window: window)
        driver.step = 0.05  // a tap is 0.05 s down; a double tap's taps are 0.1 s apart
        open.addAction(
          UIAction(identifier: .init("open")) { [weak self] _ in
            guard let self else { return }
            let detail = UIViewController()
            pushed.append(detail)
            navigation.pushViewController(detail, animated: true)
          }, for: .touchUpInside)
      }

      /// The middle of the button, in window coordinates.
      var openCenter: CGPoint { open.convert(CGPoint(x: open.bounds.midX, y: open.bounds.midY), to: nil) }

      /// Double-taps Open, its taps 0.1 s apart, then lets every transition end.
      func doubleTapOpen() {
        driver.tap(at: openCenter, count: 2)
        driver.advance(by: 1)
      }
    }

    /// Runs a body with tap throttling installed, and uninstalls it in the same main-actor turn.
    private func withThrottle(defaultInterval: TimeInterval = 0.5, _ body: () throws -> Void) rethrows {
      TapThrottle.install(defaultInterval: defaultInterval)
      defer { TapThrottle.uninstall() }
      try body()
    }

    @Test func withoutTapwiseADoubleTapPushesTwice() {
      let scene = Scene()
      scene.doubleTapOpen()
      #expect(scene.pushed.count == 2)
      #expect(scene.navigation.viewControllers == [scene.list] + scene.pushed)
    }

    @Test func withTapThrottleInstalledADoubleTapPushesOnce() {
      let scene = Scene()
      withThrottle {
        scene.doubleTapOpen()
      }
      #expect(scene.pushed.count == 1)
      #expect(scene.navigation.viewControllers == [scene.list] + scene.pushed)
      #expect(scene.navigation.topViewController?.view.window === scene.window)
    }

    /// A per-button interval throttles the button that pushes even when the app-wide default is off.
    @Test func aTapIntervalOnTheButtonAloneMakesADoubleTapPushOnce() {
      let scene = Scene()
      withThrottle(defaultInterval: 0) {
        scene.open.tw.tapInterval = 0.5
        scene.doubleTapOpen()
      }
      #expect(scene.pushed.count == 1)
    }

    /// A tap 0.2 s into the running push still lands on the outgoing screen's button: twice without Tapwise, once
    /// with it; the push that ran ends as usual.
    @Test func aTapDuringTheRunningPushIsDropped() {
      for throttled in [false, true] {
        let scene = Scene()
        if throttled { TapThrottle.install() }
        scene.driver.tap(at: scene.openCenter)
        scene.driver.advance(by: 0.2)
        #expect(scene.navigation.viewControllers.count == 2, "the stack changes at once")
        #expect(scene.driver.tap(at: scene.openCenter) === scene.open, "the outgoing screen still takes touches")
        scene.driver.advance(by: 1)
        if throttled { TapThrottle.uninstall() }
        #expect(scene.pushed.count == (throttled ? 1 : 2))
        #expect(scene.navigation.topViewController === scene.pushed.last)
        #expect(scene.list.view.window == nil, "the list left the screen")
      }
    }

    /// Throttling costs no deliberate navigation: back, then Open again after the interval, pushes again.
    @Test func openingAgainAfterGoingBackPushesAgain() {
      let scene = Scene()
      withThrottle {
        scene.doubleTapOpen()
        scene.navigation.popViewController(animated: false)
        scene.driver.advance(by: 0.5)
        scene.doubleTapOpen()
      }
      #expect(scene.pushed.count == 2)
      #expect(scene.navigation.viewControllers == [scene.list, scene.pushed[1]])
    }
  }
}
