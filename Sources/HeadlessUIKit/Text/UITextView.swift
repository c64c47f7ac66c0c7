import Foundation

/// A scrollable, multiline text region that the user can edit, with its delegate told of each step.
///
/// A tap on an editable text view begins editing; ``TouchDriver``'s keyboard methods then type into it: each
/// keystroke, deletion or Return (a `"\n"`, inserted as text) asks the delegate's
/// ``UITextViewDelegate/textView(_:shouldChangeTextIn:replacementText:)`` with the selection, then replaces it and
/// reports `textViewDidChangeSelection`, `textViewDidChange` and ``textDidChangeNotification``. A text view that is
/// not editable never begins editing, and takes no keystrokes.
///
/// ```swift
/// let notes = UITextView(frame: CGRect(x: 20, y: 200, width: 280, height: 120))
/// notes.delegate = form                // textViewDidChange(_:) saves the draft
/// window.addSubview(notes)
/// driver.tap(notes)                    // begins editing
/// driver.type("Bring the tent\n")      // Return is a new line
/// ```
///
/// - Note: HeadlessUIKit keeps a `selectedRange` and marked text (``UITextInput``), but not the rest of UIKit's
///   `UITextInput` API, nor text containers or attributes. Setting ``text`` in code reports nothing and puts the caret at the end.
@MainActor
open class UITextView: UIScrollView, UITextInput, _TextViewDelegateRedeclaring {
  var textStorage = ""
  var selection = NSRange(location: 0, length: 0)
  var markedRange: NSRange?
  private var editingStorage = false

  /// The text the view shows. Reading it never gives `nil`; setting `nil` empties it.
  ///
  /// Setting it moves the caret to the end and reports nothing: no delegate call, no notification.
  open var text: String! {
    get { textStorage }
    set {
      textStorage = newValue ?? ""
      selection = NSRange(location: textStorage.utf16.count, length: 0)
      markedRange = nil
    }
  }

  /// The selection, in UTF-16 code units: a caret when its length is zero. Kept within the text.
  ///
  /// A change tells the delegate `textViewDidChangeSelection(_:)`, also when made in code.
  open var selectedRange: NSRange {
    get { selection }
    set {
      let count = textStorage.utf16.count
      let location = min(max(newValue.location, 0), count)
      let clamped = NSRange(location: location, length: min(max(newValue.length, 0), count - location))
      guard clamped != selection else { return }
      selection = clamped
      textDelegate(answering: DelegateSelector.textViewDidChangeSelection)?.textViewDidChangeSelection(self)
    }
  }

  /// Whether the user can edit the text. The default is `true`.
  open var isEditable = true

  /// Whether the user can select the text (and a non-editable text view can become first responder for that).
  /// The default is `true`.
  open var isSelectable = true

  /// A text view also calls the text view delegate's methods.
  override var delegateSelectors: [Selector] { DelegateSelector.scrollView + DelegateSelector.textView }

  /// The delegate, as a text view delegate, if it said when it was set that it implements a method.
  /// - Parameters:
  ///   - selector: The method.
  func textDelegate(answering selector: Selector) -> (any UITextViewDelegate)? {
    delegate(answering: selector) as? any UITextViewDelegate
  }

  /// Whether the text view is editing: from the moment it begins editing until it ends.
  var isEditing: Bool { editingStorage }

  // MARK: - First responder

  /// A text view can become first responder when it is editable or selectable.
  open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

