extension JSONReader {
  /// The type of the value at the current position, without moving past it (whitespace aside).
  /// - Returns: The type its first byte announces.
  /// - Throws: A syntax error at the end of the text or at a byte that starts no value.
  @inlinable @inline(__always) public mutating func peek() throws(JSONError) -> JSONType {
    skipWhitespace()
    guard let byte else { throw syntaxError("expected a value, found the end of the text") }
    switch byte {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .boolean
    case UInt8(ascii: "n"): return .null
    case UInt8(ascii: "N") where starts(with: "NaN"), UInt8(ascii: "I") where starts(with: "Infinity"):
      throw syntaxError("NaN and Infinity are not JSON numbers")
    default: throw unexpectedCharacter()
    }
  }

  /// Whether the text at the current offset starts with a word.
  @inlinable func starts(with word: StaticString) -> Bool {
    let word = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    return bytes.count - offset >= word.count && bytes[offset..<offset + word.count].elementsEqual(word)
  }

  /// Reads a string.
  /// - Returns: Its value, unescaped.
  @inlinable public mutating func readString() throws(JSONError) -> String {
    guard try peek() == .string else { throw syntaxError("expected a string") }
    return try scanString(decoding: true)
  }

  /// Reads a number.
  /// - Returns: Its parts; ``JSONNumber/double(in:)`` with ``bytes`` gives its value.
  @inlinable @inline(__always) public mutating func readNumber() throws(JSONError) -> JSONNumber {
    guard try peek() == .number else { throw syntaxError("expected a number") }
    switch JSONNumber.scan(bytes, at: offset) {
    case .success(let number):
      advance(by: number.end - offset)
      return number
    case .failure(let failure):
      throw syntaxError(failure.problem.message, at: failure.offset)
    }
  }

  /// Reads `true` or `false`.
  /// - Returns: The value.
  @inlinable public mutating func readBool() throws(JSONError) -> Bool {
    guard try peek() == .boolean else { throw syntaxError("expected true or false") }
    if byte == UInt8(ascii: "t") {
      try expectLiteral("true")
      return true
    }
    try expectLiteral("false")
    return false
  }

  /// Checks the value at the current position, whatever it is, and moves past it.
  /// - Returns: The byte range of its text, for ``text(_:)``.
  @discardableResult
  @inlinable @inline(__always) public mutating func skipValue() throws(JSONError) -> Range<Int> {
    let type = try peek()
    let start = offset
    guard type == .object || type == .array else {
      try skipScalar(type)
      return start..<offset
    }
    let outside = depth
    if type == .object { try beginObject() } else { try beginArray() }
    while depth > outside {
      let more = try isInObject == true ? nextMember() != nil : nextElement()
      guard more else { continue }
      switch try peek() {
      case .object: try beginObject()
      case .array: try beginArray()
      case let scalar: try skipScalar(scalar)
      }
    }
    return start..<offset
  }

  /// How the value at the current position reads in a message, moving past it unless it is a container.
  /// - Returns: `an object`, `an array`, `string "1"`, `number 7`, `true`, `false` or `null`, cut to a readable
  ///   length.
  @inlinable public mutating func describeValue() throws(JSONError) -> String {
    let type = try peek()
    guard type != .object, type != .array else { return type.phrase }
    let range = try skipValue()
    // Decode no more than a long excerpt needs, whatever the value's size.
    let limit = 4 * (Quoting.longestExcerpt + 1)
    var excerpt = text(range.lowerBound..<min(range.upperBound, range.lowerBound + limit))
    if range.count > limit, Quoting.excerpt(excerpt) == excerpt { excerpt += "…" }
    return JSONType.description(of: type, text: excerpt)
  }

