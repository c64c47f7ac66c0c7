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

  @Test func malformedXMLIsListedWithItsLineAndColumnAndTheOtherFilesAreAudited() throws {
    let file = temporaryPath() + ".storyboard"
    defer { try? FileManager.default.removeItem(atPath: file) }
    try Data("<document>\n  <scenes>\n    <scene sceneID=\"a\">\n  </scenes>\n".utf8)
      .write(to: URL(fileURLWithPath: file))
    let result = try TapwiseBinary.run(["audit", "--storyboard", rxExample, file])
    var expected = try TapwiseBinary.expected("audit-storyboard-rxexample.txt").split(separator: "\n").map(String.init)
    expected.insert(
      "\(file): unreadable: line 4, column 3: malformed XML: the closing tag </scenes> doesn't match <scene>, which "
        + "opened on line 3", at: expected.count - 1)
    expected[expected.count - 1] = "16 findings; 1 file unreadable; 58 targets audited in 10 files"
    #expect(result == TapwiseBinary.Result(stdout: expected.joined(separator: "\n") + "\n", stderr: "", status: 3))
  }

  @Test func namesFromAHostileFileCantForgeLinesOrWorkflowCommands() throws {
    let folder = temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let file = folder + "/::error::x\n.xib"
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
      <objects><view id="r" userLabel="::warning::"><rect key="frame" x="0" y="0" width="390" height="844"/><subviews>
      <button id="b" userLabel="OK&#10;no findings&#13;"><rect key="frame" x="0" y="0" width="20" height="20"/></button>
      </subviews></view></objects></document>
      """
    try Data(xib.utf8).write(to: URL(fileURLWithPath: file))
    let result = try TapwiseBinary.run(["audit", "--storyboard", file])
    let quotedFile = "\"\(folder)/::error::x\\n.xib\""
    #expect(
      result
        == TapwiseBinary.Result(
          stdout: #"\#(quotedFile): "::warning::": tooSmall     "::warning::"[r]/"OK\nno findings\r"[b]: answers 9 "#
            + "of 81 points of the 44×44 square around its centre\n1 finding; 1 target audited in 1 file\n",
          stderr: "", status: 1))
  }

  @Test func nestingPastTheLimitIsListedInOneLineAndExitsTwo() throws {
    let file = temporaryPath() + ".xib"
    defer { try? FileManager.default.removeItem(atPath: file) }
    let views = String(repeating: #"<view id="v"><subviews>"#, count: 300)
    try Data(#"<document targetRuntime="iOS.CocoaTouch"><objects>\#(views)"#.utf8).write(to: URL(fileURLWithPath: file))
    let result = try TapwiseBinary.run(["audit", "--storyboard", file])
    #expect(
      result
        == TapwiseBinary.Result(
          stdout:
            "\(file): unreadable: line 1, column 5916: elements nested more than 512 deep, the deepest an Interface "
            + "Builder file is read to\nno findings; 1 file unreadable; 0 targets audited in 0 files\n",
          stderr: "", status: 2))
  }

  @Test func aMissingPathIsListedAndExitsTwo() throws {
    let result = try TapwiseBinary.run(["audit", "--storyboard", "no/such/App"])
    #expect(
      result
        == TapwiseBinary.Result(
          stdout: "no/such/App: unreadable: no such file or folder\nno findings; 1 file unreadable; 0 targets audited "
            + "in 0 files\n", stderr: "", status: 2))
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
