import Foundation
import Testing

/// `tapwise demo`, run as the built binary.
@Suite struct DemoCommandTests {
  @Test func demoPrintsTheTranscriptExactlyAndExitsZero() throws {
    let result = try TapwiseBinary.run(["demo"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout == (try TapwiseBinary.expected("demo.txt")))
  }

  @Test func unknownSubcommandFailsWithAMessageNamingIt() throws {
    let result = try TapwiseBinary.run(["juggle"])
    #expect(result.status != 0)
    #expect(result.stderr.contains("juggle"))
  }
}
