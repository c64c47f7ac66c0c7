import HeadlessUIKit
import Tapwise
import Testing

/// `view.tw.dismissesKeyboardOnTap` treats a text view as a field: a tap into it moves or keeps editing there, and a
/// tap outside ends its editing.
@MainActor
@Suite struct KeyboardDismissalTextViewTests {
  let screen = KeyboardScreen()
  let notes = UITextView(frame: CGRect(x: 16, y: 750, width: 358, height: 80))

  init() {
    screen.controller.view.addSubview(notes)
    screen.controller.view.tw.dismissesKeyboardOnTap = true
  }

  @Test func aTapInATextViewMovesEditingThereFromAField() {
    screen.startEditing()
    screen.driver.tap(notes)
    screen.driver.advance(by: 1)
    #expect(notes.isFirstResponder)
    #expect(!screen.nameField.isFirstResponder)
  }

  @Test func aTapInTheTextViewBeingEditedKeepsEditing() {
    notes.becomeFirstResponder()
    screen.driver.tap(notes)
    screen.driver.advance(by: 1)
    #expect(notes.isFirstResponder)
    screen.driver.type("ok")
    #expect(notes.text == "ok")
  }

  @Test func aTapOnEmptySpaceEndsTheTextViewsEditing() {
    notes.becomeFirstResponder()
    screen.driver.tap(at: CGPoint(x: 350, y: 220))
    #expect(!notes.isFirstResponder)
  }
}