  /// The text of a byte range, such as one ``skipValue()`` returned.
  /// - Parameters:
  ///   - range: Offsets within the text.
  /// - Returns: The text.
  @inlinable public func text(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  // MARK: - Scanning

  /// Moves past a string, numbers, boolean or null.
  @inlinable mutating func skipScalar(_ type: JSONType) throws(JSONError) {
    switch type {
    case .string: _ = try scanString(decoding: false)
    case .number: _ = try readNumber()
    case .boolean: _ = try readBool()
    case .null: try expectLiteral("null")
    case .object, .array: preconditionFailure("containers are not scalars")
    }
  }

  /// Reads the string at the current offset, which is at its opening quote.
  /// - Parameters:
  ///   - decoding: Whether to build the value; a skipped string is only checked.
  /// - Returns: The unescaped value, or `""` when not decoding.
  @inlinable mutating func scanString(decoding: Bool) throws(JSONError) -> String {
    advance()
    let start = offset
    var index = offset
    var unescaped: [UInt8]?
    var runStart = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        advance(by: index + 1 - offset)
        guard decoding else { return "" }
        guard var unescaped else {
          return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        }
        unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        return String(decoding: unescaped, as: UTF8.self)
      } else if byte == UInt8(ascii: "\\") {
        advance(by: index - offset)
        if decoding {
          if unescaped == nil { unescaped = [] }
          unescaped!.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        }
        let scalar = try scanEscape()
        if decoding { UTF8.encode(scalar) { unescaped!.append($0) } }
        index = offset
        runStart = index
      } else if byte < 0x20 {
        throw syntaxError("control character in string; escape it", at: index)
      } else if byte < 0x80 {
        index += 1
      } else {
        guard let length = Self.utf8SequenceLength(bytes, at: index) else {
          throw syntaxError("not valid UTF-8", at: index, kind: .encoding)
        }
        index += length
      }
    }
    advance(by: index - offset)
    throw syntaxError("unterminated string")
  }

  /// Reads an escape sequence; the offset is at its backslash.
  @inlinable mutating func scanEscape() throws(JSONError) -> Unicode.Scalar {
    advance()
    guard let escape = byte else { throw syntaxError("unterminated escape") }
    advance()
    switch escape {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try scanHexQuad()
      if (0xD800..<0xDC00).contains(high) {
        guard byte == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
          throw syntaxError("lone surrogate")
        }
        advance(by: 2)
        let low = try scanHexQuad()
        guard (0xDC00..<0xE000).contains(low) else { throw syntaxError("invalid surrogate pair") }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
      }
      guard let scalar = Unicode.Scalar(high) else { throw syntaxError("lone surrogate") }
      return scalar
    default:
      advance(by: -1)
      throw syntaxError("invalid escape '\\\(character())'")
    }
  }

  @inlinable mutating func scanHexQuad() throws(JSONError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte, let digit = Self.hexDigit(byte) else { throw syntaxError("expected four hex digits") }
      value = value << 4 | digit
      advance()
    }
    return value
  }

  @inlinable mutating func expectLiteral(_ word: StaticString) throws(JSONError) {
    let start = offset
    for (position, expected) in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount).enumerated() {
      guard start + position < bytes.count, bytes[start + position] == expected else {
        advance(by: position)
        throw syntaxError("expected '\(word)'")
      }
    }
    advance(by: word.utf8CodeUnitCount)
  }

  /// The error for a byte that can't start what is expected there: the character it starts, or an encoding error.
  @inlinable func unexpectedCharacter() -> JSONError {
    guard let byte, byte >= 0x80, Self.utf8SequenceLength(bytes, at: offset) == nil else {
      return syntaxError("unexpected character '\(character())'")
    }
    return syntaxError("not valid UTF-8", kind: .encoding)
  }

  /// The whole character that starts at the current offset (a stray `é` is named `é`, not `Ã`).
  /// The character at the offset, as a message shows it: control characters (C0, DEL, C1) as `U+001B`, so input
  /// can't put a newline or a terminal escape into a one-line message.
  @inlinable func character() -> String {
    let character =
      String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<min(offset + 4, bytes.count)]), as: UTF8.self)
      .first ?? "\u{FFFD}"
    guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
      scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    else { return String(character) }
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// The length of the well-formed UTF-8 sequence of two to four bytes at an offset (Unicode Table 3-7), or `nil`.
  @inlinable static func utf8SequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    let lead = bytes[index]
    let length: Int
    var second: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, second) = (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: (length, second) = (3, 0x80...0x9F)
    case 0xF0: (length, second) = (4, 0x90...0xBF)
    case 0xF1...0xF3: length = 4
    case 0xF4: (length, second) = (4, 0x80...0x8F)
    default: return nil
    }
    guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return nil }
    for continuation in index + 2..<index + length where !(0x80...0xBF).contains(bytes[continuation]) { return nil }
    return length
  }

  @inlinable static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
