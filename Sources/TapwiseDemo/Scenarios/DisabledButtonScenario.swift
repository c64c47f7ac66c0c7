import Foundation
import HeadlessUIKit

/// Hit-testing rules a user feels: a hidden overlay lets taps through, and so does a disabled button.
///
/// UIKit's `-[UIControl hitTest:withEvent:]` returns nil while the control is disabled, so the tap reaches the view
/// behind it (here the form) and no action fires.
struct DisabledButtonScenario: DemoScenario {
  let title = "Form: a hidden overlay lets the tap through; a disabled Submit passes it to the form"

  func play(on stage: DemoStage) {
    let form = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
    form.accessibilityIdentifier = "form"
    let help = UIButton(type: .system)
    help.accessibilityIdentifier = "help"
    help.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
    let submit = UIButton(type: .system)
    submit.accessibilityIdentifier = "submit"
    submit.frame = CGRect(x: 20, y: 300, width: 350, height: 50)
    submit.isEnabled = false
    let tooltip = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 120))
    tooltip.accessibilityIdentifier = "tooltip"
    tooltip.isHidden = true
    let target = DemoTarget(
      "FormController", handles: [NSSelectorFromString("help:"), NSSelectorFromString("submit:")], on: stage)
    help.addTarget(target, action: NSSelectorFromString("help:"), for: .touchUpInside)
    submit.addTarget(target, action: NSSelectorFromString("submit:"), for: .touchUpInside)
    form.addSubview(help)
    form.addSubview(submit)
    form.addSubview(tooltip)
    stage.window.addSubview(form)

    stage.tap(help, note: "under the hidden tooltip")
    stage.wait(1)
    stage.tap(submit, note: "disabled")
    withExtendedLifetime(target) {}
  }
}
