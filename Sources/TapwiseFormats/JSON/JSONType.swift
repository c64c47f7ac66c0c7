import TapwiseCore

/// The six types of JSON value, and the one way the lab words a value in its messages.
package enum JSONType: Hashable, Sendable {
  /// `{…}`
  case object
  /// `[…]`
  case array
  /// `"…"`
  case string
  /// `-1.5e3`
  case number
  /// `true` or `false`
  case boolean
  /// `null`
  case null

  /// The type with an article: "an object", "an array", "a string", "a number", "a boolean", "null".
  package var phrase: String {
    switch self {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .boolean: "a boolean"
    case .null: "null"
    }
  }

  /// The longest value text a message repeats, in characters; longer text keeps its start and ends in `…`.
  static let longestExcerpt = 40

  /// How a value reads in a message: its type for containers, and its text for the rest, cut to
  /// ``longestExcerpt`` characters.
  /// - Parameters:
  ///   - type: The value's type.
  ///   - text: The value's JSON text as written, for scalars.
  /// - Returns: `an object`, `an array`, `string "1"`, `number 7`, `true`, `false` or `null`.
  static func description(of type: JSONType, text: String) -> String {
    switch type {
    case .object, .array: type.phrase
    case .string: "string \(excerpt(text))"
    case .number: "number \(excerpt(text))"
    case .boolean, .null: text
    }
  }

  /// A name or string as a JSON string literal on one line, cut to ``longestExcerpt`` characters first.
  /// - Parameters:
  ///   - text: Any text.
  /// - Returns: For example `"kee"`, or `"aaaa…"` for a long text.
  package static func quoted(_ text: String) -> String {
    JSONText.quoted(excerpt(text))
  }

  /// Text cut to ``longestExcerpt`` characters, for messages that repeat what the input said.
  /// - Parameters:
  ///   - text: Any text.
  /// - Returns: The text, or its first characters followed by `…`.
  package static func excerpt(_ text: String) -> String {
    // A character takes at least one byte, so text of no more bytes than that is short enough without counting
    // its characters (grapheme breaking was a twentieth of reading a 60 MB storyboard, where every id is short).
    guard text.utf8.count > longestExcerpt else { return text }
    var end = text.startIndex
    for _ in 0..<longestExcerpt {
      guard end < text.endIndex else { return text }
      end = text.index(after: end)
    }
    guard end < text.endIndex else { return text }
    return text[..<text.index(before: end)] + "…"
  }
}
