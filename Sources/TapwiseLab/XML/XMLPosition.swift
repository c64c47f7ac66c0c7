/// A place in an XML file: its line, and the byte offsets of the line's start and of the place itself. The column is
/// worked out only when asked for, so that a file of one long line costs no more than one of many.
///
/// ```swift
/// // "<a>\n  <b/>" : <b> starts at line 2, column 3
/// XMLPosition(line: 2, lineStart: 4, offset: 6).column(in: bytes)   // 3
/// ```
package struct XMLPosition: Equatable, Sendable {
  /// The line, from 1. A line feed, a carriage return and the pair of them each end a line.
  package var line: Int
  /// The byte offset where the line starts.
  package var lineStart: Int
  /// The byte offset of the place.
  package var offset: Int

  /// Creates a position.
  /// - Parameters:
  ///   - line: The line, from 1.
  ///   - lineStart: The byte offset where the line starts.
  ///   - offset: The byte offset of the place.
  package init(line: Int, lineStart: Int, offset: Int) {
    self.line = line
    self.lineStart = lineStart
    self.offset = offset
  }

  /// The column, from 1, counted in characters as editors count them (`LayoutError` counts JSON's the same way),
  /// without a byte order mark.
  /// - Parameters:
  ///   - bytes: The file the position is in.
  /// - Returns: The column.
  package func column(in bytes: [UInt8]) -> Int {
    // A byte order mark is no character an editor shows.
    let start = min(lineStart == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : lineStart, bytes.count)
    return String(decoding: bytes[start..<max(start, min(offset, bytes.count))], as: UTF8.self).count + 1
  }
}

/// Counts lines up to the places an ``XMLScanner`` asks about. The places come in increasing order, so each byte is
/// looked at once; an earlier place starts the count again, which only an error does.
struct XMLLineCounter {
  private var line = 1
  private var lineStart = 0
  private var counted = 0

  /// The position of a byte offset.
  /// - Parameters:
  ///   - offset: A byte offset in `bytes`.
  ///   - bytes: The file.
  /// - Returns: Its position.
  mutating func position(of offset: Int, in bytes: [UInt8]) -> XMLPosition {
    if offset < counted { self = XMLLineCounter() }
    bytes.withUnsafeBufferPointer { bytes in
      while counted < offset {
        let byte = bytes[counted]
        counted += 1
        if byte == XMLByte.lineFeed || (byte == XMLByte.carriageReturn && bytes[safe: counted] != XMLByte.lineFeed) {
          line += 1
          lineStart = counted
        }
      }
    }
    return XMLPosition(line: line, lineStart: lineStart, offset: offset)
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// The byte at an index, or `nil` past the end.
  subscript(safe index: Int) -> UInt8? { index < count ? self[index] : nil }
}
