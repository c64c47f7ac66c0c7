import Foundation
import HeadlessUIKit

/// A checkout screen: one tap on Pay fires its target-action and its UIAction; a tap beside it fires nothing.
struct CheckoutTapScenario: DemoScenario {
  let title = "Checkout: one tap on Pay reaches the button and fires both its handlers"

  func play(on stage: DemoStage) {
    let checkout = UIView(frame: CGRect(x: 0, y: 600, width: 390, height: 244))
    checkout.accessibilityIdentifier = "checkout"
    let pay = UIButton(type: .system)
    pay.accessibilityIdentifier = "pay"
    pay.frame = CGRect(x: 20, y: 120, width: 350, height: 50)
    pay.setTitle("Pay", for: .normal)
    let controller = DemoTarget("CheckoutController", handles: [NSSelectorFromString("pay:")], on: stage)
    pay.addTarget(controller, action: NSSelectorFromString("pay:"), for: .touchUpInside)
    pay.addAction(
      UIAction(identifier: UIAction.Identifier("analytics.pay")) { [weak stage] action in
        stage?.logAction("UIAction \(action.identifier.rawValue) from \(DemoStage.path(of: action.sender as? UIView))")
      },
      for: .primaryActionTriggered
    )
    checkout.addSubview(pay)
    stage.window.addSubview(checkout)

    stage.tap(pay)
    stage.wait(1)
    stage.tap(at: CGPoint(x: 195, y: 650), note: "beside the button")
    withExtendedLifetime(controller) {}
  }
}
