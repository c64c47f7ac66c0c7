import Testing
@testable import TapwiseFormats

/// Lines come out whole whatever the read size, and a line over the limit is an error, not unbounded memory.
@Suite struct LineReaderTests {
  private func lines(_ text: [UInt8], maximumLength: Int = 1 << 20) throws(LineReader.Failure) -> [[UInt8]] {
    let reader = LineReader(InputFile(bytes: text), maximumLength: maximumLength)
    var lines: [[UInt8]] = []
    while let line = try reader.next() { lines.append(Array(line)) }
    return lines
  }

  @Test func linesSplitAtNewlinesAndTheLastNeedsNone() throws {
    #expect(try lines(Array("a\n\nbc\r\nd".utf8)) == [[97], [], [98, 99, 13], [100]])
    #expect(try lines(Array("a\n".utf8)) == [[97]])
    #expect(try lines([]).isEmpty)
  }

  /// Lines longer than the reader's first buffer and lines that straddle its reads come out whole.
  @Test func longLinesAndLinesAcrossReadsComeOutWhole() throws {
    let long = [UInt8](repeating: UInt8(ascii: "x"), count: 700_000)
    let short = (0..<30_000).map { Array("line \($0)".utf8) }
    let text = short.joined(separator: [10]) + [10] + long + [10] + short.joined(separator: [10])
    #expect(try lines(Array(text)) == short + [long] + short)
  }

  @Test func aLineOverTheLimitIsAnErrorWithItsNumber() throws {
    let reader = LineReader(InputFile(bytes: Array("ok\n12345\n".utf8)), maximumLength: 4)
    #expect(try reader.next().map(Array.init) == Array("ok".utf8))
    #expect(throws: LineReader.Failure.tooLong) { try reader.next() }
    #expect(reader.lineNumber == 2)
    let endless = LineReader(InputFile(bytes: [UInt8](repeating: 1, count: 1_000_000)), maximumLength: 100_000)
    #expect(throws: LineReader.Failure.tooLong) { try endless.next() }
  }
}
