/// The line and column of a byte offset in a text file, counted as libyaml counts them: a line feed, a carriage
/// return and the pair of them each end a line, and columns count code points from 1.
///
/// ```swift
/// TextPlace(offset: 6, in: Array("ab\ncd\u{7}".utf8))   // line 2, column 3
/// ```
struct TextPlace: Equatable {
  /// The line, from 1.
  var line: Int
  /// The column, from 1.
  var column: Int

  /// The place of a byte offset.
  /// - Parameters:
  ///   - offset: The byte offset; the bytes before it are UTF-8.
  ///   - bytes: The file.
  init(offset: Int, in bytes: [UInt8]) {
    let end = min(max(offset, 0), bytes.count)
    var line = 1
    var lineStart = 0
    var index = 0
    while index < end {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\r"), index < end, bytes[index] == UInt8(ascii: "\n") { index += 1 }
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        line += 1
        lineStart = index
      }
    }
    self.line = line
    // Continuation bytes (10xxxxxx) are no code point of their own.
    column = bytes[min(lineStart, end)..<end].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
  }

  /// The offset of the first byte that isn't part of well-formed UTF-8, or `nil` when all of them are.
  /// - Parameters:
  ///   - bytes: The file.
  /// - Returns: The offset.
  static func firstNonUTF8Offset(in bytes: [UInt8]) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): offset += encoded.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }
}
