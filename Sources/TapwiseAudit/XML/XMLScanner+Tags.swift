import TapwiseFormats
/// Start tags, end tags, attribute values and references.
extension XMLScanner {
  /// Reads a start tag at ``index``, which is at its `<`.
  mutating func startTag() throws(XMLError) -> Element {
    let tagStart = index
    if openElements.isEmpty && sawRoot { throw malformed("a second root element: XML allows one") }
    index += 1
    let name = try self.name(of: "an element")
    var attributes = [String: String](minimumCapacity: 8)
    while true {
      let spaced = skipSpace()
      switch byte(at: index) {
      case nil: throw malformed("the file ends inside the start tag \(tag(name))", at: tagStart)
      case XMLByte.greaterThan:
        index += 1
        return open(name, at: position(of: tagStart), end: index, attributes)
      case XMLByte.slash:
        guard byte(at: index + 1) == XMLByte.greaterThan else { throw malformed("a '/' in a tag without '>' after it") }
        // Positions are asked for in file order, so the line counter reads each byte once.
        let start = position(of: tagStart)
        pendingEnd = position(of: index)
        let element = open(name, at: start, end: index + 2, attributes)
        index += 2
        return element
      default:
        guard spaced else { throw malformed("\(tag(name)): an attribute must follow white space") }
        let attributeStart = index
        let attribute = String(decoding: bytes[try self.name(of: "an attribute")], as: UTF8.self)
        skipSpace()
        guard byte(at: index) == XMLByte.equals else {
          throw malformed("the attribute \(Quoting.quoted(attribute)) has no '=' and value")
        }
        index += 1
        skipSpace()
        let value = try attributeValue()
        if attributes.updateValue(value, forKey: attribute) != nil {
          throw malformed(
            "the attribute \(Quoting.quoted(attribute)) appears twice in \(tag(name))", at: attributeStart)
        }
      }
    }
  }

  /// Records an element as open and returns its start.
  private mutating func open(
    _ name: Range<Int>, at start: TextPosition, end tagEnd: Int, _ attributes: [String: String]
  ) -> Element {
    openElements.append((name, start.offset))
    sawRoot = true
    return Element(
      name: String(decoding: bytes[name], as: UTF8.self), attributes: attributes, position: start,
      end: position(of: tagEnd))
  }

  /// Reads an end tag at ``index``, which is at its `</`, and closes the open element it matches.
  /// - Returns: Where the end tag starts.
  mutating func endTag() throws(XMLError) -> TextPosition {
    let tagStart = index
    index += 2
    let name = try self.name(of: "a closing tag")
    skipSpace()
    guard byte(at: index) == XMLByte.greaterThan else {
      throw malformed("the closing tag \(tag(name, closing: true)) has no '>'")
    }
    index += 1
    guard let open = openElements.last else {
      throw malformed("the closing tag \(tag(name, closing: true)) closes no open element", at: tagStart)
    }
    guard bytes[open.name].elementsEqual(bytes[name]) else {
      let line = position(of: open.start).line
      throw malformed(
        "the closing tag \(tag(name, closing: true)) doesn't match \(tag(open.name)), which opened on line \(line)",
        at: tagStart)
    }
    openElements.removeLast()
    return position(of: tagStart)
  }

  /// Reads a name at ``index``.
  /// - Parameters:
  ///   - owner: What the name belongs to, for the error: `an element`, `an attribute`.
  /// - Returns: Where it is in the file.
  mutating func name(of owner: String) throws(XMLError) -> Range<Int> {
    let nameStart = index
    guard let first = byte(at: index), XMLByte.isNameStart(first) else {
      throw malformed("\(owner)'s name was expected here")
    }
    index += 1
    while index < bytes.count, XMLByte.isName(bytes[index]) { index += 1 }
    return nameStart..<index
  }

