/// A place in a UTF-8 text file (an Interface Builder file, a layout): its line and column, and its byte offset.
///
/// ```swift
/// // "<a>\n  <b/>" : <b> starts at line 2, column 3
/// TextPosition(line: 2, column: 3, offset: 6)
/// ```
package struct TextPosition: Equatable, Sendable {
  /// The line, from 1. A line feed, a carriage return and the pair of them each end a line.
  package var line: Int
  /// The column, from 1, counted in Unicode scalars from the line's start, without a byte order mark: the
  /// characters an editor shows, but for a character written with combining marks, which counts each mark.
  package var column: Int
  /// The byte offset of the place.
  package var offset: Int

  /// Creates a position.
  /// - Parameters:
  ///   - line: The line, from 1.
  ///   - column: The column, from 1.
  ///   - offset: The byte offset of the place.
  package init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }
}

/// Counts lines and columns up to the places a reader asks about (``XMLScanner``, the layout reader). The places come in increasing order, so
/// each byte is looked at once, and a file of one long line costs no more than one of many; an earlier place starts
/// the count again, which only an error does.
package struct LineCounter {
  private var line = 1
  private var column = 1
  private var counted = 0

  /// Starts with nothing counted.
  package init() {}

  /// The position of a byte offset.
  /// - Parameters:
  ///   - offset: A byte offset in `bytes`.
  ///   - bytes: The file.
  /// - Returns: Its position.
  mutating func position(of offset: Int, in bytes: [UInt8]) -> TextPosition {
    bytes.withUnsafeBufferPointer { position(of: offset, in: $0) }
  }

  /// The position of a byte offset.
  /// - Parameters:
  ///   - offset: A byte offset in `bytes`.
  ///   - bytes: The file.
  /// - Returns: Its position.
  package mutating func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> TextPosition {
    if offset < counted { self = LineCounter() }
    if counted == 0, offset > 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      // A byte order mark is no character an editor shows.
      counted = min(3, offset)
    }
    while counted < offset {
      let byte = bytes[counted]
      counted += 1
      if byte == XMLByte.lineFeed || (byte == XMLByte.carriageReturn && bytes[safe: counted] != XMLByte.lineFeed) {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        // Each scalar's first byte; UTF-8's continuation bytes are 10xxxxxx.
        column += 1
      }
    }
    return TextPosition(line: line, column: column, offset: offset)
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// The byte at an index, or `nil` past the end.
  subscript(safe index: Int) -> UInt8? { index < count ? self[index] : nil }
}
