import HeadlessUIKit
import Testing

@testable import Tapwise

/// `TapThrottle.uninstall()` returns the app to its state before `install`, so no later test runs throttled.
extension TapThrottleSuites {
  @MainActor
  @Suite
  struct TapThrottleUninstallTests {
    @Test func uninstallRestoresUnthrottledTaps() {
      let stage = TouchStage()
      let counter = ActionCounter()
      let pay = stage.place(UIButton(type: .system))
      pay.addTarget(counter, action: Selector("pay:"), for: .touchUpInside)
      TapThrottle.install()
      stage.hammer(pay, times: 5, gap: 0.02)
      #expect(counter.count("pay:") == 1)
      TapThrottle.uninstall()
      stage.hammer(pay, times: 5, gap: 0.02)
      #expect(counter.count("pay:") == 6)
      #expect(!TapThrottle.isInstalled)
    }

    @Test func uninstallRestoresTheLaunchSettings() {
      TapThrottle.install(defaultInterval: 2)
      TapThrottle.gatedControlClasses = [UISwitch.self]
      TapThrottle.gatedEvents = [.valueChanged]
      var reports = 0
      TapThrottle.invalidSettingHandler = { _ in reports += 1 }
      TapThrottle.uninstall()
      #expect(!TapThrottle.isInstalled)
      #expect(TapThrottle.defaultInterval == 0.5)
      #expect(TapThrottle.gatedControlClasses.count == 1 && TapThrottle.gatedControlClasses[0] == UIButton.self)
      #expect(TapThrottle.gatedEvents == [.touchUpInside, .primaryActionTriggered])
      TapThrottle.install(defaultInterval: -1)  // reported to the default handler, not to the one set above
      #expect(reports == 0)
    }

    @Test func installAfterUninstallThrottlesAgain() {
      let stage = TouchStage()
      var payments = 0
      let pay = stage.place(UIButton(type: .system))
      pay.addAction(UIAction { _ in payments += 1 }, for: .touchUpInside)
      TapThrottle.install()
      TapThrottle.uninstall()
      stage.driver.advance(by: 1)
      TapThrottle.install()
      defer { TapThrottle.uninstall() }
      stage.hammer(pay, times: 5, gap: 0.02)
      #expect(payments == 1)
    }

    @Test func throttledButtonKeepsGatingItselfAfterUninstall() {
      let stage = TouchStage()
      let counter = ActionCounter()
      let pay = stage.place(ThrottledButton(type: .system))
      pay.addTarget(counter, action: Selector("pay:"), for: .touchUpInside)
      TapThrottle.install()
      TapThrottle.uninstall()
      stage.hammer(pay, times: 5, gap: 0.02)
      #expect(counter.count("pay:") == 1)
    }
  }
}
