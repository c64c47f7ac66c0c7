import TapwiseFormats
/// A problem an ``XMLScanner`` found: where it is and what is wrong, in one line.
///
/// ```swift
/// // <document>\n  <scenes>\n  <scene></scenes>
/// XMLError(kind: .malformed, position: …, problem: "</scenes> closes <scene>, which opened on line 3")
/// ```
package struct XMLError: Error, Equatable, Sendable {
  /// What kind of problem it is.
  package enum Kind: Equatable, Sendable {
    /// The file is not well-formed XML.
    case malformed
    /// The file may be well-formed, but the scanner doesn't read it: a document type declaration that declares
    /// entities.
    case refused
  }

  /// What kind of problem it is.
  package var kind: Kind
  /// Where the scanner found it.
  package var position: TextPosition
  /// What is wrong, as one line. Names from the file in it are quoted and cut (`Quoting.quoted(_:)`).
  package var problem: String

  /// Creates an error.
  /// - Parameters:
  ///   - kind: What kind of problem it is.
  ///   - position: Where it was found.
  ///   - problem: What is wrong.
  package init(kind: Kind, position: TextPosition, problem: String) {
    self.kind = kind
    self.position = position
    self.problem = problem
  }
}
