/// A layout file that can't be used, with where and why: a JSON path such as `$.views[0].frame[2]`, or a line
/// and column for malformed JSON.
///
/// ```swift
/// do {
///   _ = try Layout.parse(#"{"width": 390, "height": 844, "views": [{"id": "a", "frame": [0, 0, -20, 20]}]}"#)
/// } catch {
///   print(error)   // $.views[0].frame[2]: the width must not be negative, found -20
/// }
/// ```
package struct LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Where the problem is: a JSON path, or `line L, column C`.
  package let location: String
  /// What is wrong.
  package let problem: String

  /// Creates an error.
  /// - Parameters:
  ///   - location: A JSON path, or `line L, column C`.
  ///   - problem: What is wrong.
  package init(location: String, problem: String) {
    self.location = location
    self.problem = problem
  }

  /// The location and the problem, in one line.
  package var description: String { "\(location): \(problem)" }

  /// The error for malformed JSON, at the line and column of a byte offset.
  /// - Parameters:
  ///   - error: The parser's error, whose column counts UTF-8 bytes from the start of the text.
  ///   - text: The whole text.
  static func syntax(_ error: JSONSyntaxError, in text: String) -> LayoutError {
    let newline = UInt8(ascii: "\n")
    let before = Array(text.utf8.prefix(max(0, error.column - 1)))
    let lineStart = (before.lastIndex(of: newline) ?? -1) + 1
    let line = before.lazy.filter { $0 == newline }.count + 1
    let column = String(decoding: before[lineStart...], as: UTF8.self).count + 1
    let lineAndColumn = "line \(line), column \(column)"
    let place = error.path == "$" ? lineAndColumn : "\(error.path) (\(lineAndColumn))"
    return LayoutError(location: place, problem: "malformed JSON: \(error.problem)")
  }
}
