import Foundation

/// A place in a text-input responder's text. UIKit leaves its contents to the responder; HeadlessUIKit's text field
/// and text view make positions that hold a UTF-16 offset.
@MainActor
open class UITextPosition: NSObject {}

/// A range of a text-input responder's text, between two positions, such as the marked text an input method is
/// composing (``UITextInput/markedTextRange``).
@MainActor
open class UITextRange: NSObject {
  /// The UTF-16 range, for the ranges HeadlessUIKit's text field and text view make; empty for others.
  let utf16Range: NSRange

  /// An empty range, as UIKit's initializer makes one.
  public override init() {
    utf16Range = NSRange(location: 0, length: 0)
  }

  /// A range of UTF-16 code units.
  init(_ range: NSRange) {
    utf16Range = range
  }

  /// Whether the range is empty: its start and end are the same position.
  open var isEmpty: Bool { utf16Range.length == 0 }

  /// Where the range starts.
  open var start: UITextPosition { TextOffsetPosition(utf16Range.location) }

  /// Where the range ends.
  open var end: UITextPosition { TextOffsetPosition(NSMaxRange(utf16Range)) }
}

/// A position at a UTF-16 offset.
@MainActor
final class TextOffsetPosition: UITextPosition {
  /// The offset, in UTF-16 code units from the start of the text.
  let offset: Int

  init(_ offset: Int) {
    self.offset = offset
  }
}

/// A responder that takes text from an input method as well as from keys: the marked text a Chinese, Japanese or
/// Korean input method shows while the user composes, before a candidate is chosen.
///
/// UIKit's protocol also covers selection, geometry and tokenizing; HeadlessUIKit declares the marked-text part,
/// which `UITextField` and `UITextView` adopt, and which the keyboard driver's `TouchDriver.compose(_:)` and
/// `TouchDriver.commitComposition(_:)` use, as ``UITextInputTraits`` declares nothing of its protocol.
///
/// ```swift
/// driver.tap(nameField)
/// driver.compose("zhong")             // marked text: nameField.markedTextRange is not nil
/// driver.commitComposition("中")      // the candidate replaces it, and the marked text ends
/// ```
@MainActor
public protocol UITextInput: UIKeyInput {
  /// The range of the marked text, or `nil` when nothing is being composed.
  var markedTextRange: UITextRange? { get }

  /// Replaces the marked text (or, when there is none, the selection) with new marked text.
  /// - Parameters:
  ///   - markedText: The new marked text; `nil` or empty removes it.
  ///   - selectedRange: The selection within the marked text.
  func setMarkedText(_ markedText: String?, selectedRange: NSRange)

  /// Ends composing: the marked text stays as ordinary text.
  func unmarkText()
}
