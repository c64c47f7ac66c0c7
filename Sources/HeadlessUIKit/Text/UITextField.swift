import Foundation

/// A control that shows one line of editable text, edited while it is first responder.
///
/// A tap on the field, or `becomeFirstResponder()`, begins editing; `resignFirstResponder()` or `endEditing(_:)`
/// ends it. While it edits, the test driver's keyboard (`TouchDriver.type(_:)`, `deleteBackward()`,
/// `pressReturn()`) changes the text as the system keyboard does. Each step reports to the ``delegate``, then to
/// the field's control-event handlers, then through `NotificationCenter.default`:
///
/// - Begin: ``UITextFieldDelegate/textFieldShouldBeginEditing(_:)``, `textFieldDidBeginEditing(_:)`,
///   ``UIControl/Event/editingDidBegin``, ``textDidBeginEditingNotification``.
/// - Keystroke: `textField(_:shouldChangeCharactersIn:replacementString:)`, the change,
///   `textFieldDidChangeSelection(_:)`, ``UIControl/Event/editingChanged``, ``textDidChangeNotification``.
/// - Return: ``UITextFieldDelegate/textFieldShouldReturn(_:)``, ``UIControl/Event/editingDidEndOnExit``.
/// - End: `textFieldShouldEndEditing(_:)`, `textFieldDidEndEditing(_:reason:)`, ``UIControl/Event/editingDidEnd``,
///   ``textDidEndEditingNotification``.
///
/// ```swift
/// let email = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 44))
/// email.addAction(UIAction { _ in form.email = email.text ?? "" }, for: .editingChanged)
/// window.addSubview(email)
/// driver.tap(email)                 // begins editing
/// driver.type("me@example.com")     // one keystroke per character
/// ```
///
/// - Note: Setting ``text`` in code reports nothing, as on iOS. HeadlessUIKit keeps an insertion point and marked
///   text (``UITextInput``) but not the rest of UIKit's `UITextInput` API: the caret sits at the end of the text
///   unless typing moved it.
@MainActor
open class UITextField: UIControl, UITextInput {
  /// A single tap is the field's default action (it begins editing): it wins it over another view's tap recognizer,
  /// as a field under a keyboard-dismissing tap recognizer still takes focus on a device.
  override func defaultActionOverlaps(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    isSingleTapFromAnotherView(gestureRecognizer)
  }

  var textStorage = ""
  var selection = NSRange(location: 0, length: 0)
  var markedRange: NSRange?
  private var editingStorage = false

  /// The text the field shows.
  ///
  /// Reading it never gives `nil`: a new field, or one set to `nil`, reads `""`, as UIKit does on devices (Apple's
  /// page says the default is `nil`; earlier versions said `@""`). Setting it moves the insertion point to the end
  /// and reports nothing: no delegate call, no control event, no notification.
  open var text: String? {
    get { textStorage }
    set {
      textStorage = newValue ?? ""
      selection = NSRange(location: textStorage.utf16.count, length: 0)
      markedRange = nil
    }
  }

  /// The text shown, greyed, while the field is empty. The default is `nil`.
  open var placeholder: String?

  /// The border the field draws. The default is ``BorderStyle/none``. HeadlessUIKit only stores it.
  open var borderStyle: UITextField.BorderStyle = .none

  /// When the clear button appears. The default is ``ViewMode/never``.
  /// - Note: HeadlessUIKit has no clear button to tap; the property is stored only.
  open var clearButtonMode: UITextField.ViewMode = .never

  /// The object asked about and told of editing. The field holds it weakly.
  open weak var delegate: (any UITextFieldDelegate)? {
    didSet { delegateResponds = RespondsToCache(delegate, asking: DelegateSelector.textField) }
  }

  /// What the delegate said it implements when it was set, as UIKit caches it (``HeadlessSelectorResponder``).
  private var delegateResponds = RespondsToCache(nil, asking: [])

  /// The delegate, if it said when it was set that it implements a method.
  /// - Parameters:
  ///   - selector: The method.
  func delegate(answering selector: Selector) -> (any UITextFieldDelegate)? {
    delegateResponds.responds(to: selector) ? delegate : nil
  }

  /// Whether the field is editing: it is first responder, from the moment it begins editing until it ends.
  open var isEditing: Bool { editingStorage }

  // MARK: - First responder

