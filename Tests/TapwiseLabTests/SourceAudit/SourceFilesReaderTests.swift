import Foundation
import Testing
@testable import TapwiseFormats
@testable import TapwiseSourceAudit

/// Reading a Swift file: each bad file is one line naming the file, the problem and its place, never a crash or a
/// stack overflow, with memory bounded by the size limit.
@Suite struct SourceFilesReaderTests {
  typealias Folder = StoryboardLabTests.Folder

  /// The reader's one line for bytes, or `nil` when it reads them.
  func problem(_ text: String, file: String = "V.swift") -> String? {
    problem(bytes: Array(text.utf8), file: file)
  }

  func problem(bytes: [UInt8], file: String = "V.swift") -> String? {
    // The lab's way: on the large stack.
    SourceStack.run { () -> String? in
      do {
        _ = try SourceFileReader.parse(bytes, file: file)
        return nil
      } catch {
        return (error as? SourceFileError)?.description ?? "\(error)"
      }
    }
  }

  @Test func validSwiftIsRead() {
    #expect(problem("struct V: View {\n  var body: some View { Button(\"OK\") {} }\n}\n") == nil)
    #expect(problem("") == nil)
  }

  @Test func aMissingTokenIsNamedWhereTheCompilerWouldExpectIt() {
    #expect(problem("let a = f(1, 2\nlet b = 3\n") == #"V.swift: line 1, column 15: invalid Swift: expected ")""#)
    #expect(problem("let a =\n") == "V.swift: line 1, column 8: invalid Swift: expected an expression")
  }

  @Test func unexpectedCodeIsQuoted() {
    #expect(problem("let a = 1 @@ 2\n")?.hasPrefix("V.swift: line 1, column 11: invalid Swift: unexpected") == true)
  }

  @Test func bytesThatArentUTF8AreNamedByTheirPlace() {
    #expect(
      problem(bytes: Array("let a = \"".utf8) + [0xFF] + Array("\"\n".utf8))
        == "V.swift: line 1, column 10: not UTF-8 text: malformed UTF-8 from the byte 0xFF")
    #expect(
      problem(bytes: [0xFF, 0xFE, 0x6C, 0x00])
        == "V.swift: UTF-16 or UTF-32 text, not the UTF-8 that Swift source is")
    #expect(
      problem("version https://git-lfs.github.com/spec/v1\noid sha256:0\n")
        == "V.swift: a Git LFS pointer, not the Swift file: run git lfs pull")
  }

  @Test func aHostileFileNameIsQuoted() {
    #expect(
      problem("let a =\n", file: "::error::x\n.swift")
        == #""::error::x\n.swift": line 1, column 8: invalid Swift: expected an expression"#)
  }

  @Test func tenThousandNestedBracketsAreOneLineNotACrash() {
    let text = "let x = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
    #expect(
      problem(text)
        == "V.swift: line 1, column 266: brackets nested more than 256 deep, the deepest a Swift file is read to")
  }

  // swift-syntax 603 looks ahead twice at each `[` of a run (an inline array, then an array), so its time doubles with
  // each: the fuzzer's input of 39 hung it (issue 32's CI run). Sixteen in a row still parse; the 17th is refused at
  // its place, in a string too, before the parser sees the file.
  @Test func aLongRunOfOpeningSquareBracketsIsOneLineNotAHang() {
    let fuzzed =
      "version htt.bounds = " + String(repeating: "[", count: 39) + "CGRect(ub.com/spec/v1\noid sha256:0\nsize 1\n"
    #expect(
      problem(fuzzed) == #"V.swift: line 1, column 38: more than 16 "[" in a row, the most a Swift file is read with"#)
    #expect(
      problem("let s = \"" + String(repeating: "[ ", count: 17) + "\"\n")?.hasSuffix(
        #"more than 16 "[" in a row, the most a Swift file is read with"#) == true)
    #expect(
      problem("let a = " + String(repeating: "[", count: 16) + "1" + String(repeating: "]", count: 16) + "\n") == nil)
  }

  @Test(arguments: [
    // A member chain, a modifier chain and repeated `try` nest without brackets, one or two tree levels a link.
    "let x = a" + String(repeating: ".b", count: 10_000),
    "let v = Text(\"x\")" + String(repeating: ".padding()", count: 10_000),
    "let v = " + String(repeating: "try ", count: 10_000) + "x",
  ])
  func tenThousandDeepChainsAreOneLineNotAStackOverflow(text: String) throws {
    let line = try #require(problem(text))
    #expect(line.hasPrefix("V.swift: line 1, column "))
    #expect(line.hasSuffix(": nested more than 2000 levels deep, the deepest a Swift file is read to"))
  }

  @Test func tenThousandNestedClosuresAndElseIfsAreOneLine() throws {
    let closures = "let f = " + String(repeating: "{ ", count: 10_000) + String(repeating: "} ", count: 10_000)
    #expect(try #require(problem(closures)).contains("nested more than 256 deep"))
    var chain = "func f(a: Int) {\n  if a == 0 {}"
    for index in 1...10_000 { chain += " else if a == \(index) {}" }
    chain += "\n}\n"
    let line = try #require(problem(chain))
    #expect(line.contains("nested"), "\(line)")
  }

  @Test func aFileOverTheLimitIsOneLineAndIsNotReadWhole() throws {
    let folder = try Folder()
    let path = folder.path + "/Huge.swift"
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    // 50 MB, sparse: the reader reads one byte past its 2 MiB limit and stops.
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 50 << 20)
    try handle.close()
    #expect(
      throws: SourceFileError(
        file: path, problem: "larger than 2 MiB (2097152 bytes), the largest Swift file read")
    ) {
      try SourceFileReader.bytes(ofFile: path)
    }
  }

  @Test func aFolderOrAMissingFileIsUnreadable() throws {
    let folder = try Folder()
    #expect(throws: SourceFileError(file: folder.path, problem: "can't read the file: is a directory")) {
      try SourceFileReader.bytes(ofFile: folder.path)
    }
    #expect(throws: SourceFileError(file: "/no/such.swift", problem: "can't read the file: no such file")) {
      try SourceFileReader.bytes(ofFile: "/no/such.swift")
    }
  }
}
