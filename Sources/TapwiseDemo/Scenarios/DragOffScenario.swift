import Foundation
import HeadlessUIKit

/// Control tracking: a finger that slides off a button far enough cancels the tap; a small slide does not.
struct DragOffScenario: DemoScenario {
  let title = "Pay: sliding a finger off the button cancels the tap; a small slide keeps it"

  func play(on stage: DemoStage) {
    let pay = UIButton(type: .system)
    pay.accessibilityIdentifier = "pay"
    pay.frame = CGRect(x: 20, y: 700, width: 350, height: 50)
    let target = DemoTarget(
      "CheckoutController", handles: [NSSelectorFromString("pay:"), NSSelectorFromString("cancelled:")], on: stage)
    pay.addTarget(target, action: NSSelectorFromString("pay:"), for: .touchUpInside)
    pay.addTarget(target, action: NSSelectorFromString("cancelled:"), for: .touchUpOutside)
    stage.window.addSubview(pay)

    stage.drag(along: [CGPoint(x: 195, y: 725), CGPoint(x: 195, y: 690)], note: "10 pt above the button")
    stage.wait(1)
    stage.drag(along: [CGPoint(x: 195, y: 725), CGPoint(x: 195, y: 500)], note: "far above the button")
    withExtendedLifetime(target) {}
  }
}
