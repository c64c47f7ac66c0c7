import Foundation
import Testing
@testable import TapwiseAudit

/// Files that are not well-formed XML, or not Interface Builder files: one error naming the file, and the line and
/// column where the reader noticed; never a crash, a hang or a partial document.
@Suite struct MalformedStoryboardTests {
  typealias F = StoryboardFixtures

  func error(_ xml: String) -> String {
    F.error(reading: xml).map { "\($0)" } ?? "no error"
  }

  @Test func aMismatchedClosingTagIsReportedWhereItIs() {
    #expect(
      error("<document>\n  <scenes>\n  <scene></scenes>\n</document>\n")
        == "Test.storyboard: line 3, column 10: malformed XML: the closing tag </scenes> doesn't match <scene>, which "
        + "opened on line 3")
  }

  @Test func anUnquotedAttributeIsReportedWhereItIs() {
    #expect(
      error("<document>\n <objects>\n  <view id=KQc/>\n")
        == "Test.storyboard: line 3, column 12: malformed XML: an attribute value without quotes")
  }

  @Test func aFileCutShortIsReportedAtItsEnd() {
    let whole = F.storyboard(F.view("button", "BTN-00-001", [0, 0, 44, 44]))
    let lines = whole.split(separator: "\n", omittingEmptySubsequences: false)
    let cut = lines.prefix(lines.count / 2).joined(separator: "\n")
    let result = error(cut)
    #expect(result.hasPrefix("Test.storyboard: line \(lines.count / 2), column "))
    #expect(result.contains(": malformed XML: the file ends inside <"))
  }

  @Test func entitiesThatExpandWithoutLimitAreRefusedAtTheirDeclaration() {
    var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n <!ENTITY a \"aaaaaaaaaa\">\n"
    var previous = "a"
    for level in 1...9 {
      xml += " <!ENTITY e\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
      previous = "e\(level)"
    }
    xml += "]>\n<document title=\"&e9;\">&e9;</document>\n"
    #expect(
      error(xml)
        == "Test.storyboard: line 3, column 2: a document type declaration that declares entities: Interface "
        + "Builder files have none, and entities can expand a small file into gigabytes")
  }

  @Test func anEmptyFileOrAnotherXMLDocumentIsNotAnInterfaceBuilderFile() {
    #expect(error("") == "Test.storyboard: the file is empty")
    #expect(
      error("<plist version=\"1.0\"><dict/></plist>")
        == "Test.storyboard: not an Interface Builder file: its root element is <plist>")
  }

  @Test func anEncodingOtherThanUTF8IsRefusedBeforeParsing() {
    // Found by fuzzing: libxml2 2.9.14 crashed when the reader stopped it on this unknown encoding.
    let data = Data(#"<?xml version="1.0" encoding="UTF7""#.utf8) + [0xD1]
    #expect(
      throws: StoryboardError.unreadable(
        file: "Test.storyboard",
        reason: #"its XML declaration names the encoding "UTF7": Interface Builder files are UTF-8"#)
    ) { try StoryboardReader.read(data, file: "Test.storyboard") }
    #expect(throws: Never.self) {
      try StoryboardReader.read(Data(#"<?xml version="1.0" encoding='utf-8'?><document/>"#.utf8), file: "T")
    }
  }

  @Test func aProcessingInstructionWithoutDataIsRead() {
    // Found by fuzzing: FoundationXML crashed reading a null string for this; the lab's own reader skips it.
    #expect(error("<document>\n<?pi ?></document>") == "no error")
    #expect(error(#"<?xml version="1.0"?><?pi data?><document/>"#) == "no error")
  }

  @Test func bytesThatAreNotUTF8AreMalformed() {
    var data = Data(F.storyboard("").utf8)
    data.insert(contentsOf: [0xFF, 0xFE], at: data.count - 20)
    #expect(throws: StoryboardError.self) { try StoryboardReader.read(data, file: "Test.storyboard") }
  }

  @Test func aMissingFileIsUnreadable() {
    #expect(
      throws: StoryboardError.unreadable(file: "/no/such/Main.storyboard", reason: "can't read the file: no such file")
    ) {
      try StoryboardReader.read(contentsOfFile: "/no/such/Main.storyboard")
    }
  }
}
