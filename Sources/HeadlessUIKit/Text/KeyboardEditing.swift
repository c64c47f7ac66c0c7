import Foundation

/// The keyboard's side of a text field and of a text view, the same for both: a keystroke or the Delete key asks the
/// delegate about the range it replaces, then edits. Only the delegate method asked differs
/// (``asksDelegate(replacing:with:)``). The test driver's `TouchDriver.type(_:)` and `deleteBackward()` call these.
@MainActor
protocol KeyboardEditing: UITextInput {
  /// The text; never `nil` inside.
  var textStorage: String { get }
  /// The selection, in UTF-16 code units: a caret when its length is zero. Typing replaces it.
  var selection: NSRange { get }
  /// The marked text an input method is composing, in UTF-16 code units, or `nil`.
  var markedRange: NSRange? { get }

  /// Asks the delegate's should-change method about an edit; `true` without a delegate that answers.
  /// - Parameters:
  ///   - range: The UTF-16 range the edit replaces.
  ///   - string: The replacement; `""` for a deletion.
  func asksDelegate(replacing range: NSRange, with string: String) -> Bool
}

extension KeyboardEditing {
  /// The range a keystroke replaces: the marked text while composing, else the selection.
  var rangeForComposing: NSRange { markedRange ?? selection }

  /// The UTF-16 range `deleteBackward()` removes: the selection, else the character before the insertion point,
  /// else `nil`.
  var rangeForDeleteBackward: NSRange? {
    TextEditing.rangeForDeleteBackward(in: textStorage, selection: selection)
  }

  /// A keystroke (a text view's Return too, as `"\n"`): asks the delegate about replacing the selection, then
  /// inserts.
  /// - Parameters:
  ///   - string: The keystroke's text.
  func typeFromKeyboard(_ string: String) {
    guard asksDelegate(replacing: rangeForComposing, with: string) else { return }
    insertText(string)
  }

  /// The Delete key: asks the delegate about the range it removes, if any, then deletes.
  ///
  /// With nothing to delete the delegate is not asked, yet `deleteBackward()` still runs, so a subclass that
  /// overrides it sees the key press on an empty field, as on iOS.
  func deleteBackwardFromKeyboard() {
    if let range = rangeForDeleteBackward {
      guard asksDelegate(replacing: range, with: "") else { return }
    }
    deleteBackward()
  }
}

extension UITextField: KeyboardEditing {}

extension UITextView: KeyboardEditing {}
