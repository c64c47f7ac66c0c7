import Foundation
import Tapwise

/// The first seed's canonical bug across navigation: a list in a navigation controller, whose Open button pushes a
/// detail screen, animated. A double tap (taps 0.1 s apart) pushes it twice, because the list still takes touches
/// during the 0.35 s push; after one `TapThrottle.install()`, once. Each push logs the stack it leaves.
///
/// - Note: `TapThrottle.install()` is app-wide, so the scenario uninstalls it before it returns.
struct DoublePushScenario: DemoScenario {
  let title = "Navigation: Open double-tapped pushes the detail twice, then once after TapThrottle.install()"

  func play(on stage: DemoStage) {
    stage.driver.step = 0.05
    for installed in [false, true] {
      let list = ListController()
      list.view.accessibilityIdentifier = "orders"
      let navigation = UINavigationController(rootViewController: list)
      navigation.view.accessibilityIdentifier = "navigation"
      stage.window.rootViewController = navigation
      let open = UIButton(type: .system)
      open.accessibilityIdentifier = "open"
      open.frame = CGRect(x: 20, y: 600, width: 350, height: 50)
      list.view.addSubview(open)
      open.addAction(
        UIAction(identifier: .init("open")) { [weak stage, weak navigation] _ in
          guard let navigation else { return }
          navigation.pushViewController(DetailController(), animated: true)
          stage?.logAction("push DetailController → stack: \(Self.stack(of: navigation))")
        }, for: .touchUpInside)
      if installed {
        TapThrottle.install()
        stage.note("TapThrottle.install()   // default interval 0.5 s per control and action")
      }
      stage.tap(open, note: "tap 1 of 2")
      stage.wait(0.05)
      stage.tap(open, note: "tap 2 of 2, 0.1 s later: the push is still running")
      stage.wait(1)
      let pushed = navigation.viewControllers.count - 1
      stage.note(
        "stack at rest: \(Self.stack(of: navigation))   (\(pushed) detail screen\(pushed == 1 ? "" : "s"))")
    }
    TapThrottle.uninstall()
  }

  /// The navigation stack, bottom first: `ListController → DetailController`.
  @MainActor
  static func stack(of navigation: UINavigationController) -> String {
    navigation.viewControllers.map { String(describing: type(of: $0)) }.joined(separator: " → ")
  }
}

/// The list screen.
@MainActor
private final class ListController: UIViewController {}

/// The detail screen that Open pushes.
@MainActor
private final class DetailController: UIViewController {}
