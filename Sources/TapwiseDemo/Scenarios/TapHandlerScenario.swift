import Foundation
import Tapwise

/// The block-handlers seed's button example, with Tapwise: a tap handler and an analytics handler on
/// touch-up-inside that both stay registered (the seed kept only the last), each receiving the button so it needn't
/// capture it. The handlers capture the stage weakly, as an app's capture their view controller: the button holds them.
struct TapHandlerScenario: DemoScenario {
  let title = "Closures: a button with a tap handler and an analytics handler, both kept"

  func play(on stage: DemoStage) {
    let button = UIButton(type: .system)
    button.accessibilityIdentifier = "hello"
    button.frame = CGRect(x: 20, y: 200, width: 350, height: 50)
    stage.window.addSubview(button)
    button.tw.on(.touchUpInside) { [weak stage] button in
      stage?.logAction("analytics handler: \(button.accessibilityIdentifier ?? "") tapped")
    }
    button.tw.onTap { [weak stage] button in
      stage?.logAction("onTap handler: hello from \(DemoStage.path(of: button))")
    }
    stage.note("button.tw.on(.touchUpInside) { … }; button.tw.onTap { … }")
    stage.tap(button)
  }
}
