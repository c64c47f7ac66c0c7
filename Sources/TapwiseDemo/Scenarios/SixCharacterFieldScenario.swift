import Foundation
import Tapwise

/// The block-handlers seed's text-field example, with Tapwise: a 6-character code refuses the 7th character, counting
/// characters as people do (an emoji is one), and Return is a closure too.
struct SixCharacterFieldScenario: DemoScenario {
  let title = "Closures: a 6-character code field refuses the 7th character; 👍🏽 counts as one"

  func play(on stage: DemoStage) {
    let field = UITextField()
    field.accessibilityIdentifier = "code"
    field.frame = CGRect(x: 20, y: 200, width: 350, height: 44)
    stage.window.addSubview(field)
    field.tw.maxLength = 6
    field.tw.shouldReturn { [weak stage] field in
      stage?.logAction("shouldReturn closure: submit \"\(field.text ?? "")\"")
      return true
    }
    stage.note("field.tw.maxLength = 6; field.tw.shouldReturn { … }")
    stage.tap(field)
    for text in ["12345", "👍🏽", "7"] {
      stage.driver.type(text)
      stage.note("type \"\(text)\" → \"\(field.text ?? "")\" (\(field.text?.count ?? 0) characters)")
    }
    stage.driver.pressReturn()
  }
}
