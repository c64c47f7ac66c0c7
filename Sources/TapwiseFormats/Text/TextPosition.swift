// `public` and `@inlinable` though TapwiseFormats is no library product, so no client can see it: Swift 6.3 serializes
// no `package` body for another module, and the line counter's inlined code makes them (issue 30's instruction guard).
/// A place in a UTF-8 text file (an Interface Builder file, a layout): its line and column, and its byte offset.
///
/// ```swift
/// // "<a>\n  <b/>" : <b> starts at line 2, column 3
/// TextPosition(line: 2, column: 3, offset: 6)
/// ```
public struct TextPosition: Equatable, Sendable {
  /// The line, from 1. A line feed, a carriage return and the pair of them each end a line.
  public var line: Int
  /// The column, from 1, counted in Unicode scalars from the line's start, without a byte order mark: the
  /// characters an editor shows, but for a character written with combining marks, which counts each mark.
  public var column: Int
  /// The byte offset of the place.
  public var offset: Int

  /// Creates a position.
  /// - Parameters:
  ///   - line: The line, from 1.
  ///   - column: The column, from 1.
  ///   - offset: The byte offset of the place.
  @inlinable public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }
}
