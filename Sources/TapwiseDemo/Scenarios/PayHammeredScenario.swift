import Foundation
import Tapwise

/// The double-submit: a user hammers Pay five times in 0.3 s. Without Tapwise, five payments; after one install,
/// one.
///
/// - Note: `TapThrottle.install()` is app-wide, so the scenario uninstalls it before it returns.
struct PayHammeredScenario: DemoScenario {
  let title = "Pay hammered 5 times in 0.3 s: five payments, then one after TapThrottle.install()"

  func play(on stage: DemoStage) {
    let target = DemoTarget("CheckoutController", handles: [NSSelectorFromString("pay:")], on: stage)
    stage.driver.step = 0.03
    for installed in [false, true] {
      let pay = UIButton(type: .system)
      pay.accessibilityIdentifier = installed ? "pay-throttled" : "pay"
      pay.frame = CGRect(x: 20, y: installed ? 700 : 600, width: 350, height: 50)
      pay.addTarget(target, action: NSSelectorFromString("pay:"), for: .touchUpInside)
      stage.window.addSubview(pay)
      if installed {
        TapThrottle.install()
        stage.note("TapThrottle.install()   // default interval 0.5 s per control and action")
      }
      for tap in 1...5 {
        stage.tap(pay, note: "tap \(tap) of 5")
        stage.wait(0.03)
      }
      stage.wait(1)
    }
    TapThrottle.uninstall()
    withExtendedLifetime(target) {}
  }
}
