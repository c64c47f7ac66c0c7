import Foundation
import Testing

/// `tapwise audit --swift`, run as the built binary on the Swift fixtures in `Tests/TapwiseCLITests/Fixtures/swift/`
/// (a SwiftUI view and a UIKit controller) beside two files it can't read, made by the test (a syntax error, and
/// Latin-1 text), since `swift format lint` reads every Swift file under Tests/: exact output in every format, the
/// exit statuses, bad input, and Swift with storyboards in one run.
///
/// To regenerate the pinned transcripts after a deliberate change, from the repository's root:
///
/// ```sh
/// swift build --product tapwise
/// work=$(mktemp -d) && cp -R Tests/TapwiseCLITests/Fixtures/swift "$work/swift"
/// printf 'struct Broken: View {\n  var body: some View {\n    Button("OK" {}\n  }\n}\n' > "$work/swift/Broken.swift"
/// printf '// Caf\xe9 menu, saved as Latin-1\nlet title = "Caf\xe9"\n' > "$work/swift/Latin1.swift"
/// for format in text json xcode github sarif; do
///   (cd "$work" && "$OLDPWD/.build/debug/tapwise" audit --swift swift --format $format) \
///     > Tests/TapwiseCLITests/Expected/audit-swift.${format/text/txt}
/// done
/// ```
@Suite struct SwiftAuditCommandTests {
  let fixtures = "Tests/TapwiseCLITests/Fixtures/swift"

  /// A fresh temporary path; nothing is created.
  func temporaryPath() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("tapwise-\(UUID().uuidString)").path
  }

  /// A temporary folder holding `swift/`: the fixtures, `Broken.swift` and `Latin1.swift`.
  func fixtureFolder() throws -> URL {
    let folder = URL(fileURLWithPath: temporaryPath())
    let swift = folder.appendingPathComponent("swift")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: TapwiseBinary.repositoryRoot.appendingPathComponent(fixtures), to: swift)
    try Data("struct Broken: View {\n  var body: some View {\n    Button(\"OK\" {}\n  }\n}\n".utf8)
      .write(to: swift.appendingPathComponent("Broken.swift"))
    try Data(
      Array("// Caf".utf8) + [0xE9] + Array(" menu, saved as Latin-1\nlet title = \"Caf".utf8) + [0xE9, 0x22, 0x0A]
    )
    .write(to: swift.appendingPathComponent("Latin1.swift"))
    return folder
  }

  @Test(arguments: ["txt", "json", "xcode", "github", "sarif"])
  func eachFormatOfTheSwiftFixturesIsPinned(format: String) throws {
    let folder = try fixtureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TapwiseBinary.run(
      ["audit", "--swift", "swift", "--format", format == "txt" ? "text" : format], in: folder)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout == (try TapwiseBinary.expected("audit-swift.\(format)")))
    // Two files can't be read, two can: the unreadable ones don't fail the audit; findings, if any, do.
    let text = try TapwiseBinary.expected("audit-swift.txt")
    #expect(result.status == (text.split(separator: "\n").last?.hasPrefix("no findings") == true ? 0 : 1))
  }

  @Test func storyboardsAndSwiftAreOneReport() throws {
    let storyboard = "Examples/storyboards/RxExample/RxExample-SimpleValidation.storyboard"
    let both = try TapwiseBinary.run(["audit", "--storyboard", storyboard, "--swift", fixtures + "/CloseBar.swift"])
    let alone = try TapwiseBinary.run(["audit", "--storyboard", storyboard])
    let aloneLines = alone.stdout.split(separator: "\n")
    let bothLines = both.stdout.split(separator: "\n")
    // The storyboard's findings come first, as alone; the summary counts both files.
    #expect(Array(bothLines.prefix(aloneLines.count - 1)) == Array(aloneLines.dropLast()))
    #expect(bothLines.last?.contains(" audited in 2 files") == true, "\(both.stdout)")
    #expect(both.status == 1)
  }

  @Test func theBaselineWorkflowHoldsSwiftFindings() throws {
    let baseline = temporaryPath() + ".json"
    defer { try? FileManager.default.removeItem(atPath: baseline) }
    let adopt = try TapwiseBinary.run(["audit", "--swift", fixtures, "--write-baseline", baseline])
    #expect(adopt.status == 1)
    let check = try TapwiseBinary.run(["audit", "--swift", fixtures, "--baseline", baseline])
    #expect(check.status == 0)
    // The baseline holds every finding, the suppressed one too (as for storyboards), and matches them again.
    #expect(check.stdout == "no findings; 3 more in the baseline; 5 targets audited in 2 files, 2 of unknown size\n")
  }

  @Test func aSwiftFileThatCantBeReadAloneExitsTwo() throws {
    let folder = try fixtureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TapwiseBinary.run(["audit", "--swift", "swift/Latin1.swift"], in: folder)
    #expect(
      result
        == TapwiseBinary.Result(
          stdout: "swift/Latin1.swift: unreadable: line 1, column 7: not UTF-8 text: malformed UTF-8 from the "
            + "byte 0xE9\nno findings; 1 file unreadable; 0 targets audited in 0 files\n", stderr: "", status: 2))
  }

  @Test func tenThousandDeepNestingAndAFiftyMegabyteFileAreOneLineEach() throws {
    let deep = temporaryPath() + ".swift"
    let huge = temporaryPath() + ".swift"
    defer {
      try? FileManager.default.removeItem(atPath: deep)
      try? FileManager.default.removeItem(atPath: huge)
    }
    try Data(("let v = Text(\"x\")" + String(repeating: ".padding()", count: 10_000) + "\n").utf8)
      .write(to: URL(fileURLWithPath: deep))
    #expect(FileManager.default.createFile(atPath: huge, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: huge))
    try handle.truncate(atOffset: 50 << 20)
    try handle.close()
    let result = try TapwiseBinary.run(["audit", "--swift", deep, huge, fixtures + "/ToolbarController.swift"])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.contains {
        $0.hasPrefix("\(deep): unreadable: line 1, column ")
          && $0.hasSuffix(": nested more than 2000 levels deep, the deepest a Swift file is read to")
      }, "\(result.stdout)")
    #expect(lines.contains("\(huge): unreadable: larger than 2 MiB (2097152 bytes), the largest Swift file read"))
    #expect(result.status < 2)
  }

  @Test func aLinkLoopAndAFolderNamedLikeASwiftFileAreOneLineEach() throws {
    let folder = temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/Empty.swift", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/Loop.swift", withDestinationPath: folder + "/Loop.swift")
    let result = try TapwiseBinary.run(["audit", "--swift", folder, folder + "/Empty.swift"])
    #expect(
      result
        == TapwiseBinary.Result(
          stdout: """
            \(folder)/Empty.swift: unreadable: no .swift file in this folder
            \(folder)/Loop.swift: unreadable: can't read the file: too many levels of symbolic links
            no findings; 2 files unreadable; 0 targets audited in 0 files

            """, stderr: "", status: 2))
  }

  @Test(arguments: [
    ["audit", "--layout", "Examples/layouts/close-button.json", "--swift", "Sources"],
    ["audit", "--swift", "Sources", "--svg", "pictures"],
    ["audit", "--swift"],
  ])
  func misusedOptionsAreUsageErrors(arguments: [String]) throws {
    let result = try TapwiseBinary.run(arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("Error: "))
  }
}
