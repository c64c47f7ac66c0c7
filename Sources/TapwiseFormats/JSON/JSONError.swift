// `public` and `@inlinable` though TapwiseFormats is no library product, so no client can see it: Swift 6.3 serializes
// no `package` body for another module, and the reader's inlined code throws it (issue 30's instruction guard).
/// A problem the ``JSONReader`` or the code reading a document through it found: where it is and what is wrong.
///
/// ```swift
/// // {"a": [1, tru]}
/// JSONError(kind: .syntax, offset: 10, path: "$.a[1]", problem: "expected 'true'")
/// ```
public struct JSONError: Error, Hashable, Sendable {
  /// What kind of problem it is.
  public enum Kind: Hashable, Sendable {
    /// The text is not well-formed JSON, or nests deeper than ``JSONReader/maximumDepth``.
    case syntax
    /// The text is not valid UTF-8.
    case encoding
    /// The JSON is well-formed but its content is not what the reader expects: a wrong type, a missing member.
    case content
  }

  /// What kind of problem it is.
  public var kind: Kind
  /// The 0-based offset in UTF-8 bytes, from the start of the text, where the problem was found.
  public var offset: Int
  /// The JSONPath of the value being read when the problem was found, such as `$.views[0].frame`, cut to a readable
  /// length (see ``JSONPath``).
  public var path: String
  /// What is wrong, as one line.
  public var problem: String

  /// Creates an error.
  /// - Parameters:
  ///   - kind: What kind of problem it is.
  ///   - offset: The 0-based byte offset where it was found.
  ///   - path: The JSONPath of the value being read.
  ///   - problem: What is wrong.
  @inlinable public init(kind: Kind, offset: Int, path: String, problem: String) {
    self.kind = kind
    self.offset = offset
    self.path = path
    self.problem = problem
  }
}
