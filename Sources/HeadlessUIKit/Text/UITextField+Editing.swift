import Foundation

/// Changing the text the way a user does, as opposed to setting ``UITextField/text`` in code, and the keyboard's
/// side of what is a field's own: the delegate method an edit asks, and Return (`TouchDriver.pressReturn()`).
extension UITextField {
  /// Replaces a UTF-16 range of the text, puts the insertion point after the replacement, and reports the change.
  func replaceCharacters(in range: NSRange, with string: String) {
    selection = TextEditing.replace(range, in: &textStorage, with: string)
    delegate(answering: DelegateSelector.textFieldDidChangeSelection)?.textFieldDidChangeSelection(self)
    sendActions(for: .editingChanged, with: nil)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }

  // MARK: - The keyboard's side

  /// Asks the delegate's `textField(_:shouldChangeCharactersIn:replacementString:)` about an edit; `true` without
  /// a delegate that answers.
  func asksDelegate(replacing range: NSRange, with string: String) -> Bool {
    let shouldChange = delegate(answering: DelegateSelector.shouldChangeCharacters)
    return shouldChange?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true
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