  /// Reads a quoted attribute value at ``index`` and normalizes it.
  private mutating func attributeValue() throws(XMLError) -> String {
    guard let quote = byte(at: index), quote == XMLByte.quote || quote == XMLByte.apostrophe else {
      throw malformed("an attribute value without quotes")
    }
    let valueStart = index + 1
    var plain = true
    index = valueStart
    while index < bytes.count, bytes[index] != quote {
      switch bytes[index] {
      case XMLByte.lessThan: throw malformed("a '<' inside an attribute value: write &lt;")
      case XMLByte.ampersand, XMLByte.tab, XMLByte.lineFeed, XMLByte.carriageReturn: plain = false
      default: break
      }
      index += 1
    }
    guard index < bytes.count else {
      throw malformed("an attribute value without its closing quote", at: valueStart - 1)
    }
    let valueEnd = index
    index += 1
    if plain { return String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self) }
    var value: [UInt8] = []
    value.reserveCapacity(valueEnd - valueStart)
    var offset = valueStart
    while offset < valueEnd {
      switch bytes[offset] {
      case XMLByte.ampersand:
        let reference = try reference(at: offset, until: valueEnd)
        value += reference.replacement
        offset = reference.next
      case XMLByte.carriageReturn:
        value.append(XMLByte.space)
        offset += offset + 1 < valueEnd && bytes[offset + 1] == XMLByte.lineFeed ? 2 : 1
      case XMLByte.tab, XMLByte.lineFeed:
        value.append(XMLByte.space)
        offset += 1
      default:
        value.append(bytes[offset])
        offset += 1
      }
    }
    return String(decoding: value, as: UTF8.self)
  }

  /// Reads a reference at `offset`, which is at its `&`: one of XML's five entities, or a character reference.
  /// - Parameters:
  ///   - offset: Where the `&` is.
  ///   - limit: Where the text it stands in ends.
  /// - Returns: The UTF-8 it stands for, and the offset after its `;`.
  mutating func reference(at offset: Int, until limit: Int) throws(XMLError) -> (replacement: [UInt8], next: Int) {
    var end = offset + 1
    while end < limit, end - offset <= 64, XMLByte.isName(bytes[end]) || bytes[end] == XMLByte.hash { end += 1 }
    guard end < limit, bytes[end] == XMLByte.semicolon, end > offset + 1 else {
      throw malformed("an '&' that starts no reference ending in ';': write &amp; for '&'", at: offset)
    }
    let name = bytes[(offset + 1)..<end]
    if name.first == XMLByte.hash {
      return (try character(name.dropFirst(), at: offset), end + 1)
    }
    switch String(decoding: name, as: UTF8.self) {
    case "lt": return ([XMLByte.lessThan], end + 1)
    case "gt": return ([XMLByte.greaterThan], end + 1)
    case "amp": return ([XMLByte.ampersand], end + 1)
    case "quot": return ([XMLByte.quote], end + 1)
    case "apos": return ([XMLByte.apostrophe], end + 1)
    case let other:
      throw malformed(
        "a reference to the entity \(Quoting.quoted(other)), which isn't declared: Interface Builder files use only "
          + "XML's five (&lt; &gt; &amp; &quot; &apos;)", at: offset)
    }
  }

  /// The UTF-8 of a character reference's digits, `38` or `x26`.
  private mutating func character(_ digits: ArraySlice<UInt8>, at offset: Int) throws(XMLError) -> [UInt8] {
    let hexadecimal = digits.first == UInt8(ascii: "x")
    let text = String(decoding: hexadecimal ? digits.dropFirst() : digits, as: UTF8.self)
    guard !text.isEmpty, text.utf8.count <= 8, text.utf8.allSatisfy({ $0 < 0x80 }),
      let value = UInt32(text, radix: hexadecimal ? 16 : 10)
    else {
      throw malformed("a character reference that isn't a decimal or hexadecimal number", at: offset)
    }
    guard XMLByte.isCharacter(value), let scalar = Unicode.Scalar(value) else {
      throw malformed("a character reference to \(XMLByte.codePoint(value)), a character XML doesn't allow", at: offset)
    }
    return Array(String(scalar).utf8)
  }
}
