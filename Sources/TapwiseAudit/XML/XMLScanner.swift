import TapwiseFormats
/// Reads XML 1.0 from UTF-8 bytes, one element event at a time, in a single pass and in memory linear in the file.
///
/// The lab's own reader, written for files that arrive in pull requests: Foundation's `XMLParser` on Linux refuses
/// files over 10,000,000 bytes and attribute values over 10,000,000 bytes (libxml2 without its huge-input option),
/// reports most problems as libxml2 error numbers, and crashed on inputs found by fuzzing. This one reads any file
/// the lab accepts (64 MiB), and names every problem and where it is.
///
/// - It checks well-formedness: tags that nest and match, one root element, quoted attribute values without `<`,
///   no attribute twice in an element, references that are XML's five entities (`&lt;` `&gt;` `&amp;` `&quot;`
///   `&apos;`) or characters XML allows, closed comments, CDATA sections and processing instructions, and only
///   characters XML allows, in UTF-8.
/// - Attribute values come normalized as XML says: references replaced, and each tab, line feed, carriage return
///   (or pair of carriage return and line feed) a space.
/// - A document type declaration is skipped, never loaded; one that declares entities is refused
///   (``XMLError/Kind/refused``), so nothing in a file expands.
/// - Text, comments, CDATA sections and processing instructions are checked and skipped: Interface Builder files
///   keep what the audit reads in attributes.
///
/// ```swift
/// var scanner = try XMLScanner(Array(#"<document><view id="a"/></document>"#.utf8))
/// while let event = try scanner.next() {
///   if case .start(let element) = event { print(element.name, element.attributes) }   // document [:], view ["id": "a"]
/// }
/// ```
package struct XMLScanner {
  /// An element's start tag.
  package struct Element {
    /// The element's name.
    package var name: String
    /// Its attributes by name, normalized.
    package var attributes: [String: String]
    /// Where its `<` is.
    package var position: TextPosition
    /// Where its start tag ends: just after its `>`.
    package var end: TextPosition
  }

  /// What the scanner found next.
  package enum Event {
    /// An element starts.
    case start(Element)
    /// The element that started last and is still open ends, at the position of its end tag (or of its start tag's
    /// `/>`).
    case end(TextPosition)
  }

  /// The file.
  package let bytes: [UInt8]
  /// The next byte to read.
  var index: Int
  /// Where the declaration, if any, may stand: after a byte order mark.
  let start: Int
  /// The open elements: where each name is in the file, and where its tag starts.
  var openElements: [(name: Range<Int>, start: Int)] = []
  /// The end of an element written as `<name/>`, returned by the next call.
  var pendingEnd: TextPosition?
  var sawRoot = false
  var sawDocumentType = false
  var lines = LineCounter()

  /// Creates a scanner over a whole file.
  /// - Parameters:
  ///   - bytes: The file, UTF-8 with or without a byte order mark.
  /// - Throws: ``XMLError`` when a byte isn't UTF-8 or is a character XML doesn't allow.
  package init(_ bytes: [UInt8]) throws(XMLError) {
    self.bytes = bytes
    start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    index = start
    if let (offset, problem) = XMLByte.firstUnreadableCharacter(in: bytes) {
      throw XMLError(kind: .malformed, position: lines.position(of: offset, in: bytes), problem: problem)
    }
  }

  /// The next element event, or `nil` at the end of a well-formed file.
  /// - Returns: The event.
  /// - Throws: ``XMLError`` for the first problem; the scanner then stops.
  package mutating func next() throws(XMLError) -> Event? {
    if let end = pendingEnd {
      pendingEnd = nil
      openElements.removeLast()
      return .end(end)
    }
    while index < bytes.count {
      if openElements.isEmpty {
        skipSpace()
        guard index < bytes.count else { break }
        guard bytes[index] == XMLByte.lessThan else {
          throw malformed(sawRoot ? "text after the end of the root element" : "text before the root element")
        }
      } else if bytes[index] != XMLByte.lessThan {
        try skipText()
        continue
      }
      if let event = try markup() { return event }
    }
    if let open = openElements.last {
      throw malformed(
        "the file ends inside \(tag(open.name)), which opened on line \(position(of: open.start).line)",
        at: bytes.count)
    }
    return nil
  }

  /// The markup at a `<`: an element's start or end, or something skipped (`nil`).
  private mutating func markup() throws(XMLError) -> Event? {
    switch byte(at: index + 1) {
    case XMLByte.slash: return .end(try endTag())
    case XMLByte.question: try skipProcessingInstruction()
    case XMLByte.exclamation:
      if startsHere("<!--") {
        try skipComment()
      } else if startsHere("<![CDATA[") {
        guard !openElements.isEmpty else { throw malformed("a CDATA section outside the root element") }
        try skipCDATA()
      } else if startsHere("<!DOCTYPE") {
        try skipDocumentType()
      } else {
        throw malformed("'<!' that starts no comment, CDATA section or document type declaration")
      }
    default: return .start(try startTag())
    }
    return nil
  }

  /// Checks and skips text inside an element, up to the next `<`: its references, and no `]]>`.
  private mutating func skipText() throws(XMLError) {
    while index < bytes.count, bytes[index] != XMLByte.lessThan {
      switch bytes[index] {
      case XMLByte.ampersand: index = try reference(at: index, until: bytes.count).next
      case XMLByte.greaterThan
      where index >= 2 && bytes[index - 2] == XMLByte.rightBracket
        && bytes[index - 1] == XMLByte.rightBracket:
        throw malformed("']]>' in text, which XML allows only to end a CDATA section", at: index - 2)
      default: index += 1
      }
    }
  }

  // MARK: - Reading helpers

  /// Skips white space.
  /// - Returns: Whether there was any.
  @discardableResult
  mutating func skipSpace() -> Bool {
    let before = index
    while index < bytes.count, XMLByte.isSpace(bytes[index]) { index += 1 }
    return index > before
  }

  /// The byte at an offset, or `nil` past the end.
  func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

  /// Whether the file continues with the text at ``index``.
  func startsHere(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard bytes.count - index >= count else { return false }
    return text.withUTF8Buffer { bytes[index..<(index + count)].elementsEqual($0) }
  }

  /// The offset of the first occurrence of the text at or after `offset`, or `nil`.
  func find(_ text: StaticString, from offset: Int) -> Int? {
    text.withUTF8Buffer { bytes.firstOffset(of: $0, from: offset) }
  }

  /// The position of a byte offset.
  mutating func position(of offset: Int) -> TextPosition { lines.position(of: offset, in: bytes) }

  /// An element's name from the file as messages print it: `<scene>`, quoted and cut when it needs to be.
  func tag(_ name: Range<Int>, closing: Bool = false) -> String {
    let text = String(decoding: bytes[name], as: UTF8.self)
    let printed = text.utf8.count <= 40 && text.utf8.allSatisfy({ $0 < 0x80 }) ? text : Quoting.quoted(text)
    return (closing ? "</" : "<") + printed + ">"
  }

  /// A malformed-XML error at an offset, by default the current one.
  mutating func malformed(_ problem: String, at offset: Int? = nil) -> XMLError {
    XMLError(kind: .malformed, position: position(of: offset ?? index), problem: problem)
  }
}
