/// The bytes XML's grammar names, and the classes of byte the scanner tells apart. Everything past ASCII counts as a
/// name character: the file is checked to be UTF-8 first (``XMLByte/firstUnreadableCharacter(in:)``), and a name
/// with a character XML's name rules refuse does no harm to the audit.
package enum XMLByte {
  static let tab = UInt8(ascii: "\t")
  static let lineFeed = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let space = UInt8(ascii: " ")
  static let lessThan = UInt8(ascii: "<")
  static let greaterThan = UInt8(ascii: ">")
  static let ampersand = UInt8(ascii: "&")
  static let semicolon = UInt8(ascii: ";")
  static let slash = UInt8(ascii: "/")
  static let question = UInt8(ascii: "?")
  static let exclamation = UInt8(ascii: "!")
  static let equals = UInt8(ascii: "=")
  static let quote = UInt8(ascii: "\"")
  static let apostrophe = UInt8(ascii: "'")
  static let hash = UInt8(ascii: "#")
  static let leftBracket = UInt8(ascii: "[")
  static let rightBracket = UInt8(ascii: "]")
  static let hyphen = UInt8(ascii: "-")

  /// XML's white space: space, tab, line feed, carriage return.
  package static func isSpace(_ byte: UInt8) -> Bool {
    byte == space || byte == lineFeed || byte == tab || byte == carriageReturn
  }

  /// A byte that can start a name: a letter, `_`, `:`, or any byte of a non-ASCII character.
  static func isNameStart(_ byte: UInt8) -> Bool {
    byte >= 0x80 || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: ":")
  }

  /// A byte that can stand in a name after its first: those that can start one, digits, `-` and `.`.
  static func isName(_ byte: UInt8) -> Bool {
    isNameStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == hyphen
      || byte == UInt8(ascii: ".")
  }

  /// Whether a character may appear in an XML 1.0 document (its production `Char`): tab, line feed, carriage return,
  /// and everything from U+0020 except surrogates, U+FFFE and U+FFFF.
  static func isCharacter(_ value: UInt32) -> Bool {
    value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
      || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
  }

  /// The first bytes in a file that are not UTF-8 or not a character XML allows, with the problem in words, or
  /// `nil` when there are none. Checked once before scanning, so the scanner can take any run of bytes as text.
  /// - Parameters:
  ///   - bytes: The file.
  /// - Returns: The byte offset and the problem, such as `a control character (U+0001), which XML doesn't allow`.
  static func firstUnreadableCharacter(in bytes: [UInt8]) -> (offset: Int, problem: String)? {
    bytes.withUnsafeBufferPointer { bytes -> (offset: Int, problem: String)? in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x80 || byte == lineFeed || byte == tab || byte == carriageReturn {
          index += 1
          continue
        }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = UnsafeBufferPointer(rebasing: bytes[index..<min(index + 4, bytes.count)]).makeIterator()
        guard case .valid(let encoded) = parser.parseScalar(from: &iterator) else {
          return (index, "bytes that are not UTF-8, the encoding Interface Builder writes")
        }
        let value = Unicode.UTF8.decode(encoded).value
        guard isCharacter(value) else { return (index, "\(codePoint(value)), a character XML doesn't allow") }
        index += encoded.count
      }
      return nil
    }
  }

  /// A code point as Unicode writes it: `U+0001`, `U+FFFE`.
  static func codePoint(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
