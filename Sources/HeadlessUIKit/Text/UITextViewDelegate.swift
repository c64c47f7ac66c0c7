import Foundation

/// The object a text view asks about and tells of editing. Every member is optional, with UIKit's default answers.
///
/// The order is that of a text field's delegate (Apple's "Text Programming Guide for iOS": just before and after the
/// text view becomes first responder, during the editing session, just before and after it resigns):
/// `textViewShouldBeginEditing`, `textViewDidBeginEditing`, then for each keystroke
/// `textView(_:shouldChangeTextIn:replacementText:)`, `textViewDidChangeSelection` and `textViewDidChange`, then
/// `textViewShouldEndEditing` and `textViewDidEndEditing`.
///
/// - Note: In UIKit these are Objective-C optional requirements; here they are requirements with default
///   implementations, which callers can't tell apart.
@MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Asks whether the text view may begin editing.
  /// - Parameters:
  ///   - textView: The text view.
  /// - Returns: `true` to let it begin; the default.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool

  /// Asks whether the text view may stop editing. Not asked when editing ends by force (`endEditing(true)`).
  /// - Parameters:
  ///   - textView: The text view.
  /// - Returns: `true` to let it stop; the default.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool

  /// Tells the delegate that the text view began editing: it is first responder.
  /// - Parameters:
  ///   - textView: The text view.
  func textViewDidBeginEditing(_ textView: UITextView)

  /// Tells the delegate that the text view stopped editing: it resigned first responder.
  /// - Parameters:
  ///   - textView: The text view.
  func textViewDidEndEditing(_ textView: UITextView)

  /// Asks whether a keystroke, a deletion or Return may replace a range of the text.
  /// - Parameters:
  ///   - textView: The text view.
  ///   - range: The range replaced, in UTF-16 code units.
  ///   - text: The replacement: `""` for a deletion, `"\n"` for Return.
  /// - Returns: `true` to let the edit happen; the default.
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool

  /// Tells the delegate that the user changed the text. Setting `text` in code doesn't call it.
  /// - Parameters:
  ///   - textView: The text view.
  func textViewDidChange(_ textView: UITextView)

  /// Tells the delegate that the selection changed.
  /// - Parameters:
  ///   - textView: The text view.
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  /// Lets the text view begin editing.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }

  /// Lets the text view stop editing.
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }

  /// Does nothing.
  public func textViewDidBeginEditing(_ textView: UITextView) {}

  /// Does nothing.
  public func textViewDidEndEditing(_ textView: UITextView) {}

  /// Lets every edit happen.
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }

  /// Does nothing.
  public func textViewDidChange(_ textView: UITextView) {}

  /// Does nothing.
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}
