import TapwiseAudit
import TapwiseFormats

/// A Swift file the audit can't read, with the file and, when there is one, the line and column of the problem.
///
/// ```
/// App/LoginView.swift: line 12, column 31: invalid Swift: expected ")"
/// App/Generated.swift: larger than 2 MiB (2097152 bytes), the largest Swift file read
/// ```
package struct SourceFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The path as the user named it.
  package var file: String
  /// Where in the file the problem is, or `nil` when it is about the whole file.
  package var place: TextPosition?
  /// The problem in words, without the file and the place: `invalid Swift: expected ")"`.
  package var problem: String

  /// Creates an error.
  /// - Parameters:
  ///   - file: The path as the user named it.
  ///   - place: Where the problem is, if it has a place.
  ///   - problem: The problem in words.
  package init(file: String, place: TextPosition? = nil, problem: String) {
    self.file = file
    self.place = place
    self.problem = problem
  }

  /// One line, starting with the file, ``Quoting/printable(_:)``.
  package var description: String {
    let place = place.map { "line \($0.line), column \($0.column): " } ?? ""
    return "\(Quoting.printable(file)): \(place)\(problem)"
  }
}

extension AuditReport.SkippedFile {
  /// A Swift file that couldn't be read, as the report lists it: it doesn't fail the audit unless no Swift file
  /// could be read at all.
  /// - Parameters:
  ///   - error: The reader's error.
  package init(unreadable error: SourceFileError) {
    self.init(
      unreadable: error.file, problem: error.problem, place: error.place.map { ($0.line, $0.column) },
      failsAudit: false)
  }
}
