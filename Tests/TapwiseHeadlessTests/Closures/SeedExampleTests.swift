import HeadlessUIKit
import Tapwise
import Testing

/// The block-handlers seed's examples, rewritten with Tapwise and played with the driver.
@MainActor
@Suite struct SeedExampleTests {
  let stage = ClosureStage()

  @Test func aButtonWithATapHandler() {
    let button = stage.place(UIButton(type: .system))
    var greetings: [String] = []
    button.tw.onTap { button in greetings.append("hello from \(type(of: button))") }
    stage.driver.tap(button)
    #expect(greetings == ["hello from UIButton"])
  }

  @Test func aSixCharacterFieldRefusingTheSeventh() {
    let field = stage.place(UITextField())
    var submitted: [String] = []
    field.tw.maxLength = 6
    field.tw.shouldReturn { field in
      submitted.append(field.text ?? "")
      return true
    }
    stage.driver.tap(field)
    stage.driver.type("abcdefg\n")
    #expect(submitted == ["abcdef"])
  }
}