  /// Becomes first responder; an editable text view begins editing: asks the delegate, takes the status, reports.
  ///
  /// In order: ``UITextViewDelegate/textViewShouldBeginEditing(_:)`` may refuse; the current first responder
  /// resigns and may refuse; then `textViewDidBeginEditing` runs and ``textDidBeginEditingNotification`` is posted.
  /// - Returns: `true` if the text view is now first responder; `true` at once when it already was.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, firstResponderWindow != nil else { return false }
    guard isEditable else { return super.becomeFirstResponder() }
    let shouldBegin = textDelegate(answering: DelegateSelector.textViewShouldBeginEditing)
    guard shouldBegin?.textViewShouldBeginEditing(self) ?? true else { return false }
    guard super.becomeFirstResponder() else { return false }
    editingStorage = true
    textDelegate(answering: DelegateSelector.textViewDidBeginEditing)?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    return true
  }

  /// Resigns first responder; one that was editing ends editing: asks the delegate, gives up the status, reports.
  ///
  /// ``UITextViewDelegate/textViewShouldEndEditing(_:)`` may refuse (it is not asked when editing ends by force);
  /// then `textViewDidEndEditing` runs and ``textDidEndEditingNotification`` is posted.
  /// - Returns: `true` if the text view is no longer first responder.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder, editingStorage else { return super.resignFirstResponder() }
    if !isResigningByForce {
      let shouldEnd = textDelegate(answering: DelegateSelector.textViewShouldEndEditing)
      guard shouldEnd?.textViewShouldEndEditing(self) ?? true else { return false }
    }
    guard super.resignFirstResponder() else { return false }
    editingStorage = false
    textDelegate(answering: DelegateSelector.textViewDidEndEditing)?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    return true
  }

  // MARK: - UIKeyInput

  /// Whether the text view has any text.
  open var hasText: Bool { !textStorage.isEmpty }

  /// Replaces the selection with text, and reports the change. Called directly, it does not ask the delegate.
  /// - Parameters:
  ///   - text: The text to insert.
  open func insertText(_ text: String) {
    // An input method's candidate replaces the marked text, and composing ends.
    let range = markedRange ?? selection
    markedRange = nil
    replaceCharacters(in: range, with: text)
  }

  /// Deletes the selection, or the whole character before the caret, and reports as ``insertText(_:)``.
  open func deleteBackward() {
    guard let range = rangeForDeleteBackward else { return }
    replaceCharacters(in: range, with: "")
  }

  private func replaceCharacters(in range: NSRange, with string: String) {
    selection = TextEditing.replace(range, in: &textStorage, with: string)
    textDelegate(answering: DelegateSelector.textViewDidChangeSelection)?.textViewDidChangeSelection(self)
    textDelegate(answering: DelegateSelector.textViewDidChange)?.textViewDidChange(self)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }

  // MARK: - UITextInput

  /// The marked text an input method is composing, or `nil`.
  open var markedTextRange: UITextRange? { markedRange.map(UITextRange.init) }

  /// Replaces the marked text, or the selection when there is none, with new marked text, and reports the change
  /// as ``insertText(_:)`` does. Called directly, it does not ask the delegate.
  /// - Parameters:
  ///   - markedText: The new marked text; `nil` or empty ends composing.
  ///   - selectedRange: The selection within the marked text.
  open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    let text = markedText ?? ""
    let range = markedRange ?? selection
    let marking = TextEditing.marking(text, at: range.location, selecting: selectedRange)
    markedRange = marking.marked
    replaceCharacters(in: range, with: text)
    self.selectedRange = marking.selection
  }

  /// Ends composing: the marked text stays as ordinary text.
  open func unmarkText() {
    markedRange = nil
  }

  // MARK: - The keyboard's side

  /// Asks the delegate's `textView(_:shouldChangeTextIn:replacementText:)` about an edit; `true` without a delegate
  /// that answers.
  func asksDelegate(replacing range: NSRange, with string: String) -> Bool {
    let shouldChange = textDelegate(answering: DelegateSelector.shouldChangeText)
    return shouldChange?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true
  }

  // MARK: - Touches

  /// A tap, a touch that lifts inside without having dragged the content, begins editing an editable text view.
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: Their event.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    guard isEditable, !isFirstResponder, !isDragging,
      touches.contains(where: { bounds.contains($0.location(in: self)) })
    else { return }
    becomeFirstResponder()
  }
}

extension UITextView {
  /// Posted after a text view begins editing; the notification's `object` is the text view.
  nonisolated public static let textDidBeginEditingNotification = NSNotification.Name(
    "UITextViewTextDidBeginEditingNotification")

  /// Posted after a text view ends editing; the notification's `object` is the text view.
  nonisolated public static let textDidEndEditingNotification = NSNotification.Name(
    "UITextViewTextDidEndEditingNotification")

  /// Posted after the user changes a text view's text; the notification's `object` is the text view.
  nonisolated public static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")
}
