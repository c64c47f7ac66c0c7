import Foundation

/// The on-screen keyboard: keystrokes into the window's first responder, as the system keyboard sends them.
///
/// Into a `UITextField`, a keystroke asks the delegate's `textField(_:shouldChangeCharactersIn:replacementString:)`
/// with the current selection (a UTF-16 `NSRange`) and, if allowed, inserts; the field then reports the change.
/// Into an editable `UITextView`, a keystroke, a deletion or Return (`"\n"`) asks the delegate's
/// `textView(_:shouldChangeTextIn:replacementText:)` the same way. Into any other first responder that adopts `UIKeyInput`, a keystroke is `insertText(_:)` and Return is
/// `insertText("\n")`, as on iOS.
///
/// ```swift
/// driver.tap(searchField)
/// driver.type("cafe")
/// driver.deleteBackward()
/// driver.type("é")
/// driver.pressReturn()
/// ```
///
/// - Note: This is a test driver, not UIKit API. Each method traps when the window has no first responder, or one
///   that takes no keyboard input: on a device there would be no keyboard to type on. Keystrokes move no virtual
///   time.
extension TouchDriver {
  /// Types text, one keystroke per `Character`, into the window's first responder.
  ///
  /// A `"\n"` presses Return, as ``pressReturn()`` does. The first responder is looked up again for every
  /// keystroke, so typing follows focus when a delegate moves it.
  /// - Parameters:
  ///   - text: The text to type.
  public func type(_ text: String) {
    for character in text {
      if character == "\n" {
        pressReturn()
        continue
      }
      switch keyboardTarget() {
      case .text(let text): text.typeFromKeyboard(String(character))
      case .keyInput(let input): input.insertText(String(character))
      }
    }
  }

  /// Presses the Delete key once: removes the selection, or the whole `Character` before the insertion point.
  ///
  /// A text field's delegate is asked about the range first, with an empty replacement; with nothing before the
  /// insertion point it is not asked, but `deleteBackward()` still runs, as on iOS.
  public func deleteBackward() {
    switch keyboardTarget() {
    case .text(let text): text.deleteBackwardFromKeyboard()
    case .keyInput(let input): input.deleteBackward()
    }
  }

  /// Presses the Return key.
  ///
  /// A text field asks its delegate's `textFieldShouldReturn(_:)` and then sends `.editingDidEndOnExit` whatever
  /// the answer; when that event has a handler, the field then resigns first responder. A text view takes a new
  /// line, as a keystroke. Another `UIKeyInput` responder receives `insertText("\n")`.
  public func pressReturn() {
    switch keyboardTarget() {
    case .text(let field as UITextField): field.returnFromKeyboard()
    case .text(let textView): textView.typeFromKeyboard("\n")
    case .keyInput(let input): input.insertText("\n")
    }
  }

  /// An input method composes: it shows marked text, as Chinese pinyin or Japanese kana do before a candidate is
  /// chosen, asking the delegate first as iOS does (`textField(_:shouldChangeCharactersIn:replacementString:)` or
  /// `textView(_:shouldChangeTextIn:replacementText:)` with the marked text's range, or the selection when there is
  /// none), then `setMarkedText(_:selectedRange:)` with the caret at its end. Each call stands for one keystroke of
  /// the input method: `compose("z")`, `compose("zh")`, `compose("zhong")`.
  /// - Parameters:
  ///   - markedText: The whole marked text after the keystroke.
  public func compose(_ markedText: String) {
    let input = textInput()
    guard input.asksDelegate(replacing: input.rangeForComposing, with: markedText) else { return }
    input.setMarkedText(markedText, selectedRange: NSRange(location: markedText.utf16.count, length: 0))
  }

  /// The user picks a candidate: it replaces the marked text, asking the delegate first, and composing ends
  /// (`insertText(_:)`). If the delegate refuses, the marked text stays, still being composed.
  /// - Parameters:
  ///   - text: The candidate, such as `"中"`.
  public func commitComposition(_ text: String) {
    let input = textInput()
    guard input.asksDelegate(replacing: input.rangeForComposing, with: text) else { return }
    input.insertText(text)
  }

  /// The first responder as an input method sees it: a text field or an editable text view.
  private func textInput() -> any KeyboardEditing {
    switch keyboardTarget() {
    case .text(let text): text
    case .keyInput(let input):
      preconditionFailure("TouchDriver: the first responder, a \(Swift.type(of: input)), has no input method")
    }
  }

  /// What a keystroke goes to: a text field or an editable text view, or another `UIKeyInput` responder.
  private enum KeyboardTarget {
    case text(any KeyboardEditing)
    case keyInput(any UIKeyInput)
  }

  /// The window's first responder, as a keyboard target.
  private func keyboardTarget() -> KeyboardTarget {
    guard let responder = window.firstResponder else {
      preconditionFailure(
        "TouchDriver: nothing is first responder, so there is no keyboard; tap a text field or call "
          + "becomeFirstResponder() first")
    }
    if let field = responder as? UITextField { return .text(field) }
    if let textView = responder as? UITextView {
      precondition(textView.isEditable, "TouchDriver: the first responder is a text view that is not editable")
      return .text(textView)
    }
    if let input = responder as? any UIKeyInput { return .keyInput(input) }
    preconditionFailure("TouchDriver: the first responder, a \(Swift.type(of: responder)), does not adopt UIKeyInput")
  }
}
