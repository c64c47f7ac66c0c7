/// A parsed JSON value that remembers its exact source text.
///
/// The lab echoes trace values back unchanged and names the JSON path of layout errors, so it keeps what a
/// general decoder throws away: member order, the raw text of every value, and numbers as written.
///
/// ```swift
/// let node = try JSONNode.parse(#"{"t": 0.7, "value": {"b": 1.0}}"#)
/// node["value"]?.raw   // "{\"b\": 1.0}", byte for byte
/// node["t"]?.kind      // .number("0.7")
/// ```
package struct JSONNode: Sendable, Equatable {
  /// The shape of a JSON value.
  package enum Kind: Sendable, Equatable {
    /// An object, with its members in source order.
    case object([Member])
    /// An array.
    case array([JSONNode])
    /// A string, unescaped.
    case string(String)
    /// A number, as written in the source.
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
  }

  /// One member of a JSON object.
  package struct Member: Sendable, Equatable {
    /// The member's name, unescaped.
    package let name: String
    /// The member's value.
    package let value: JSONNode
  }

  /// The value's shape and content.
  package let kind: Kind
  /// The value's exact source text.
  package let raw: String

  /// Parses one JSON document.
  /// - Parameters:
  ///   - text: The document.
  /// - Returns: The root value.
  /// - Throws: `JSONSyntaxError` naming the column and the problem.
  package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
    var parser = JSONParser(text)
    return try parser.parseDocument()
  }

  /// The value of the object member with this name, if this is an object that has one.
  /// - Parameters:
  ///   - name: The member's name.
  package subscript(name: String) -> JSONNode? {
    guard case .object(let members) = kind else { return nil }
    return members.first { $0.name == name }?.value
  }

  /// A short name for the value's type, for error messages: "object", "array", "string", "number", ….
  package var typeName: String {
    switch kind {
    case .object: "object"
    case .array: "array"
    case .string: "string"
    case .number: "number"
    case .bool: "boolean"
    case .null: "null"
    }
  }
}

/// A JSON document that does not parse.
package struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
  /// The 1-based column (in UTF-8 bytes) where the problem was found.
  package let column: Int
  /// The JSONPath of the value being parsed when the problem was found, such as `$.views[0].frame`.
  package let path: String
  /// What is wrong.
  package let problem: String

  /// The problem and where it is.
  package var description: String { "malformed JSON at column \(column): \(problem)" }
}
