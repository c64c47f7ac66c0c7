import Foundation
import Testing
@testable import TapwiseFormats

/// Inputs are read with the system's `read`, so anything readable works, and a file that can't be read says why.
@Suite struct InputFileTests {
  @Test func aMissingFileADirectoryAndAFileInPlaceOfADirectorySayWhy() {
    #expect(throws: FileError(reason: "no such file")) { try InputFile(path: "/no/such/trace.jsonl") }
    #expect(throws: FileError(reason: "is a directory")) { try InputFile(path: NSTemporaryDirectory()) }
    #expect(throws: FileError(reason: "a part of the path is not a directory")) {
      try InputFile(path: "/dev/null/trace.jsonl")
    }
  }

  /// Tests run as root here, which no file mode stops, so the mapping itself is checked.
  @Test func systemErrorsBecomePlainReasons() {
    #expect(FileError(code: EACCES).reason == "permission denied")
    #expect(FileError(code: ENOENT, writing: true).reason == "no such directory")
    #expect(FileError(code: ENOSPC, writing: true).reason == "no space left on device")
    #expect(FileError(code: EIO).reason == "input/output error")
  }

  /// `FileManager.contents(atPath:)` gave nothing for a character device; `read` gives its bytes.
  @Test func aDeviceIsReadLikeAFile() throws {
    #expect(try InputFile(path: "/dev/null").readAll(upTo: 10).isEmpty)
    #expect(try InputFile(path: "/dev/zero").readAll(upTo: 10) == [UInt8](repeating: 0, count: 11))
  }

  @Test func readingAllStopsOneByteAfterTheLimit() throws {
    let bytes = Array(repeating: UInt8(ascii: "x"), count: 200_000)
    #expect(try InputFile(bytes: bytes).readAll(upTo: 200_000) == bytes)
    #expect(try InputFile(bytes: bytes).readAll(upTo: 70_000).count == 70_001)
  }
}

/// Output is buffered and its first failure is kept: a full disk makes the command fail instead of exiting 0.
@Suite struct OutputFileTests {
  @Test func aFullDeviceFailsWithItsReason() {
    let output = OutputFile.standardOutput()
    #expect(output.failure == nil)
    do {
      let full = try OutputFile(creating: "/dev/full")
      full.write(String(repeating: "x", count: 10))
      #expect(throws: FileError(reason: "no space left on device")) { try full.flush() }
      full.write("more")
      #expect(full.failure == FileError(reason: "no space left on device"))
    } catch {
      Issue.record("couldn't open /dev/full: \(error)")
    }
  }

  @Test func aFileInAMissingDirectoryOrADirectoryCantBeCreated() {
    #expect(throws: FileError(reason: "no such directory")) { try OutputFile(creating: "/no/such/dir/out.svg") }
    #expect(throws: FileError(reason: "is a directory")) { try OutputFile(creating: NSTemporaryDirectory()) }
  }

  @Test func everythingWrittenArrivesWhateverTheBufferSize() throws {
    let path = NSTemporaryDirectory() + "tapwise-output-\(UUID().uuidString).txt"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = try OutputFile(creating: path)
    let lines = (0..<20_000).map { "line \($0) é\n" }
    for line in lines { output.write(line) }
    try output.flush()
    #expect(try String(contentsOfFile: path, encoding: .utf8) == lines.joined())
  }
}
