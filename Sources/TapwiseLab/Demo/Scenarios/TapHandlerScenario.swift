import Foundation
import Tapwise

/// The block-handlers seed's button example, with Tapwise: a tap handler and an analytics handler on
/// touch-up-inside that both stay registered (the seed kept only the last), each receiving the button so it captures
/// nothing.
struct TapHandlerScenario: DemoScenario {
  let title = "Closures: a button with a tap handler and an analytics handler, both kept"

  func play(on stage: DemoStage) {
    let button = UIButton(type: .system)
    button.accessibilityIdentifier = "hello"
    button.frame = CGRect(x: 20, y: 200, width: 350, height: 50)
    stage.window.addSubview(button)
    button.tw.on(.touchUpInside) { button in
      stage.logAction("analytics handler: \(button.accessibilityIdentifier ?? "") tapped")
    }
    button.tw.onTap { button in stage.logAction("onTap handler: hello from \(DemoStage.path(of: button))") }
    stage.note("button.tw.on(.touchUpInside) { … }; button.tw.onTap { … }")
    stage.tap(button)
  }
}
