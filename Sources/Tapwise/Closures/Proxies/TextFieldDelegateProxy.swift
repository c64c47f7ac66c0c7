import Foundation

/// The delegate Tapwise gives a text field that has delegate closures, `maxLength` or `allowedCharacters`.
///
/// The field holds its delegate weakly, so the field owns the proxy as an associated object. The proxy implements
/// the `UITextFieldDelegate` methods Tapwise has closures for, and each one:
/// 1. asks the limits (`shouldChangeCharacters` only), then every closure, in registration order;
/// 2. then forwards the call to the delegate the field had before (``forwardee``), if it implements the method.
///
/// A should-method answers `true` only if every vote does: the limits, each closure, and the forwardee's answer.
/// Every voter is asked every time, so an earlier `false` never hides a call from a later one. Where nobody has an
/// opinion, the answer is UIKit's default for an unimplemented method. Even so, each method is implemented for UIKit
/// only while a closure (or, for the edits, a limit) uses it or the forwardee implements it.
///
/// Every other method, the edit-menu methods and those of later SDKs or of `UISearchTextFieldDelegate` included, goes
/// straight to the forwardee (see ``DelegateForwardingProxy``). iOS 26's edit of several ranges is voted on as the
/// single-range edit is (``shouldChangeCharacters(in:of:replacementString:forwardeeVote:)``).
@MainActor
final class TextFieldDelegateProxy: DelegateForwardingProxy, UITextFieldDelegate {
  private(set) lazy var shouldBeginEditing = HandlerList<(UITextField) -> Bool>(owner: self)
  private(set) lazy var didBeginEditing = HandlerList<(UITextField) -> Void>(owner: self)
  private(set) lazy var shouldEndEditing = HandlerList<(UITextField) -> Bool>(owner: self)
  private(set) lazy var didEndEditing = HandlerList<(UITextField) -> Void>(owner: self)
  private(set) lazy var shouldChangeCharacters = HandlerList<(UITextField, NSRange, String) -> Bool>(owner: self)
  private(set) lazy var didChangeSelection = HandlerList<(UITextField) -> Void>(owner: self)
  private(set) lazy var shouldClear = HandlerList<(UITextField) -> Bool>(owner: self)
  private(set) lazy var shouldReturn = HandlerList<(UITextField) -> Bool>(owner: self)

  /// The limits `maxLength` and `allowedCharacters` set.
  var limits = TextInputLimits() {
    didSet { ownMethodsChanged() }
  }

  /// iOS 26's edit of several ranges is in use when the single-range edit is.
  override var ownOptionalMethods: [Selector: Bool] {
    let judgesEdits = !shouldChangeCharacters.isEmpty || limits.isActive
    return [
      NSSelectorFromString("textFieldShouldBeginEditing:"): !shouldBeginEditing.isEmpty,
      NSSelectorFromString("textFieldDidBeginEditing:"): !didBeginEditing.isEmpty,
      NSSelectorFromString("textFieldShouldEndEditing:"): !shouldEndEditing.isEmpty,
      NSSelectorFromString("textFieldDidEndEditing:reason:"): !didEndEditing.isEmpty,
      NSSelectorFromString("textField:shouldChangeCharactersInRange:replacementString:"): judgesEdits,
      NSSelectorFromString("textField:shouldChangeCharactersInRanges:replacementString:"): judgesEdits,
      NSSelectorFromString("textFieldDidChangeSelection:"): !didChangeSelection.isEmpty,
      NSSelectorFromString("textFieldShouldClear:"): !shouldClear.isEmpty,
      NSSelectorFromString("textFieldShouldReturn:"): !shouldReturn.isEmpty,
    ]
  }

  /// The forwardee as a text field delegate.
  private var fieldDelegate: (any UITextFieldDelegate)? { forwardee(as: .textFieldDelegate) }

  /// The field's proxy, created if needed and made its delegate again (``DelegateForwardingProxy/installed(in:of:)``).
  static func installed(on field: UITextField) -> TextFieldDelegateProxy {
    installed(in: \.delegate, of: field)
  }

  /// The votes on an edit: the limits', every closure's, and the forwardee's, each asked.
  /// - Parameters:
  ///   - ranges: The UTF-16 ranges the edit deletes; the field replaces one of them with the string. One range for
  ///     the single-range method.
  ///   - textField: The field.
  ///   - string: The replacement.
  ///   - forwardeeVote: The forwardee's answer to the edit as a whole, or `nil` when it doesn't answer for several
  ///     ranges; it is then asked range by range with the single-range method, the first with the string and the
  ///     others with `""`, as the closures are.
  /// - Returns: Whether the edit may happen.
  func shouldChangeCharacters(
    in ranges: [NSRange], of textField: UITextField, replacementString string: String,
    forwardeeVote: () -> Bool? = { nil }
  ) -> Bool {
    limits.vote(
      on: ranges, of: textField, text: textField.text ?? "", composing: textField.markedTextRange != nil,
      replacement: string, handlers: shouldChangeCharacters, forwardeeVote: forwardeeVote,
      forwarded: fieldDelegate?.textField(_:shouldChangeCharactersIn:replacementString:))
  }

  // MARK: - UITextFieldDelegate

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    askAll(shouldBeginEditing, about: textField, forwarded: fieldDelegate?.textFieldShouldBeginEditing)
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    tellAll(didBeginEditing, about: textField, forwarded: fieldDelegate?.textFieldDidBeginEditing)
  }

  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    askAll(shouldEndEditing, about: textField, forwarded: fieldDelegate?.textFieldShouldEndEditing)
  }

  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    guard let call = enterMethod() else { return }
    defer { leave(call) }
    didEndEditing.forEach { $0(textField) }
    // UIKit prefers the variant with a reason, and falls back on the one without.
    let withReason: ((UITextField, UITextField.DidEndEditingReason) -> Void)? =
      fieldDelegate?.textFieldDidEndEditing(_:reason:)
    if let withReason {
      withReason(textField, reason)
    } else {
      let withoutReason: ((UITextField) -> Void)? = fieldDelegate?.textFieldDidEndEditing(_:)
      withoutReason?(textField)
    }
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool {
    guard let call = enterMethod() else { return true }
    defer { leave(call) }
    return shouldChangeCharacters(in: [range], of: textField, replacementString: string)
  }

  func textFieldDidChangeSelection(_ textField: UITextField) {
    tellAll(didChangeSelection, about: textField, forwarded: fieldDelegate?.textFieldDidChangeSelection)
  }

  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    askAll(shouldClear, about: textField, forwarded: fieldDelegate?.textFieldShouldClear)
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    askAll(shouldReturn, about: textField, forwarded: fieldDelegate?.textFieldShouldReturn)
  }
}
