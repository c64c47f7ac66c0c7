import Foundation

extension UITextField {
  /// The border a text field draws, with UIKit's raw values. HeadlessUIKit draws nothing and only stores it.
  public enum BorderStyle: Int, Sendable {
    /// No border.
    case none = 0
    /// A thin rectangle.
    case line = 1
    /// A bezel, as for an inset field.
    case bezel = 2
    /// A rounded rectangle.
    case roundedRect = 3
  }

  /// When an overlay view, such as the clear button, appears in a text field, with UIKit's raw values.
  public enum ViewMode: Int, Sendable {
    /// Never.
    case never = 0
    /// Only while the field is editing.
    case whileEditing = 1
    /// Only while the field is not editing.
    case unlessEditing = 2
    /// Always.
    case always = 3
  }

  /// Why a text field stopped editing, with UIKit's raw values.
  ///
  /// - Note: On iOS the only reason is ``committed``; UIKit's `cancelled` exists on tvOS alone.
  public enum DidEndEditingReason: Int, Sendable {
    /// The user accepted the changes: the field resigned first responder.
    case committed = 0
  }

  /// Posted after a text field begins editing; the notification's `object` is the field.
  nonisolated public static let textDidBeginEditingNotification = NSNotification.Name(
    "UITextFieldTextDidBeginEditingNotification")

  /// Posted after a text field ends editing; the notification's `object` is the field.
  ///
  /// - Note: Apple's page says the `userInfo` dictionary is not used, yet UIKit declares
  ///   ``didEndEditingReasonUserInfoKey`` for it. HeadlessUIKit puts the reason there, as an `NSNumber` holding
  ///   its raw value.
  nonisolated public static let textDidEndEditingNotification = NSNotification.Name(
    "UITextFieldTextDidEndEditingNotification")

  /// Posted after the user changes a text field's text; the notification's `object` is the field. Setting
  /// ``UITextField/text`` in code posts nothing.
  nonisolated public static let textDidChangeNotification = NSNotification.Name(
    "UITextFieldTextDidChangeNotification")

  /// The `userInfo` key of ``textDidEndEditingNotification`` for the ``DidEndEditingReason``.
  nonisolated public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"
}
