import Testing
@testable import TapwiseFormats
@testable import TapwiseAudit

/// The lab's XML reader: the element events of well-formed files, attribute values as XML normalizes them, and one
/// error naming the problem and its line and column for each way a file can be malformed.
@Suite struct XMLScannerTests {
  /// The events of a document, `<name a="1">` for starts and `</>` for ends, or the error as
  /// `line:column: problem`.
  func events(_ xml: String) -> [String] {
    let bytes = Array(xml.utf8)
    var result: [String] = []
    do {
      var scanner = try XMLScanner(bytes)
      while let event = try scanner.next() {
        switch event {
        case .start(let element):
          let attributes = element.attributes.sorted { $0.key < $1.key }.map {
            " \($0.key)=\($0.value.debugDescription)"
          }
          result.append(
            "<\(element.name)\(attributes.joined())>@\(element.position.line):\(element.position.column)")
        case .end: result.append("</>")
        }
      }
    } catch {
      result.append("\(error.position.line):\(error.position.column): \(error.problem)")
    }
    return result
  }

  /// The error alone, or `no error`.
  func error(_ xml: String) -> String {
    let all = events(xml)
    return all.last.flatMap { $0.first?.isNumber == true ? $0 : nil } ?? "no error"
  }

  // MARK: - Well-formed files

  @Test func elementsComeWithTheirAttributesAndThePositionOfTheirLessThanSign() {
    #expect(
      events(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document a='1'>\n  <view id=\"x\" b = \"2\"/>\n</document>\n")
        == [#"<document a="1">@2:1"#, #"<view b="2" id="x">@3:3"#, "</>", "</>"])
  }

  @Test func columnsCountCharactersNotBytes() {
    #expect(events("<a t=\"é🙂\"><b/></a>") == [#"<a t="é🙂">@1:1"#, "<b>@1:11", "</>", "</>"])
  }

  @Test func everyLineEndingEndsALine() {
    #expect(
      events("<a>\r\n<b/>\r<c/>\n<d/></a>") == ["<a>@1:1", "<b>@2:1", "</>", "<c>@3:1", "</>", "<d>@4:1", "</>", "</>"])
  }

  @Test func attributeValuesAreNormalizedAsXMLSays() {
    #expect(
      events("<a t=\"1&lt;2&gt;0 &amp; &quot;x&quot; &apos;y&apos;\" u=\"a\tb\nc\r\nd\" v=\"&#10;&#x41;&#233;\"/>")
        == [#"<a t="1<2>0 & \"x\" \'y\'" u="a b c d" v="\nAé">@1:1"#, "</>"])
  }

  @Test func commentsCDATATextProcessingInstructionsAndDocumentTypesAreSkipped() {
    #expect(
      events(
        "\u{FEFF}<?xml version=\"1.0\"?><!DOCTYPE document SYSTEM \"x.dtd\" [<!ATTLIST a b CDATA \"]>\">]>"
          + "<!-- c --><?pi?><a>text &amp; more<![CDATA[<b> & ]]><!----><?pi data?></a><!-- after -->\n")
        == ["<a>@1:100", "</>"])
  }

  @Test func theScannerStopsAtTheEndOfAWellFormedFile() throws {
    var scanner = try XMLScanner(Array("<a/>".utf8))
    _ = try scanner.next()
    _ = try scanner.next()
    #expect(try scanner.next() == nil)
    #expect(try scanner.next() == nil)
  }

  // MARK: - Malformed files

