// `public` and `@inlinable` though TapwiseFormats is no library product, so no client can see it: Swift 6.3 serializes
// no `package` body for another module, and the storyboard reader places every element with it (issue 30's instruction
// guard).
/// The lab's one line-and-column counter: counts lines and columns up to the places a reader asks about
/// (the storyboard reader's `XMLScanner`, the layout reader, `.tapwise.yml`'s errors). The places come in increasing order, so each byte is
/// looked at once, and a file of one long line costs no more than one of many; an earlier place starts the count
/// again, which only an error does.
///
/// A line feed, a carriage return and the pair of them each end a line; columns count Unicode scalars from 1, and a
/// byte order mark at the file's start counts as none (an editor shows none).
///
/// ```swift
/// LineCounter.position(ofOffset: 6, in: Array("ab\ncd\u{7}".utf8))   // line 2, column 3, offset 6
/// ```
public struct LineCounter {
  @usableFromInline var line = 1
  @usableFromInline var column = 1
  @usableFromInline var counted = 0

  @usableFromInline static let lineFeed = UInt8(ascii: "\n")
  @usableFromInline static let carriageReturn = UInt8(ascii: "\r")

  /// Starts with nothing counted.
  @inlinable public init() {}

  /// The position of one byte offset, counted from the file's start: for a reader that reports a single place.
  /// - Parameters:
  ///   - offset: A byte offset; one outside the file is taken as its nearest end.
  ///   - bytes: The file.
  /// - Returns: Its position.
  @inlinable public static func position(ofOffset offset: Int, in bytes: [UInt8]) -> TextPosition {
    var counter = LineCounter()
    return counter.position(of: min(max(offset, 0), bytes.count), in: bytes)
  }

  /// The position of a byte offset.
  /// - Parameters:
  ///   - offset: A byte offset in `bytes`.
  ///   - bytes: The file.
  /// - Returns: Its position.
  @inlinable public mutating func position(of offset: Int, in bytes: [UInt8]) -> TextPosition {
    bytes.withUnsafeBufferPointer { position(of: offset, in: $0) }
  }

  /// The position of a byte offset.
  /// - Parameters:
  ///   - offset: A byte offset in `bytes`.
  ///   - bytes: The file.
  /// - Returns: Its position.
  @inlinable public mutating func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> TextPosition {
    if offset < counted { self = LineCounter() }
    if counted == 0, offset > 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      // A byte order mark is no character an editor shows.
      counted = min(3, offset)
    }
    while counted < offset {
      let byte = bytes[counted]
      counted += 1
      if byte == Self.lineFeed || (byte == Self.carriageReturn && bytes[safe: counted] != Self.lineFeed) {
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
  @inlinable public subscript(safe index: Int) -> UInt8? { index < count ? self[index] : nil }
}
