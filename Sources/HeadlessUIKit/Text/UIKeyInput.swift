import Foundation

/// Traits of the keyboard a text-entry responder asks for, such as its type and its Return key.
///
/// Every member of UIKit's protocol is optional and HeadlessUIKit has no keyboard to configure, so the protocol
/// declares none: it exists because ``UIKeyInput`` refines it, as in UIKit.
@MainActor
public protocol UITextInputTraits: NSObjectProtocol {}

/// A responder that takes simple keyboard input: inserting text and deleting backward.
///
/// Adopt it in a custom responder that can become first responder, and `TouchDriver.type(_:)` types into it as the
/// system keyboard does: ``insertText(_:)`` once per character, `"\n"` for the Return key.
///
/// ```swift
/// final class PinPad: UIView, UIKeyInput {
///   var digits = ""
///   override var canBecomeFirstResponder: Bool { true }
///   var hasText: Bool { !digits.isEmpty }
///   func insertText(_ text: String) { digits += text }
///   func deleteBackward() { _ = digits.popLast() }
/// }
/// ```
@MainActor
public protocol UIKeyInput: UITextInputTraits {
  /// Whether the responder has any text; the keyboard enables its Delete key only when it does.
  var hasText: Bool { get }

  /// Inserts text at the insertion point.
  /// - Parameters:
  ///   - text: The text to insert; `"\n"` for the Return key.
  func insertText(_ text: String)

  /// Deletes the character before the insertion point, or the selection if there is one.
  func deleteBackward()
}
