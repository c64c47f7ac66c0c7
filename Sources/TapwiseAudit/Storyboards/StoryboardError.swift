import TapwiseFormats
/// An Interface Builder file the audit can't use, with the file and, when there is one, the line and column.
///
/// ```
/// Main.storyboard: line 3, column 10: malformed XML: the closing tag </scenes> doesn't match <scene>, which opened on line 3
/// Main.storyboard: line 12, column 21: <rect key="frame">: "width" must be a number, found "wide"
/// ```
package enum StoryboardError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file or folder can't be read, or holds nothing to audit.
  /// - Parameters:
  ///   - file: The path as the user named it.
  ///   - reason: What went wrong.
  case unreadable(file: String, reason: String)

  /// The file is not well-formed XML; the position is where ``XMLScanner`` noticed.
  /// - Parameters:
  ///   - file: The path as the user named it.
  ///   - line: The line, from 1.
  ///   - column: The column, from 1.
  ///   - message: What the parser found.
  case malformed(file: String, line: Int, column: Int, message: String)

  /// The file is well-formed, but a value the audit relies on can't be used, such as a frame width that isn't a
  /// number or a negative minimum touch size.
  /// - Parameters:
  ///   - file: The path as the user named it.
  ///   - line: The line, from 1.
  ///   - column: The column, from 1, of the element's `<`.
  ///   - message: What is wrong.
  case invalid(file: String, line: Int, column: Int, message: String)

  /// The path as the user named it.
  package var file: String {
    switch self {
    case .unreadable(let file, _), .malformed(let file, _, _, _), .invalid(let file, _, _, _): file
    }
  }

  /// Where in the file the problem is (the line and column, from 1), or `nil` when it is about the whole file.
  package var place: (line: Int, column: Int)? {
    switch self {
    case .unreadable: nil
    case .malformed(_, let line, let column, _), .invalid(_, let line, let column, _): (line, column)
    }
  }

  /// The problem in words, without the file and the place: `malformed XML: the closing tag …`.
  package var problem: String {
    switch self {
    case .unreadable(_, let reason): reason
    case .malformed(_, _, _, let message): "malformed XML: \(message)"
    case .invalid(_, _, _, let message): message
    }
  }

  /// One line, starting with the file, ``Quoting/printable(_:)``.
  package var description: String {
    let place = place.map { "line \($0.line), column \($0.column): " } ?? ""
    return "\(Quoting.printable(file)): \(place)\(problem)"
  }
}

extension AuditReport.SkippedFile {
  /// A storyboard or xib that couldn't be read, as the report lists it.
  /// - Parameters:
  ///   - error: The reader's error.
  package init(unreadable error: StoryboardError) {
    self.init(unreadable: error.file, problem: error.problem, place: error.place)
  }
}
