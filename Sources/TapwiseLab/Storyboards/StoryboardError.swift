/// An Interface Builder file the audit can't use, with the file and, when there is one, the line and column.
///
/// ```
/// Main.storyboard: line 3, column 10: malformed XML: a closing tag doesn't match the element it closes
/// Main.storyboard: line 12, column 61: <rect key="frame">: "width" must be a number, found "wide"
/// ```
package enum StoryboardError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file or folder can't be read, or holds nothing to audit.
  /// - Parameters:
  ///   - file: The path as the user named it.
  ///   - reason: What went wrong.
  case unreadable(file: String, reason: String)

  /// The file is not well-formed XML; the position is where the parser noticed.
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
  ///   - column: The column, from 1, just after the element's start tag.
  ///   - message: What is wrong.
  case invalid(file: String, line: Int, column: Int, message: String)

  /// One line, starting with the file, ``StoryboardNaming/printable(_:)``.
  package var description: String {
    switch self {
    case .unreadable(let file, let reason): "\(StoryboardNaming.printable(file)): \(reason)"
    case .malformed(let file, let line, let column, let message):
      "\(StoryboardNaming.printable(file)): line \(line), column \(column): malformed XML: \(message)"
    case .invalid(let file, let line, let column, let message):
      "\(StoryboardNaming.printable(file)): line \(line), column \(column): \(message)"
    }
  }

  /// What an `XMLParser` error code means, in words. Both Apple's XMLParser and FoundationXML report libxml2's
  /// error numbers, so the table is the same everywhere; the common mistakes in a hand-edited file get words, the
  /// rest their number.
  /// - Parameters:
  ///   - code: The error's code.
  /// - Returns: A phrase such as `a closing tag doesn't match the element it closes`.
  static func xmlMessage(code: Int) -> String {
    switch code {
    case 1: "past the XML parser's limit of 10,000,000 bytes of input (libxml2 without its huge-input option)"
    case 4: "the file is empty"
    case 5: "the file ends before every element is closed"
    case 9: "a character that XML does not allow (or bytes that are not UTF-8)"
    case 23: "an entity reference without its closing ';'"
    case 26: "an entity reference to an undeclared entity"
    case 29: "an attribute refers to an external entity, which is never loaded"
    case 38: "a '<' inside an attribute value"
    case 39: "an attribute value without quotes"
    case 40: "an attribute value without its closing quote"
    case 41: "an attribute without a value"
    case 42: "an attribute given twice in one element"
    case 68: "a name was expected"
    case 73: "a '>' was expected to end a tag"
    case 76: "a closing tag doesn't match the element it closes"
    case 77: "a tag that is never finished"
    case 85: "the elements are not properly nested"
    case 86: "text after the end of the root element"
    case 89: "an entity reference loop, or entities that expand too far"
    default: "libxml2 error \(code)"
    }
  }
}
