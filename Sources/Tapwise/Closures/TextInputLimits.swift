import Foundation

/// A text field's input limits: a length in Characters and a set of allowed characters.
struct TextInputLimits {
  /// The most Characters (grapheme clusters) an edit may leave, or `nil` for no limit.
  var maxLength: Int?
  /// The Unicode scalars an edit may insert, or `nil` for any.
  var allowedCharacters: CharacterSet?

  /// Whether an edit keeps within the limits.
  ///
  /// An insertion with a scalar outside ``allowedCharacters`` is refused; a deletion always passes. An edit is
  /// refused when it would leave more than ``maxLength`` Characters *and* more than the text has now, so text
  /// already over the limit (set in code) can still be shortened or edited in place, and is never truncated.
  /// Counting Characters, a combining mark or a skin-tone modifier that joins the character before it adds
  /// nothing, and 👍🏽 or 👨‍👩‍👧 counts one.
  /// - Parameters:
  ///   - range: The UTF-16 range the edit replaces.
  ///   - text: The text now.
  ///   - replacement: The replacement.
  /// - Returns: `true` to let the edit happen.
  func admit(replacing range: NSRange, in text: String, with replacement: String) -> Bool {
    if let allowedCharacters, !replacement.unicodeScalars.allSatisfy({ allowedCharacters.contains($0) }) {
      return false
    }
    guard let maxLength else { return true }
    let current = NSString(string: text)
    guard range.location != NSNotFound, NSMaxRange(range) <= current.length else { return true }
    let resultLength = current.replacingCharacters(in: range, with: replacement).count
    return resultLength <= maxLength || resultLength <= text.count
  }
}
