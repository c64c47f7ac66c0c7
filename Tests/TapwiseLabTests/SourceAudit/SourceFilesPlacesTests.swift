import Foundation
import Testing
@testable import TapwiseFormats
@testable import TapwiseSourceAudit

/// `SourcePlaces` counts as the lab's one line counter does, in any order of asking, and goes back from a place to
/// its offset; it costs a checkpoint's spacing per place, not the file.
@Suite struct SourceFilesPlacesTests {
  /// A text with what makes counting hard: a byte order mark, CRLF and CR line breaks, characters of two to four
  /// bytes, and a line longer than the checkpoints' spacing.
  static let text: [UInt8] =
    [0xEF, 0xBB, 0xBF]
    + Array("let é = \"日本\"\r\nlet 𝒳 = 1\rlet a = \"\(String(repeating: "ü", count: 700))\"\n\nend".utf8)

  @Test func everyOffsetIsWhereTheLineCounterFromTheStartSaysInAnyOrder() {
    let places = SourcePlaces(bytes: Self.text)
    // Backwards, then forwards: each answer is independent of the one before.
    for offset in (0...Self.text.count).reversed() + Array(0...Self.text.count) {
      #expect(places.position(ofOffset: offset) == LineCounter.position(ofOffset: offset, in: Self.text))
    }
  }

  @Test func aPlaceGoesBackToItsOffset() {
    let places = SourcePlaces(bytes: Self.text)
    for offset in 4...Self.text.count where offset == Self.text.count || Self.text[offset] & 0xC0 != 0x80 {
      let position = places.position(ofOffset: offset)
      #expect(places.offset(line: position.line, column: position.column) == offset, "\(position)")
    }
  }

  @Test func aColumnPastItsLineIsTheLinesEndAndALinePastTheFileIsItsEnd() {
    let bytes = Array("ab\r\ncd\n\nef".utf8)
    let places = SourcePlaces(bytes: bytes)
    #expect(places.offset(line: 1, column: 10) == 2)
    #expect(places.offset(line: 3, column: 5) == 7)
    #expect(places.offset(line: 9, column: 1) == bytes.count)
  }

  @Test func anExcerptIsOneLineCutAndQuotedWhereItMustBe() {
    let places = SourcePlaces(bytes: Array(".frame(\n  width: 24,\n  height: 24)\nlet s = \"\u{1B}[31m\"".utf8))
    #expect(
      places.excerpt(of: SourceRegion(startLine: 1, startColumn: 1, endLine: 3, endColumn: 14))
        == ".frame( width: 24, height: 24)")
    #expect(
      places.excerpt(of: SourceRegion(startLine: 4, startColumn: 9, endLine: 4, endColumn: 16))
        == #""\"\u001b[31m\"""#)
  }
}
