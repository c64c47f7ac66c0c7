import TapwiseCore

// `public` and `@inlinable` though TapwiseFormats is no library product, so no client can see it: Swift 6.3 serializes
// no `package` body for another module, and the reader's inlined code names it (issue 30's instruction guard).
/// The six types of JSON value, and the one way the lab words a value in its messages.
public enum JSONType: Hashable, Sendable {
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
  @inlinable public var phrase: String {
    switch self {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .boolean: "a boolean"
    case .null: "null"
    }
  }

  /// How a value reads in a message: its type for containers, and its text for the rest, cut to
  /// ``Quoting/longestExcerpt`` characters.
  /// - Parameters:
  ///   - type: The value's type.
  ///   - text: The value's JSON text as written, for scalars.
  /// - Returns: `an object`, `an array`, `string "1"`, `number 7`, `true`, `false` or `null`.
  @inlinable public static func description(of type: JSONType, text: String) -> String {
    switch type {
    case .object, .array: type.phrase
    case .string: "string \(Quoting.excerpt(text))"
    case .number: "number \(Quoting.excerpt(text))"
    case .boolean, .null: text
    }
  }
}