  /// A text field can become first responder while it is enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Begins editing: asks the delegate, takes first-responder status from the current first responder, then reports.
  ///
  /// In order: the field must be enabled and in a window, or this fails without asking anyone;
  /// ``UITextFieldDelegate/textFieldShouldBeginEditing(_:)`` may refuse; the current first responder resigns and
  /// may refuse; then the field is ``isEditing``, the insertion point moves to the end of the text,
  /// `textFieldDidBeginEditing` runs, ``UIControl/Event/editingDidBegin`` is sent and
  /// ``textDidBeginEditingNotification`` is posted.
  /// - Returns: `true` if the field is now first responder; `true` at once when it already was.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, firstResponderWindow != nil else { return false }
    let shouldBegin = delegate(answering: DelegateSelector.textFieldShouldBeginEditing)
    guard shouldBegin?.textFieldShouldBeginEditing(self) ?? true else { return false }
    guard super.becomeFirstResponder() else { return false }
    editingStorage = true
    selection = NSRange(location: textStorage.utf16.count, length: 0)
    delegate(answering: DelegateSelector.textFieldDidBeginEditing)?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin, with: nil)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    return true
  }

  /// Ends editing: asks the delegate, gives up first-responder status, then reports.
  ///
  /// In order: ``UITextFieldDelegate/textFieldShouldEndEditing(_:)`` may refuse (it is not asked when editing
  /// ends by force: `endEditing(true)`, or the field leaving its window); the field resigns and stops editing;
  /// `textFieldDidEndEditing(_:reason:)` runs with ``DidEndEditingReason/committed``;
  /// ``UIControl/Event/editingDidEnd`` is sent and ``textDidEndEditingNotification`` is posted.
  /// - Returns: `true` if the field is no longer first responder; `true` at once when it was not.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    if !isResigningByForce {
      let shouldEnd = delegate(answering: DelegateSelector.textFieldShouldEndEditing)
      guard shouldEnd?.textFieldShouldEndEditing(self) ?? true else { return false }
    }
    guard super.resignFirstResponder() else { return false }
    editingStorage = false
    let reason = DidEndEditingReason.committed
    // UIKit prefers the variant with a reason, and falls back on the one without.
    if let withReason = delegate(answering: DelegateSelector.textFieldDidEndEditingWithReason) {
      withReason.textFieldDidEndEditing(self, reason: reason)
    } else {
      delegate(answering: DelegateSelector.textFieldDidEndEditing)?.textFieldDidEndEditing(self)
    }
    sendActions(for: .editingDidEnd, with: nil)
    NotificationCenter.default.post(
      name: Self.textDidEndEditingNotification, object: self,
      userInfo: [Self.didEndEditingReasonUserInfoKey: NSNumber(value: reason.rawValue)])
    return true
  }

  // MARK: - UIKeyInput

  /// Whether the field has any text.
  open var hasText: Bool { !textStorage.isEmpty }

  /// Replaces the selection, or inserts at the insertion point, and reports the change.
  ///
  /// The insertion point then follows the inserted text; `textFieldDidChangeSelection` runs,
  /// ``UIControl/Event/editingChanged`` is sent and ``textDidChangeNotification`` is posted. This is what the
  /// keyboard calls once the delegate has agreed: called directly, it does not ask the delegate, as on iOS, where
  /// the keyboard, not the field, asks `textField(_:shouldChangeCharactersIn:replacementString:)`.
  /// - Parameters:
  ///   - text: The text to insert.
  open func insertText(_ text: String) {
    // An input method's candidate replaces the marked text, and composing ends.
    let range = markedRange ?? selection
    markedRange = nil
    replaceCharacters(in: range, with: text)
  }

  /// Deletes the selection, or the whole character before the insertion point, and reports as ``insertText(_:)``.
  ///
  /// A character is a Swift `Character`, an extended grapheme cluster: 👍🏽 or 👨‍👩‍👧 goes in one deletion,
  /// never half a surrogate pair. With nothing before the insertion point, nothing happens. Like
  /// ``insertText(_:)``, it does not ask the delegate.
  open func deleteBackward() {
    guard let range = rangeForDeleteBackward else { return }
    replaceCharacters(in: range, with: "")
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
    selection = marking.selection
  }

  /// Ends composing: the marked text stays as ordinary text.
  open func unmarkText() {
    markedRange = nil
  }

  // MARK: - Touches

  /// A tap, a touch that lifts inside, begins editing, just before ``UIControl/Event/touchUpInside`` is sent.
  /// - Parameters:
  ///   - touch: The touch.
  ///   - event: Its event.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    if isTouchInside && !isFirstResponder { becomeFirstResponder() }
  }
}
