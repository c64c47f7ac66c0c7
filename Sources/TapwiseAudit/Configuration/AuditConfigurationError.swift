import TapwiseFormats
/// A `.tapwise.yml` the audit can't use: the file, the line and column when the problem has a place, and what is
/// wrong, on one line, as the lab's other readers write their errors (`Main.storyboard: line 4, column 12: …`).
///
/// ```
/// .tapwise.yml: no such file
/// .tapwise.yml: line 3, column 1: unknown key "profiel" (did you mean profile?); the keys are profile, minimum_size, …
/// .tapwise.yml: line 2, column 15: minimum_size: -4 is negative
/// ```
package struct AuditConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The configuration file's path as it was given.
  package var file: String
  /// The line, from 1, or `nil` for a problem with the whole file.
  package var line: Int?
  /// The column, from 1, counted in characters, or `nil` for a problem with the whole file.
  package var column: Int?
  /// What is wrong, without the place.
  package var message: String

  /// Creates an error.
  /// - Parameters:
  ///   - file: The configuration file's path as it was given.
  ///   - line: The line, from 1, or `nil`.
  ///   - column: The column, from 1, or `nil`.
  ///   - message: What is wrong.
  package init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file: line L, column C: message`, or `file: message`; the file ``Quoting/printable(_:)``.
  package var description: String {
    let place = line.map { line in ": line \(line)" + (column.map { ", column \($0)" } ?? "") } ?? ""
    return "\(Quoting.printable(file))\(place): \(message)"
  }
}
