import TapwiseCore

/// JSONPath text for locations in a document: `$` is the root, `.name` a member, `[2]` an element.
///
/// A member name that is not a plain identifier is written in brackets as a JSON string, so every path stays on one
/// line and reads back unambiguously: `$.views[0]["a b"]`, `$["line\nbreak"]`.
enum JSONPath {
  /// The path step for a member.
  /// - Parameters:
  ///   - name: The member's name.
  /// - Returns: `.name`, or `["name"]` with JSON escapes when the name is not a plain identifier.
  static func member(_ name: String) -> String {
    isIdentifier(name) ? ".\(name)" : "[\(JSONText.quoted(name))]"
  }

  /// The path step for an array element.
  /// - Parameters:
  ///   - index: The element's index.
  /// - Returns: `[index]`.
  static func element(_ index: Int) -> String {
    "[\(index)]"
  }

  private static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic && first.isASCII
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
    }
  }
}
