import Foundation
import Testing

/// `tapwise audit --storyboard`, run as the built binary on RxExample's real storyboards and xibs in
/// `Examples/storyboards/RxExample/`: exact output, files written, and exit statuses.
@Suite struct StoryboardAuditCommandTests {
  let rxExample = "Examples/storyboards/RxExample"

  /// A fresh temporary folder's path; the folder is not created.
  func temporaryPath() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("tapwise-\(UUID().uuidString)").path
  }

  @Test func aFolderOfRealStoryboardsReportsEveryFindingAndExitsOne() throws {
    let result = try TapwiseBinary.run(["audit", "--storyboard", rxExample])
    #expect(result.stderr.isEmpty)
    #expect(result.status == 1)
    #expect(result.stdout == (try TapwiseBinary.expected("audit-storyboard-rxexample.txt")))
  }

  @Test func theJSONReportNamesFileSceneAndIDAndListsEveryTarget() throws {
    let result = try TapwiseBinary.run([
      "audit", "--storyboard", "\(rxExample)/RxExample-GitHubSignup1.storyboard", "--format", "json",
    ])
    #expect(result.status == 1)
    #expect(result.stdout == (try TapwiseBinary.expected("audit-storyboard-github-signup.json")))
  }

  @Test func aSmallerMinimumSizePassesTheThirtyPointFields() throws {
    let result = try TapwiseBinary.run([
      "audit", "--storyboard", "\(rxExample)/RxExample-SimpleValidation.storyboard", "--minimum-size", "30,30",
    ])
    #expect(result == TapwiseBinary.Result(stdout: "no findings; 3 targets audited in 1 file\n", stderr: "", status: 0))
  }

  @Test func theBaselineWorkflow() throws {
    let baseline = temporaryPath() + ".json"
    defer { try? FileManager.default.removeItem(atPath: baseline) }
    let adopt = try TapwiseBinary.run(["audit", "--storyboard", rxExample, "--write-baseline", baseline])
    #expect(adopt.status == 1)
    let check = try TapwiseBinary.run(["audit", "--storyboard", rxExample, "--baseline", baseline])
    #expect(
      check
        == TapwiseBinary.Result(
          stdout: "no findings; 16 more in the baseline; 58 targets audited in 10 files\n", stderr: "", status: 0))
  }

  @Test func oneSVGPerSceneDrawnExactly() throws {
    let folder = temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try TapwiseBinary.run([
      "audit", "--storyboard", "\(rxExample)/RxExample-SimpleValidation.storyboard", "--svg", folder,
    ])
    #expect(result.status == 1)
    let name = "RxExample-SimpleValidation.storyboard.SimpleValidationViewController.svg"
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [name])
    #expect(
      try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        == (try TapwiseBinary.expected("audit-storyboard-simple-validation.svg")))
  }

  @Test func malformedXMLExitsTwoNamingTheFileLineAndColumn() throws {
    let file = temporaryPath() + ".storyboard"
    defer { try? FileManager.default.removeItem(atPath: file) }
    try Data("<document>\n  <scenes>\n    <scene sceneID=\"a\">\n  </scenes>\n".utf8)
      .write(to: URL(fileURLWithPath: file))
    let result = try TapwiseBinary.run(["audit", "--storyboard", rxExample, file])
    #expect(
      result
        == TapwiseBinary.Result(
          stdout: "",
          stderr:
            "Error: \(file): line 4, column 12: malformed XML: a closing tag doesn't match the element it closes\n",
          status: 2))
  }

  @Test func aMissingPathExitsTwo() throws {
    let result = try TapwiseBinary.run(["audit", "--storyboard", "no/such/App"])
    #expect(
      result == TapwiseBinary.Result(stdout: "", stderr: "Error: no/such/App: no such file or folder\n", status: 2))
  }

  @Test(arguments: [
    ["audit"],
    ["audit", "--layout", "Examples/layouts/close-button.json", "--storyboard", "Examples/storyboards"],
    ["audit", "--layout", "Examples/layouts/close-button.json", "--baseline", "base.json"],
    ["audit", "--storyboard", "Examples/storyboards", "--minimum-size", "44"],
  ])
  func misusedOptionsAreUsageErrors(arguments: [String]) throws {
    let result = try TapwiseBinary.run(arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("Error: "))
  }
}
