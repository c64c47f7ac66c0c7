// `public` and `@inlinable` though TapwiseFormats is no library product, so no client can see it: Swift 6.3 serializes
// no `package` body for another module, and both audit readers make one per view (issue 30's instruction guard).
/// Where an object is written in its file, from one ``TextPosition`` to another: for the audit, from the `<` of an
/// element's start tag (or the `{` of a layout view's object) to just after the tag's `>` (or the object's `}`), as
/// lines and columns from 1.
///
/// Columns count Unicode scalars from the line's start, as the lab's readers count them in error messages; the end
/// column is the one after the last character, as SARIF's `endColumn` is.
public struct SourceRegion: Sendable, Equatable {
  /// The first line.
  public var startLine: Int
  /// The first column.
  public var startColumn: Int
  /// The last line.
  public var endLine: Int
  /// The column after the last character.
  public var endColumn: Int

  /// Line 1, column 1: where an object not read from a file is placed.
  public static let fileStart = SourceRegion(startLine: 1, startColumn: 1, endLine: 1, endColumn: 1)

  /// Creates a region.
  /// - Parameters:
  ///   - startLine: The first line.
  ///   - startColumn: The first column.
  ///   - endLine: The last line.
  ///   - endColumn: The column after the last character.
  @inlinable public init(startLine: Int, startColumn: Int, endLine: Int, endColumn: Int) {
    self.startLine = startLine
    self.startColumn = startColumn
    self.endLine = endLine
    self.endColumn = endColumn
  }

  /// The region between two positions: an XML element's start tag, a layout view's object.
  /// - Parameters:
  ///   - start: The position of its first character.
  ///   - end: The position just after its last.
  @inlinable public init(_ start: TextPosition, _ end: TextPosition) {
    self.init(startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column)
  }
}
