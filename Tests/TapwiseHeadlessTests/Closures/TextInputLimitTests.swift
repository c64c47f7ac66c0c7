import Foundation
import HeadlessUIKit
import Tapwise
import Testing

/// `maxLength` in Characters and `allowedCharacters`, for keystrokes and pastes.
@MainActor
@Suite struct TextInputLimitTests {
  let stage = ClosureStage()

  /// Pastes text over the selection (the caret at the end), as UIKit asks the delegate before a paste.
  private func paste(_ text: String, into field: UITextField) {
    let length = (field.text ?? "").utf16.count
    guard
      field.delegate?.textField(
        field, shouldChangeCharactersIn: NSRange(location: length, length: 0),
        replacementString: text) ?? true
    else { return }
    field.insertText(text)
  }

  @Test func aSixCharacterFieldRefusesTheSeventh() {
    let field = stage.editingField()
    field.tw.maxLength = 6
    stage.driver.type("1234567")
    #expect(field.text == "123456")
    stage.driver.deleteBackward()
    stage.driver.type("x")
    #expect(field.text == "12345x")
  }

  @Test func emojiCountOneEach() {
    // The seed counted UTF-16 units: 👍🏽 counted 4 and 👨‍👩‍👧 counted 8.
    let field = stage.editingField()
    field.tw.maxLength = 3
    stage.driver.type("👍🏽👨‍👩‍👧é")
    #expect(field.text == "👍🏽👨‍👩‍👧é")
    stage.driver.type("a")
    #expect(field.text == "👍🏽👨‍👩‍👧é")
  }

  @Test func aModifierThatJoinsTheLastCharacterFitsAtTheLimit() {
    let field = stage.editingField()
    field.tw.maxLength = 2
    stage.driver.type("a👍")
    paste("\u{1F3FD}", into: field)  // a skin tone joins 👍: still two characters
    #expect(field.text == "a👍🏽")
  }

  @Test func aPasteThatWouldGoOverIsRefusedWholeNeverCut() {
    let field = stage.editingField()
    field.tw.maxLength = 4
    stage.driver.type("ab")
    paste("c👨‍👩‍👧d", into: field)
    #expect(field.text == "ab")
    paste("c👨‍👩‍👧", into: field)
    #expect(field.text == "abc👨‍👩‍👧")
  }

  @Test func existingTextOverTheLimitIsNeverTruncated() {
    let field = stage.editingField()
    field.text = "abcdefgh"
    field.tw.maxLength = 6
    #expect(field.text == "abcdefgh")
    stage.driver.type("i")
    #expect(field.text == "abcdefgh")
    stage.driver.deleteBackward()
    #expect(field.text == "abcdefg")
  }

  @Test func removingTheLimit() {
    let field = stage.editingField()
    field.tw.maxLength = 1
    #expect(field.tw.maxLength == 1)
    field.tw.maxLength = nil
    stage.driver.type("abc")
    #expect(field.text == "abc")
  }

  @Test func allowedCharactersRefusesOthers() {
    let field = stage.editingField()
    field.tw.allowedCharacters = .decimalDigits
    stage.driver.type("1a2")
    paste("34x", into: field)
    paste("34", into: field)
    stage.driver.deleteBackward()
    #expect(field.text == "123")
  }

  @Test func limitsAreVotesBesideClosuresAndTheDelegate() {
    let field = stage.place(UITextField())
    let delegate = LoggingTextFieldDelegate()
    field.delegate = delegate
    field.tw.maxLength = 2
    stage.driver.tap(field)
    stage.driver.type("abc")
    #expect(field.text == "ab")
    #expect(delegate.log.filter { $0.hasPrefix("delegate shouldChange") }.count == 3)
  }
}
