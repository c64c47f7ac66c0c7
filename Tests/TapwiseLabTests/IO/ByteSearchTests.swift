import Testing
import TapwiseFormats

/// The lab's one byte search, which the XML scanner, the Swift audit's suppression comments and its layout words use.
@Suite struct ByteSearchTests {
  let text = Array("a <!-- b --> c -->".utf8)

  @Test func theFirstOccurrenceAtOrAfterTheOffsetIsFound() {
    #expect(text.firstOffset(of: "-->".utf8, from: 0) == 9)
    #expect(text.firstOffset(of: "-->".utf8, from: 10) == 15)
    // A needle that ends the bytes is found; one that would run past them isn't.
    #expect(text.firstOffset(of: "c -->".utf8, from: 0) == 13)
    #expect(text.firstOffset(of: "-->!".utf8, from: 0) == nil)
  }

  @Test func anEmptyNeedleIsFoundWhereTheSearchStarts() {
    #expect(text.firstOffset(of: [UInt8](), from: 4) == 4)
  }

  @Test func aBufferOrASliceIsSearchedByItsOwnOffsets() {
    text.withUnsafeBufferPointer { buffer in
      #expect(buffer.firstOffset(of: "<!--".utf8, from: 0) == 2)
    }
    // A slice keeps its base's indices: the search starts at the slice's start and reports offsets in the base.
    #expect(text[5...].firstOffset(of: "-".utf8, from: 0) == 5)
  }
}
