/// What the scanner checks and skips: comments, CDATA sections, processing instructions (the XML declaration among
/// them) and the document type declaration.
extension XMLScanner {
  /// Skips a comment at ``index``: `<!--`, text without `--`, `-->`.
  mutating func skipComment() throws(XMLError) {
    let commentStart = index
    guard let dashes = find("--", from: index + 4) else {
      throw malformed("a comment that is never closed: '-->' is missing", at: commentStart)
    }
    guard byte(at: dashes + 2) == XMLByte.greaterThan else {
      throw malformed("'--' inside a comment, which XML doesn't allow", at: dashes)
    }
    index = dashes + 3
  }

  /// Skips a CDATA section at ``index``: `<![CDATA[`, text, `]]>`.
  mutating func skipCDATA() throws(XMLError) {
    guard let end = find("]]>", from: index + 9) else {
      throw malformed("a CDATA section that is never closed: ']]>' is missing")
    }
    index = end + 3
  }

  /// Skips a processing instruction at ``index``: `<?target`, optional data after white space, `?>`. The XML
  /// declaration is one, allowed only at the start of the file; its encoding is checked before scanning
  /// (`StoryboardReader`).
  mutating func skipProcessingInstruction() throws(XMLError) {
    let instructionStart = index
    index += 2
    let target = try name(of: "a processing instruction")
    if String(decoding: bytes[target], as: UTF8.self).lowercased() == "xml", instructionStart != start {
      throw malformed("an XML declaration that isn't at the start of the file", at: instructionStart)
    }
    guard startsHere("?>") || skipSpace() else {
      throw malformed("a processing instruction's target must be followed by white space or '?>'")
    }
    guard let end = find("?>", from: index) else {
      throw malformed("a processing instruction that is never closed: '?>' is missing", at: instructionStart)
    }
    index = end + 2
  }

  /// Skips a document type declaration at ``index``, without loading anything it names. One that declares
  /// entities is refused: Interface Builder files have none, and entities can expand a small file into gigabytes.
  mutating func skipDocumentType() throws(XMLError) {
    let declarationStart = index
    guard openElements.isEmpty, !sawRoot, !sawDocumentType else {
      throw malformed("a document type declaration after the root element started, or a second one")
    }
    sawDocumentType = true
    index += 9
    var inSubset = false
    while index < bytes.count {
      switch bytes[index] {
      case XMLByte.quote, XMLByte.apostrophe:
        guard let close = bytes[(index + 1)...].firstIndex(of: bytes[index]) else {
          throw malformed("a quoted string in the document type declaration that is never closed")
        }
        index = close + 1
      case XMLByte.leftBracket where !inSubset:
        inSubset = true
        index += 1
      case XMLByte.rightBracket where inSubset:
        inSubset = false
        index += 1
      case XMLByte.greaterThan where !inSubset:
        index += 1
        return
      case XMLByte.lessThan where inSubset && startsHere("<!--"): try skipComment()
      case XMLByte.lessThan where inSubset && startsHere("<!ENTITY"):
        throw XMLError(
          kind: .refused, position: position(of: index),
          problem: "a document type declaration that declares entities: Interface Builder files have none, and "
            + "entities can expand a small file into gigabytes")
      default: index += 1
      }
    }
    throw malformed("a document type declaration that is never closed: '>' is missing", at: declarationStart)
  }
}
