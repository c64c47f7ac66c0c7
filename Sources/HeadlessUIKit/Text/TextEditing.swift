import Foundation

/// The edits a keyboard makes to a text and its selection, counted in UTF-16 code units as UIKit's ranges are:
/// shared by `UITextField` and `UITextView`.
enum TextEditing {
  /// The range the Delete key removes: the selection, else the whole `Character` before the caret, else `nil`.
  ///
  /// A character is an extended grapheme cluster: 👍🏽 or 👨‍👩‍👧 goes in one deletion, never half a surrogate pair.
  /// - Parameters:
  ///   - text: The text.
  ///   - selection: The selection: a caret when its length is zero.
  static func rangeForDeleteBackward(in text: String, selection: NSRange) -> NSRange? {
    if selection.length > 0 { return selection }
    let caret = selection.location
    guard caret > 0 else { return nil }
    var start = 0
    for character in text {
      let end = start + character.utf16.count
      if end >= caret { return NSRange(location: start, length: end - start) }
      start = end
    }
    return nil
  }

  /// Replaces a range of a text and gives the caret after the replacement.
  /// - Parameters:
  ///   - range: The range replaced.
  ///   - text: The text, changed in place.
  ///   - string: The replacement.
  /// - Returns: The caret: an empty range just after the replacement.
  static func replace(_ range: NSRange, in text: inout String, with string: String) -> NSRange {
    let utf16 = text.utf16
    let start = utf16.index(utf16.startIndex, offsetBy: range.location)
    let end = utf16.index(start, offsetBy: range.length)
    text.replaceSubrange(start..<end, with: string)
    return NSRange(location: range.location + string.utf16.count, length: 0)
  }

  /// Where new marked text will stand once it replaces a range, and the selection inside it.
  /// - Parameters:
  ///   - markedText: The new marked text; empty ends composing.
  ///   - location: Where the replaced range starts.
  ///   - selection: The selection within the marked text, clamped to it.
  /// - Returns: The marked range (`nil` for empty text) and the selection, in the whole text's UTF-16 units.
  static func marking(_ markedText: String, at location: Int, selecting selection: NSRange) -> (
    marked: NSRange?, selection: NSRange
  ) {
    let length = markedText.utf16.count
    let start = min(max(selection.location, 0), length)
    let selected = NSRange(location: location + start, length: min(max(selection.length, 0), length - start))
    return (length == 0 ? nil : NSRange(location: location, length: length), selected)
  }
}
