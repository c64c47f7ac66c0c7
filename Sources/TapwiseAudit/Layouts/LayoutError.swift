import TapwiseFormats
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

  /// The error for a problem the JSON reader or the layout parser found: at the JSON path for content, and at the
  /// line and column too for malformed text.
  /// - Parameters:
  ///   - error: The error, whose offset counts UTF-8 bytes from the start of the text.
  ///   - bytes: The whole text.
  init(_ error: JSONError, in bytes: UnsafeBufferPointer<UInt8>) {
    guard error.kind != .content else {
      self.init(location: error.path, problem: error.problem)
      return
    }
    let newline = UInt8(ascii: "\n")
    let before = UnsafeBufferPointer(rebasing: bytes[..<min(error.offset, bytes.count)])
    let lineStart = (before.lastIndex(of: newline) ?? -1) + 1
    let line = before.lazy.filter { $0 == newline }.count + 1
    let column = String(decoding: UnsafeBufferPointer(rebasing: before[lineStart...]), as: UTF8.self).count + 1
    let lineAndColumn = "line \(line), column \(column)"
    let place = error.path == "$" ? lineAndColumn : "\(error.path) (\(lineAndColumn))"
    self.init(location: place, problem: error.kind == .syntax ? "malformed JSON: \(error.problem)" : error.problem)
  }
}
