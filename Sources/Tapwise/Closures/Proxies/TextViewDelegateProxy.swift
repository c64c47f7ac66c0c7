import Foundation

/// The delegate Tapwise gives a text view that has delegate closures, `maxLength` or `allowedCharacters`: the text
/// field's ``TextFieldDelegateProxy``, for `UITextViewDelegate`.
///
/// The text view holds its delegate weakly, so the text view owns the proxy as an associated object. Each method the
/// proxy implements asks the limits (`shouldChangeTextIn` only), then every closure in registration order, then
/// forwards to the delegate the text view had before (``forwardee``). A should-method answers `true` only if every
/// vote does. Each is implemented for UIKit only while a closure (or, for `shouldChangeTextIn`, a limit) uses it or the
/// forwardee implements it. Every other method, the scroll view delegate's included, goes straight to the forwardee
/// (see ``DelegateForwardingProxy``).
@MainActor
final class TextViewDelegateProxy: DelegateForwardingProxy, UITextViewDelegate {
  private(set) lazy var shouldBeginEditing = HandlerList<(UITextView) -> Bool>(owner: self)
  private(set) lazy var didBeginEditing = HandlerList<(UITextView) -> Void>(owner: self)
  private(set) lazy var shouldEndEditing = HandlerList<(UITextView) -> Bool>(owner: self)
  private(set) lazy var didEndEditing = HandlerList<(UITextView) -> Void>(owner: self)
  private(set) lazy var shouldChangeText = HandlerList<(UITextView, NSRange, String) -> Bool>(owner: self)
  private(set) lazy var didChange = HandlerList<(UITextView) -> Void>(owner: self)

  /// The limits `maxLength` and `allowedCharacters` set.
  var limits = TextInputLimits() {
    didSet { ownMethodsChanged() }
  }

  override var ownOptionalMethods: [Selector: Bool] {
    [
      NSSelectorFromString("textViewShouldBeginEditing:"): !shouldBeginEditing.isEmpty,
      NSSelectorFromString("textViewDidBeginEditing:"): !didBeginEditing.isEmpty,
      NSSelectorFromString("textViewShouldEndEditing:"): !shouldEndEditing.isEmpty,
      NSSelectorFromString("textViewDidEndEditing:"): !didEndEditing.isEmpty,
      NSSelectorFromString("textView:shouldChangeTextInRange:replacementText:"): !shouldChangeText.isEmpty
        || limits.isActive,
      NSSelectorFromString("textViewDidChange:"): !didChange.isEmpty,
    ]
  }

  /// The forwardee as a text view delegate.
  private var textViewDelegate: (any UITextViewDelegate)? { forwardee(as: .textViewDelegate) }

  /// The text view's proxy, created if needed and made its delegate again
  /// (``DelegateForwardingProxy/installed(in:of:)``).
  static func installed(on textView: UITextView) -> TextViewDelegateProxy {
    installed(in: \.delegate, of: textView)
  }

  // MARK: - UITextViewDelegate

  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
    askAll(shouldBeginEditing, about: textView, forwarded: textViewDelegate?.textViewShouldBeginEditing)
  }

  func textViewDidBeginEditing(_ textView: UITextView) {
    tellAll(didBeginEditing, about: textView, forwarded: textViewDelegate?.textViewDidBeginEditing)
  }

  func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
    askAll(shouldEndEditing, about: textView, forwarded: textViewDelegate?.textViewShouldEndEditing)
  }

  func textViewDidEndEditing(_ textView: UITextView) {
    tellAll(didEndEditing, about: textView, forwarded: textViewDelegate?.textViewDidEndEditing)
  }

  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
    guard let call = enterMethod() else { return true }
    defer { leave(call) }
    return limits.vote(
      on: [range], of: textView, text: textView.text ?? "", composing: textView.markedTextRange != nil,
      replacement: text, handlers: shouldChangeText,
      forwarded: textViewDelegate?.textView(_:shouldChangeTextIn:replacementText:))
  }

  func textViewDidChange(_ textView: UITextView) {
    tellAll(didChange, about: textView, forwarded: textViewDelegate?.textViewDidChange)
  }
}
