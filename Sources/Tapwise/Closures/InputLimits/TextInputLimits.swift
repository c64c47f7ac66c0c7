import Foundation

/// A text field's input limits: a length in Characters and a set of allowed characters.
struct TextInputLimits {
  /// The most Characters (grapheme clusters) an edit may leave, or `nil` for no limit.
  var maxLength: Int?
  /// The Unicode scalars an edit may insert, or `nil` for any.
  var allowedCharacters: CharacterSet?

  /// Whether either limit is set, so edits must be judged.
  var isActive: Bool { maxLength != nil || allowedCharacters != nil }

  /// Whether an edit keeps within the limits.
  ///
  /// An insertion with a scalar outside ``allowedCharacters`` is refused; a deletion always passes. An edit is
  /// refused when it would leave more than ``maxLength`` Characters *and* more than the text has now, so text
  /// already over the limit (set in code) can still be shortened or edited in place, and is never truncated.
  /// Counting Characters, a combining mark or a skin-tone modifier that joins the character before it adds
  /// nothing, and 👍🏽 or 👨‍👩‍👧 counts one.
  ///
  /// While an input method composes (the field has marked text), ``maxLength`` judges nothing: refusing a
  /// keystroke there breaks the composition, and cutting it garbles the text (RxSwift #649, #1137). The pinyin
  /// `zhong` is five letters on the way to one character. The first keystroke of a composition, which comes before
  /// there is marked text, is judged as any other; a composition may end over the limit, which is never cut, and
  /// then only edits that shorten the text pass.
  /// - Parameters:
  ///   - ranges: The UTF-16 ranges the edit deletes; the first is replaced with the replacement. One range for an
  ///     ordinary edit; iOS 26 may give several, of which the field replaces one and deletes the others.
  ///   - text: The text now.
  ///   - replacement: The replacement.
  ///   - composing: Whether the field has marked text (`markedTextRange` is not `nil`).
  /// - Returns: `true` to let the edit happen.
  func admit(replacing ranges: [NSRange], in text: String, with replacement: String, composing: Bool) -> Bool {
    if let allowedCharacters, !replacement.unicodeScalars.allSatisfy({ allowedCharacters.contains($0) }) {
      return false
    }
    guard let maxLength, !ranges.isEmpty, !composing else { return true }
    let current = NSString(string: text)
    guard ranges.allSatisfy({ $0.location != NSNotFound && NSMaxRange($0) <= current.length }) else { return true }
    // From the last range to the first, so each range's location still holds when it is replaced.
    let result = NSMutableString(string: text)
    // Ranges that overlap one already applied are skipped rather than read past the end.
    for (index, range) in ranges.enumerated().sorted(by: { $0.element.location > $1.element.location })
    where NSMaxRange(range) <= result.length {
      result.replaceCharacters(in: range, with: index == 0 ? replacement : "")
    }
    let resultLength = (result as String).count
    return resultLength <= maxLength || resultLength <= text.count
  }
}

extension TextInputLimits {
  /// The votes on an edit to a text field or a text view: these limits', every closure's and the forwardee's, each
  /// asked. The answer is `true` only if every vote is.
  /// - Parameters:
  ///   - ranges: The UTF-16 ranges the edit deletes; the first is replaced with the replacement and the others with
  ///     `""`. One range for the single-range methods; iOS 26's text field may give several.
  ///   - input: The text field or text view.
  ///   - text: Its text now.
  ///   - composing: Whether it has marked text.
  ///   - replacement: The replacement.
  ///   - handlers: The closures, each asked range by range.
  ///   - forwardeeVote: The forwardee's answer to the edit as a whole, or `nil` when it doesn't answer for several
  ///     ranges; it is then asked range by range with its single-range method, as the closures are.
  ///   - forwarded: The forwardee's single-range method, if it has one.
  /// - Returns: Whether the edit may happen.
  @MainActor
  func vote<Input>(
    on ranges: [NSRange], of input: Input, text: String, composing: Bool, replacement: String,
    handlers: HandlerList<(Input, NSRange, String) -> Bool>, forwardeeVote: () -> Bool? = { nil },
    forwarded: @autoclosure () -> ((Input, NSRange, String) -> Bool)?
  ) -> Bool {
    let withinLimits = admit(replacing: ranges, in: text, with: replacement, composing: composing)
    let pieces = ranges.enumerated().map { ($0.element, $0.offset == 0 ? replacement : "") }
    let agreed = handlers.allAgree { handler in
      pieces.reduce(true) { agreed, piece in handler(input, piece.0, piece.1) && agreed }
    }
    let forwardeeAgreed: Bool
    if let vote = forwardeeVote() {
      forwardeeAgreed = vote
    } else {
      let single = forwarded()
      forwardeeAgreed = pieces.reduce(true) { agreed, piece in (single?(input, piece.0, piece.1) ?? true) && agreed }
    }
    return forwardeeAgreed && withinLimits && agreed
  }

  /// Whether a new `maxLength` may be set: `nil` or not negative. A negative one is reported to
  /// ``TapThrottle/invalidSettingHandler`` on iOS 16 and later.
  /// - Parameters:
  ///   - maxLength: The new limit.
  @MainActor
  static func accepts(maxLength: Int?) -> Bool {
    guard let maxLength, maxLength < 0 else { return true }
    if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) {
      TapThrottle.invalidSettingHandler(.negativeCount(parameter: "maxLength", value: maxLength))
    }
    return false
  }
}
