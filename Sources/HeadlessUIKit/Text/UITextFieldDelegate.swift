import Foundation

/// The methods a text field calls to ask whether to begin, change and end editing, and to report that it did.
///
/// Every method is optional in UIKit. Linux has no optional protocol members, so each has a default implementation
/// that does what UIKit does when the delegate lacks the method: the `should` methods answer `true`, the others do
/// nothing, and ``textFieldDidEndEditing(_:reason:)`` calls ``textFieldDidEndEditing(_:)``.
///
/// ```swift
/// final class PinFormatter: NSObject, UITextFieldDelegate {
///   func textField(
///     _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
///   ) -> Bool {
///     string.allSatisfy(\.isNumber)
///   }
/// }
/// ```
///
/// - Note: As with any Swift protocol extension, a default is chosen where a class adopts the protocol: a subclass
///   of the adopting class that adds one of these methods is not called, where UIKit would call it. Implement the
///   methods in the class that declares the conformance.
@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
  /// Asks whether the text field may begin editing. Called by `becomeFirstResponder()`, before anything changes.
  /// - Parameters:
  ///   - textField: The text field.
  /// - Returns: `true` to let it become first responder; the default.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool

  /// Tells the delegate that the text field became first responder and is editing.
  /// - Parameters:
  ///   - textField: The text field.
  func textFieldDidBeginEditing(_ textField: UITextField)

  /// Asks whether the text field may stop editing. Not asked when editing ends by force.
  /// - Parameters:
  ///   - textField: The text field.
  /// - Returns: `true` to let it resign first responder; the default.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool

  /// Tells the delegate that editing ended. Called only when the delegate lacks
  /// ``textFieldDidEndEditing(_:reason:)``.
  /// - Parameters:
  ///   - textField: The text field.
  func textFieldDidEndEditing(_ textField: UITextField)

  /// Tells the delegate that editing ended, and why. UIKit calls it in preference to
  /// ``textFieldDidEndEditing(_:)``; the default calls that method.
  /// - Parameters:
  ///   - textField: The text field.
  ///   - reason: Why editing ended.
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)

  /// Asks whether the user's change to the text may happen.
  /// - Parameters:
  ///   - textField: The text field.
  ///   - range: The range of the text to replace, in UTF-16 code units.
  ///   - string: The replacement: the typed text, or `""` for a deletion.
  /// - Returns: `true` to make the change; the default.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool

  /// Tells the delegate that the selection or the insertion point moved.
  /// - Parameters:
  ///   - textField: The text field.
  func textFieldDidChangeSelection(_ textField: UITextField)

  /// Asks whether the clear button may empty the field.
  /// - Parameters:
  ///   - textField: The text field.
  /// - Returns: `true` to clear it; the default.
  /// - Note: HeadlessUIKit has no clear button to tap, so it never calls this method.
  func textFieldShouldClear(_ textField: UITextField) -> Bool

  /// Asks whether the text field should process the Return key.
  /// - Parameters:
  ///   - textField: The text field.
  /// - Returns: `true` for the default behaviour, which is the default answer.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool

  /// Asks for the edit menu for a range of the text.
  /// - Parameters:
  ///   - textField: The text field.
  ///   - range: The characters the menu is for, in UTF-16 code units.
  ///   - suggestedActions: The actions the system suggests.
  /// - Returns: The menu to show, or `nil` for the system's; the default is `nil`.
  /// - Note: HeadlessUIKit has no edit menu, so it never calls this method.
  func textField(
    _ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]
  ) -> UIMenu?

  /// Tells the delegate that the edit menu is about to appear.
  /// - Parameters:
  ///   - textField: The text field.
  ///   - animator: Runs animations alongside the menu's appearance.
  /// - Note: HeadlessUIKit has no edit menu, so it never calls this method.
  func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)

  /// Tells the delegate that the edit menu is about to disappear.
  /// - Parameters:
  ///   - textField: The text field.
  ///   - animator: Runs animations alongside the menu's dismissal.
  /// - Note: HeadlessUIKit has no edit menu, so it never calls this method.
  func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
}

/// What UIKit does for a delegate that does not implement a method.
extension UITextFieldDelegate {
  /// Lets editing begin.
  /// - Parameters:
  ///   - textField: The text field.
  /// - Returns: `true`.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }

  /// Does nothing.
  /// - Parameters:
  ///   - textField: The text field.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}

  /// Lets editing end.
  /// - Parameters:
  ///   - textField: The text field.
  /// - Returns: `true`.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }

  /// Does nothing.
  /// - Parameters:
  ///   - textField: The text field.
  public func textFieldDidEndEditing(_ textField: UITextField) {}

  /// Calls ``textFieldDidEndEditing(_:)``, as UIKit does when the delegate lacks this method.
  /// - Parameters:
  ///   - textField: The text field.
  ///   - reason: Why editing ended.
  public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    textFieldDidEndEditing(textField)
  }

  /// Lets the change happen.
  /// - Parameters:
  ///   - textField: The text field.
  ///   - range: The range to replace.
  ///   - string: The replacement.
  /// - Returns: `true`.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }

  /// Does nothing.
  /// - Parameters:
  ///   - textField: The text field.
  public func textFieldDidChangeSelection(_ textField: UITextField) {}

  /// Lets the field clear.
  /// - Parameters:
  ///   - textField: The text field.
  /// - Returns: `true`.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }

  /// Lets the Return key be processed.
  /// - Parameters:
  ///   - textField: The text field.
  /// - Returns: `true`.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }

  /// Asks for the system's menu.
  /// - Parameters:
  ///   - textField: The text field.
  ///   - range: The characters the menu is for.
  ///   - suggestedActions: The suggested actions.
  /// - Returns: `nil`.
  public func textField(
    _ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]
  ) -> UIMenu? { nil }

  /// Does nothing.
  /// - Parameters:
  ///   - textField: The text field.
  ///   - animator: The animator.
  public func textField(
    _ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating
  ) {}

  /// Does nothing.
  /// - Parameters:
  ///   - textField: The text field.
  ///   - animator: The animator.
  public func textField(
    _ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating
  ) {}
}