  @Test(arguments: [
    ("<a></b>", "1:4: the closing tag </b> doesn't match <a>, which opened on line 1"),
    ("<a>\n<b>", "2:4: the file ends inside <b>, which opened on line 2"),
    ("<a", "1:1: the file ends inside the start tag <a>"),
    ("<a b=c/>", "1:6: an attribute value without quotes"),
    ("<a b=\"c/>", "1:6: an attribute value without its closing quote"),
    ("<a b/>", "1:5: the attribute \"b\" has no '=' and value"),
    ("<a b=\"1\"c=\"2\"/>", "1:9: <a>: an attribute must follow white space"),
    ("<a b=\"1\" b=\"2\"/>", "1:10: the attribute \"b\" appears twice in <a>"),
    ("<a b=\"<\"/>", "1:7: a '<' inside an attribute value: write &lt;"),
    ("<a b=\"&\"/>", "1:7: an '&' that starts no reference ending in ';': write &amp; for '&'"),
    (
      "<a b=\"&e;\"/>",
      "1:7: a reference to the entity \"e\", which isn't declared: Interface Builder files use only XML's five (&lt; &gt; &amp; &quot; &apos;)"
    ),
    (
      "<a>&nbsp;</a>",
      "1:4: a reference to the entity \"nbsp\", which isn't declared: Interface Builder files use only XML's five (&lt; &gt; &amp; &quot; &apos;)"
    ),
    ("<a b=\"&#0;\"/>", "1:7: a character reference to U+0000, a character XML doesn't allow"),
    ("<a b=\"&#xD800;\"/>", "1:7: a character reference to U+D800, a character XML doesn't allow"),
    ("<a b=\"&#x110000;\"/>", "1:7: a character reference to U+110000, a character XML doesn't allow"),
    ("<a b=\"&#12a;\"/>", "1:7: a character reference that isn't a decimal or hexadecimal number"),
    ("<a b=\"&#99999999999;\"/>", "1:7: a character reference that isn't a decimal or hexadecimal number"),
    ("<a/><b/>", "1:5: a second root element: XML allows one"),
    ("<a/>x", "1:5: text after the end of the root element"),
    ("x<a/>", "1:1: text before the root element"),
    ("<a>]]></a>", "1:4: ']]>' in text, which XML allows only to end a CDATA section"),
    ("<a><!-- x -- y --></a>", "1:11: '--' inside a comment, which XML doesn't allow"),
    ("<a><!-- x </a>", "1:4: a comment that is never closed: '-->' is missing"),
    ("<a><![CDATA[ x </a>", "1:4: a CDATA section that is never closed: ']]>' is missing"),
    ("<![CDATA[x]]><a/>", "1:1: a CDATA section outside the root element"),
    ("<a><?pi x</a>", "1:4: a processing instruction that is never closed: '?>' is missing"),
    ("<a><?pi\u{1}?></a>", "1:8: U+0001, a character XML doesn't allow"),
    ("<a><?pi-x?><?pi!?></a>", "1:16: a processing instruction's target must be followed by white space or '?>'"),
    (" <?xml version=\"1.0\"?><a/>", "1:2: an XML declaration that isn't at the start of the file"),
    ("<a><!DOCTYPE a></a>", "1:4: a document type declaration after the root element started, or a second one"),
    ("<!DOCTYPE a [<!ELEMENT a ANY>", "1:1: a document type declaration that is never closed: '>' is missing"),
    ("<a><!ELEMENT></a>", "1:4: '<!' that starts no comment, CDATA section or document type declaration"),
    ("<a></a b>", "1:8: the closing tag </a> has no '>'"),
    ("<a>< b/></a>", "1:5: an element's name was expected here"),
    ("<a 1=\"x\"/>", "1:4: an attribute's name was expected here"),
    ("<a/ >", "1:3: a '/' in a tag without '>' after it"),
    ("<a>\u{7}</a>", "1:4: U+0007, a character XML doesn't allow"),
    ("<a>\u{FFFF}</a>", "1:4: U+FFFF, a character XML doesn't allow"),
  ])
  func malformedXMLIsOneErrorAtItsPlace(xml: String, expected: String) {
    #expect(error(xml) == expected)
  }

  @Test func bytesThatAreNotUTF8AreAnErrorAtTheFirstOne() {
    let bytes = Array("<a>\n  ok ".utf8) + [0xC3, 0x28] + Array("</a>".utf8)
    let error = #expect(throws: XMLError.self) { try XMLScanner(bytes) }
    #expect(error?.position.line == 2)
    #expect(error?.position.column == 6)
    #expect(error?.problem == "bytes that are not UTF-8, the encoding Interface Builder writes")
  }

  @Test func aDocumentTypeThatDeclaresEntitiesIsRefusedWhereTheFirstDeclarationIs() throws {
    let xml = "<!DOCTYPE a [\n  <!-- <!ENTITY in a comment> -->\n  <!ENTITY e \"x\">\n]><a>&e;</a>"
    var scanner = try XMLScanner(Array(xml.utf8))
    let error = #expect(throws: XMLError.self) { try scanner.next() }
    #expect(error?.kind == .refused)
    #expect(error?.position.line == 3)
  }

  @Test func namesInErrorsAreQuotedAndCut() {
    let name = String(repeating: "n", count: 100)
    #expect(
      error("<\(name)>")
        == "1:103: the file ends inside <\"\(String(repeating: "n", count: 39))…\">, which opened on line 1")
  }
}
