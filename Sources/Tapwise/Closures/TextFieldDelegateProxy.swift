import Foundation

/// The delegate Tapwise gives a text field that has delegate closures, `maxLength` or `allowedCharacters`.
///
/// The field holds its delegate weakly, so the field owns the proxy as an associated object. The proxy implements
/// every `UITextFieldDelegate` method of the iOS 17 SDK, and each one:
/// 1. asks the limits (`shouldChangeCharacters` only), then every closure, in registration order;
/// 2. then forwards the call to the delegate the field had before (``forwardee``), if it implements the method.
///
/// A should-method answers `true` only if every vote does: the limits, each closure, and the forwardee's answer.
/// Every voter is asked every time, so an earlier `false` never hides a call from a later one. Where nobody has an
/// opinion, the answer is UIKit's default for an unimplemented method, so implementing everything changes nothing.
@MainActor
final class TextFieldDelegateProxy: NSObject, UITextFieldDelegate {
  /// The delegate the field had before the proxy, held weakly as the field held it.
  private(set) weak var forwardee: (any UITextFieldDelegate)?

  let shouldBeginEditing = HandlerList<(UITextField) -> Bool>()
  let didBeginEditing = HandlerList<(UITextField) -> Void>()
  let shouldEndEditing = HandlerList<(UITextField) -> Bool>()
  let didEndEditing = HandlerList<(UITextField) -> Void>()
  let shouldChangeCharacters = HandlerList<(UITextField, NSRange, String) -> Bool>()
  let didChangeSelection = HandlerList<(UITextField) -> Void>()
  let shouldClear = HandlerList<(UITextField) -> Bool>()
  let shouldReturn = HandlerList<(UITextField) -> Bool>()

  /// The limits `maxLength` and `allowedCharacters` set.
  var limits = TextInputLimits()

  /// The field's proxy, if it has one.
  static func existing(on field: UITextField) -> TextFieldDelegateProxy? {
    RuntimeHooks.associatedObject(TextFieldDelegateProxy.self, of: field)
  }

  /// The field's proxy, created if needed, and made the field's delegate again if something replaced it.
  ///
  /// A delegate found in the proxy's place becomes the forwardee: the delegate set before the first closure, or one
  /// set since the last registration (which the closures then precede again).
  static func installed(on field: UITextField) -> TextFieldDelegateProxy {
    let proxy = existing(on: field) ?? TextFieldDelegateProxy()
    RuntimeHooks.setAssociatedObject(proxy, as: TextFieldDelegateProxy.self, of: field)
    if field.delegate !== proxy {
      proxy.forwardee = field.delegate  // nil included: a cleared delegate stays cleared
      field.delegate = proxy
    }
    return proxy
  }

  // MARK: - UITextFieldDelegate

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    let agreed = shouldBeginEditing.allAgree { $0(textField) }
    let forwarded: ((UITextField) -> Bool)? = forwardee?.textFieldShouldBeginEditing
    return (forwarded?(textField) ?? true) && agreed
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    didBeginEditing.forEach { $0(textField) }
    let forwarded: ((UITextField) -> Void)? = forwardee?.textFieldDidBeginEditing
    forwarded?(textField)
  }

  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    let agreed = shouldEndEditing.allAgree { $0(textField) }
    let forwarded: ((UITextField) -> Bool)? = forwardee?.textFieldShouldEndEditing
    return (forwarded?(textField) ?? true) && agreed
  }

  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    didEndEditing.forEach { $0(textField) }
    // UIKit prefers the variant with a reason, and falls back on the one without.
    let withReason: ((UITextField, UITextField.DidEndEditingReason) -> Void)? =
      forwardee?.textFieldDidEndEditing(_:reason:)
    if let withReason {
      withReason(textField, reason)
    } else {
      let withoutReason: ((UITextField) -> Void)? = forwardee?.textFieldDidEndEditing(_:)
      withoutReason?(textField)
    }
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool {
    let withinLimits = limits.admit(replacing: range, in: textField.text ?? "", with: string)
    let agreed = shouldChangeCharacters.allAgree { $0(textField, range, string) }
    let forwarded: ((UITextField, NSRange, String) -> Bool)? =
      forwardee?.textField(_:shouldChangeCharactersIn:replacementString:)
    return (forwarded?(textField, range, string) ?? true) && withinLimits && agreed
  }

  func textFieldDidChangeSelection(_ textField: UITextField) {
    didChangeSelection.forEach { $0(textField) }
    let forwarded: ((UITextField) -> Void)? = forwardee?.textFieldDidChangeSelection
    forwarded?(textField)
  }

  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    let agreed = shouldClear.allAgree { $0(textField) }
    let forwarded: ((UITextField) -> Bool)? = forwardee?.textFieldShouldClear
    return (forwarded?(textField) ?? true) && agreed
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    let agreed = shouldReturn.allAgree { $0(textField) }
    let forwarded: ((UITextField) -> Bool)? = forwardee?.textFieldShouldReturn
    return (forwarded?(textField) ?? true) && agreed
  }

  @available(iOS 16, *)
  func textField(
    _ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]
  ) -> UIMenu? {
    let forwarded: ((UITextField, NSRange, [UIMenuElement]) -> UIMenu?)? =
      forwardee?.textField(_:editMenuForCharactersIn:suggestedActions:)
    return forwarded?(textField, range, suggestedActions) ?? nil
  }

  @available(iOS 16, *)
  func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {
    let forwarded: ((UITextField, any UIEditMenuInteractionAnimating) -> Void)? =
      forwardee?.textField(_:willPresentEditMenuWith:)
    forwarded?(textField, animator)
  }

  @available(iOS 16, *)
  func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {
    let forwarded: ((UITextField, any UIEditMenuInteractionAnimating) -> Void)? =
      forwardee?.textField(_:willDismissEditMenuWith:)
    forwarded?(textField, animator)
  }
}
