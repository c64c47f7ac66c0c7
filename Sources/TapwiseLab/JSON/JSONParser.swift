import TapwiseCore

/// A strict RFC 8259 parser over UTF-8 bytes that records each value's source text.
struct JSONParser {
  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0
  /// The steps from the root to the value being parsed, for errors: `.views`, `[0]`, `.frame`.
  private var path: [String] = []
  private static let maximumDepth = 512

  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
    skipWhitespace()
    let value = try parseValue()
    skipWhitespace()
    guard index == bytes.count else { throw error("unexpected text after the value") }
    return value
  }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
    guard let byte = peek() else { throw error("expected a value, found the end of the text") }
    let start = index
    let kind: JSONNode.Kind
    switch byte {
    case UInt8(ascii: "{"): kind = try parseObject()
    case UInt8(ascii: "["): kind = try parseArray()
    case UInt8(ascii: "\""): kind = .string(try parseString())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): kind = .number(try parseNumber())
    case UInt8(ascii: "t"): kind = try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): kind = try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): kind = try parseLiteral("null", .null)
    case UInt8(ascii: "N"), UInt8(ascii: "I"):
      throw error("NaN and Infinity are not JSON numbers")
    default:
      throw error("unexpected character '\(character(at: index))'")
    }
    return JSONNode(kind: kind, raw: String(decoding: bytes[start..<index], as: UTF8.self))
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONNode.Kind {
    try enterContainer()
    index += 1
    var members: [JSONNode.Member] = []
    skipWhitespace()
    if peek() == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard peek() == UInt8(ascii: "\"") else { throw error("expected a member name in double quotes") }
      let name = try parseString()
      path.append(JSONPath.member(name))
      if members.contains(where: { $0.name == name }) { throw error("duplicate member \(JSONText.quoted(name))") }
      skipWhitespace()
      guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after member name \"\(name)\"") }
      index += 1
      skipWhitespace()
      members.append(JSONNode.Member(name: name, value: try parseValue()))
      path.removeLast()
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        depth -= 1
        return .object(members)
      default: throw error("expected ',' or '}' in object")
      }
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONNode.Kind {
    try enterContainer()
    index += 1
    var elements: [JSONNode] = []
    skipWhitespace()
    if peek() == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      path.append(JSONPath.element(elements.count))
      elements.append(try parseValue())
      path.removeLast()
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        depth -= 1
        return .array(elements)
      default: throw error("expected ',' or ']' in array")
      }
    }
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var runStart = index
    func flush(_ parser: JSONParser, upTo end: Int) {
      scalars.append(contentsOf: String(decoding: parser.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
    }
    while let byte = peek() {
      switch byte {
      case UInt8(ascii: "\""):
        flush(self, upTo: index)
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush(self, upTo: index)
        index += 1
        scalars.append(try parseEscape())
        runStart = index
      case 0..<0x20:
        throw error("control character in string; escape it")
      default:
        index += 1
      }
    }
    throw error("unterminated string")
  }

  private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    guard let byte = peek() else { throw error("unterminated escape") }
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try parseHexQuad()
      if (0xD800..<0xDC00).contains(high) {
        guard peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else { throw error("lone surrogate") }
        index += 2
        let low = try parseHexQuad()
        guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair") }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
      }
      guard let scalar = Unicode.Scalar(high) else { throw error("lone surrogate") }
      return scalar
    default:
      throw error("invalid escape '\\\(character(at: index - 1))'")
    }
  }

  private mutating func parseHexQuad() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek(), let digit = Self.hexDigit(byte) else { throw error("expected four hex digits") }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> String {
    let start = index
    if peek() == UInt8(ascii: "-") { index += 1 }
    guard let first = peek(), Self.isDigit(first) else { throw error("expected a digit") }
    index += 1
    if first != UInt8(ascii: "0") { skipDigits() }
    if peek() == UInt8(ascii: ".") {
      index += 1
      guard let next = peek(), Self.isDigit(next) else { throw error("expected a digit after '.'") }
      skipDigits()
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      index += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
      guard let next = peek(), Self.isDigit(next) else { throw error("expected a digit in the exponent") }
      skipDigits()
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func parseLiteral(_ word: String, _ kind: JSONNode.Kind) throws(JSONSyntaxError) -> JSONNode.Kind {
    for expected in word.utf8 {
      guard peek() == expected else { throw error("expected '\(word)'") }
      index += 1
    }
    return kind
  }

  private mutating func enterContainer() throws(JSONSyntaxError) {
    depth += 1
    guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
  }

  private mutating func skipDigits() {
    while let byte = peek(), Self.isDigit(byte) { index += 1 }
  }

  private mutating func skipWhitespace() {
    while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
  }

  private func peek(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  /// The whole character that starts at a byte, decoded from UTF-8 (a stray `é` is named `é`, not `Ã`).
  private func character(at start: Int) -> Character {
    String(decoding: bytes[start..<min(start + 4, bytes.count)], as: UTF8.self).first ?? "\u{FFFD}"
  }

  private func error(_ problem: String) -> JSONSyntaxError {
    JSONSyntaxError(column: index + 1, path: "$" + path.joined(), problem: problem)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
