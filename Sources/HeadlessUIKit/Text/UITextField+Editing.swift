import Foundation

/// Changing the text the way a user does, as opposed to setting ``UITextField/text`` in code, and the keyboard's
/// side of each key: the test driver's `TouchDriver.type(_:)`, `deleteBackward()` and `pressReturn()` call these.
extension UITextField {
  /// The UTF-16 range ``deleteBackward()`` removes: the selection, else the character before the insertion point,
  /// else `nil`.
  var rangeForDeleteBackward: NSRange? {
    TextEditing.rangeForDeleteBackward(in: textStorage, selection: selectedRange)
  }

  /// Replaces a UTF-16 range of the text, puts the insertion point after the replacement, and reports the change.
  func replaceCharacters(in range: NSRange, with string: String) {
    selectedRange = TextEditing.replace(range, in: &textStorage, with: string)
    delegate(answering: DelegateSelector.textFieldDidChangeSelection)?.textFieldDidChangeSelection(self)
    sendActions(for: .editingChanged, with: nil)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }

  /// The range a keystroke of an input method replaces: the marked text while composing, else the selection.
  var rangeForComposing: NSRange { markedRange ?? selectedRange }

  // MARK: - The keyboard's side

  /// A keystroke from the keyboard: asks the delegate about replacing the selection, then inserts.
  /// - Parameters:
  ///   - string: The keystroke's text.
  func typeFromKeyboard(_ string: String) {
    guard asksDelegate(replacing: rangeForComposing, with: string) else { return }
    insertText(string)
  }

  /// Asks the delegate's `textField(_:shouldChangeCharactersIn:replacementString:)` about an edit; `true` without
  /// a delegate that answers.
  func asksDelegate(replacing range: NSRange, with string: String) -> Bool {
    let shouldChange = delegate(answering: DelegateSelector.shouldChangeCharacters)
    return shouldChange?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true
  }

  /// The Delete key: asks the delegate about the range it removes, if any, then deletes.
  ///
  /// With nothing to delete the delegate is not asked, yet ``deleteBackward()`` still runs, so a subclass that
  /// overrides it sees the key press on an empty field, as on iOS.
  func deleteBackwardFromKeyboard() {
    if let range = rangeForDeleteBackward {
      let shouldChange = delegate(answering: DelegateSelector.shouldChangeCharacters)
      guard shouldChange?.textField(self, shouldChangeCharactersIn: range, replacementString: "") ?? true else {
        return
      }
    }
    deleteBackward()
  }

  /// The Return key: asks ``UITextFieldDelegate/textFieldShouldReturn(_:)``, then sends
  /// ``UIControl/Event/editingDidEndOnExit`` whatever the answer.
  ///
  /// When a handler is registered for ``UIControl/Event/editingDidEndOnExit``, the field then resigns first
  /// responder (asking `textFieldShouldEndEditing` as usual): wiring "Did End On Exit" dismisses the keyboard on
  /// iOS even when the action does nothing.
  func returnFromKeyboard() {
    _ = delegate(answering: DelegateSelector.textFieldShouldReturn)?.textFieldShouldReturn(self)
    let dismisses = !allControlEvents.isDisjoint(with: .editingDidEndOnExit)
    sendActions(for: .editingDidEndOnExit, with: nil)
    if dismisses && isFirstResponder { resignFirstResponder() }
  }
}
