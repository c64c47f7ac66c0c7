import Foundation
import Testing

/// `tapwise audit --storyboard` on a folder where some files can't be read (`Fixtures/mixed/`: a malformed
/// storyboard, an iOS xib in the format before Xcode 5, two Mac interfaces and two readable files): every readable
/// file is audited, each unreadable one is listed in every format, and the exit status says both.
@Suite struct UnreadableFileCommandTests {
  let mixed = "Tests/TapwiseCLITests/Fixtures/mixed"

  @Test(arguments: [("text", "txt"), ("json", "json"), ("xcode", "xcode"), ("github", "github"), ("sarif", "sarif")])
  func aFolderWithUnreadableFilesIsAuditedAndListsThemInEveryFormat(format: String, fileExtension: String) throws {
    let result = try TapwiseBinary.run(["audit", "--storyboard", mixed, "--format", format])
    #expect(result.stderr.isEmpty)
    // 1 for the finding in Settings.storyboard, plus 2 for Broken.storyboard and Legacy.xib.
    #expect(result.status == 3)
    #expect(result.stdout == (try TapwiseBinary.expected("audit-storyboard-unreadable.\(fileExtension)")))
  }

  @Test func anUnreadableFileNamedOnTheCommandLineIsListedAndExitsTwo() throws {
    let result = try TapwiseBinary.run(["audit", "--storyboard", "\(mixed)/Legacy.xib", "\(mixed)/Cell.xib"])
    #expect(
      result
        == TapwiseBinary.Result(
          stdout: "\(mixed)/Legacy.xib: unreadable: an Interface Builder 3 xib (the format before Xcode 5), which the "
            + "audit doesn't read: open it in Xcode and save it to convert it\n"
            + "no findings; 1 file unreadable; 1 target audited in 1 file\n",
          stderr: "", status: 2))
  }

  @Test func aMacInterfaceInEitherFormatIsNotAuditedAndPasses() throws {
    let result = try TapwiseBinary.run([
      "audit", "--storyboard", "\(mixed)/MacLegacy.xib", "\(mixed)/MacWindow.xib", "--format", "xcode",
    ])
    #expect(
      result
        == TapwiseBinary.Result(
          stdout: """
            \(mixed)/MacLegacy.xib:1:1: note: not audited: archive type "com.apple.InterfaceBuilder3.Cocoa.XIB" is not UIKit
            \(mixed)/MacWindow.xib:1:1: note: not audited: targetRuntime "MacOSX.Cocoa" is not UIKit

            """,
          stderr: "", status: 0))
  }

  @Test func theBaselineCantTurnAnUnreadableFileGreen() throws {
    let baseline = FileManager.default.temporaryDirectory.appendingPathComponent("tapwise-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: baseline) }
    let adopt = try TapwiseBinary.run(["audit", "--storyboard", mixed, "--write-baseline", baseline.path])
    #expect(adopt.status == 3)
    let check = try TapwiseBinary.run(["audit", "--storyboard", mixed, "--baseline", baseline.path])
    #expect(check.status == 2)
    #expect(
      check.stdout.hasSuffix(
        "\nno findings; 2 files unreadable; 1 more in the baseline; 3 targets audited in 4 files\n"))
  }
}
