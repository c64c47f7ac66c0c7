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

  /// The text view's proxy, if it has one.
  static func existing(on textView: UITextView) -> TextViewDelegateProxy? {
    RuntimeHooks.associatedObject(TextViewDelegateProxy.self, of: textView)
  }

  /// The text view's proxy, created if needed, and made its delegate again if something replaced it; a delegate
  /// found in the proxy's place becomes the forwardee, as for a text field.
  static func installed(on textView: UITextView) -> TextViewDelegateProxy {
    let proxy = existing(on: textView) ?? TextViewDelegateProxy()
    RuntimeHooks.setAssociatedObject(proxy, as: TextViewDelegateProxy.self, of: textView)
    proxy.announceChanges(through: \.delegate, of: textView)
    proxy.install(
      over: textView.delegate, read: { [weak textView] in textView?.delegate },
      write: { [weak textView, weak proxy] isOn in textView?.delegate = isOn ? proxy : nil })
    return proxy
  }

  // MARK: - UITextViewDelegate

  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
    guard let call = enterMethod() else { return true }
    defer { leave(call) }
    let agreed = shouldBeginEditing.allAgree { $0(textView) }
    let forwarded: ((UITextView) -> Bool)? = textViewDelegate?.textViewShouldBeginEditing
    return (forwarded?(textView) ?? true) && agreed
  }

  func textViewDidBeginEditing(_ textView: UITextView) {
    guard let call = enterMethod() else { return }
    defer { leave(call) }
    didBeginEditing.forEach { $0(textView) }
    let forwarded: ((UITextView) -> Void)? = textViewDelegate?.textViewDidBeginEditing
    forwarded?(textView)
  }

  func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
    guard let call = enterMethod() else { return true }
    defer { leave(call) }
    let agreed = shouldEndEditing.allAgree { $0(textView) }
    let forwarded: ((UITextView) -> Bool)? = textViewDelegate?.textViewShouldEndEditing
    return (forwarded?(textView) ?? true) && agreed
  }

  func textViewDidEndEditing(_ textView: UITextView) {
    guard let call = enterMethod() else { return }
    defer { leave(call) }
    didEndEditing.forEach { $0(textView) }
    let forwarded: ((UITextView) -> Void)? = textViewDelegate?.textViewDidEndEditing
    forwarded?(textView)
  }

  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
    guard let call = enterMethod() else { return true }
    defer { leave(call) }
    let withinLimits = limits.admit(
      replacing: [range], in: textView.text ?? "", with: text, composing: textView.markedTextRange != nil)
    let agreed = shouldChangeText.allAgree { $0(textView, range, text) }
    let forwarded: ((UITextView, NSRange, String) -> Bool)? =
      textViewDelegate?.textView(_:shouldChangeTextIn:replacementText:)
    return (forwarded?(textView, range, text) ?? true) && withinLimits && agreed
  }

  func textViewDidChange(_ textView: UITextView) {
    guard let call = enterMethod() else { return }
    defer { leave(call) }
    didChange.forEach { $0(textView) }
    let forwarded: ((UITextView) -> Void)? = textViewDelegate?.textViewDidChange
    forwarded?(textView)
  }
}
