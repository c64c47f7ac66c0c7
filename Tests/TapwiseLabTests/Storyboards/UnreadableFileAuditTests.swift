import Foundation
import Tapwise
import Testing
@testable import TapwiseAudit
@testable import TapwiseFormats

/// A file or path that can't be read never stops the others: every readable file is audited, each unreadable one is
/// listed with its reason, and the exit status says both (1 for findings, 2 for unreadable input, 3 for both).
@MainActor
@Suite struct UnreadableFileAuditTests {
  typealias F = StoryboardFixtures
  typealias Folder = StoryboardLabTests.Folder

  let clean = F.storyboard(F.view("button", "BTN-00-001", [10, 100, 44, 44]))
  let small = F.storyboard(F.view("button", "BTN-00-001", [10, 100, 20, 20]))
  let malformed = "<document>\n<scenes>\n</document>\n"
  let oldFormat = StoryboardRootTests.archive(
    "com.apple.InterfaceBuilder3.CocoaTouch.XIB", plugin: "IBCocoaTouchPlugin")
  let finding =
    "Screen: tooSmall     UIView[ROOT-00-000]/UIButton[BTN-00-001]: answers 9 of 81 points of the 44×44 square "
    + "around its centre"

  @Test func oneUnreadableFileInAFolderNeverStopsTheOthers() throws {
    let folder = try Folder()
    try folder.write("A.storyboard", small)
    try folder.write("B.storyboard", malformed)
    try folder.write("C/Old.xib", oldFormat)
    try folder.write("D.storyboard", clean)
    let result = StoryboardLab.audit(.init(paths: [folder.path, "/no/such.xib"]))
    let path = folder.path
    #expect(
      result
        == CommandOutput(
          stdout: """
            \(path)/A.storyboard: \(finding)
            /no/such.xib: unreadable: no such file or folder
            \(path)/B.storyboard: unreadable: line 3, column 1: malformed XML: the closing tag </document> doesn't match <scenes>, which opened on line 2
            \(path)/C/Old.xib: unreadable: \(StoryboardRoot.oldFormatReason)
            1 finding; 3 files unreadable; 2 targets audited in 2 files

            """,
          status: 3))
  }

  @Test(
    arguments: [
      // (files, the status): findings add 1, unreadable files 2.
      (["Clean.storyboard"], 0), (["Small.storyboard"], 1), (["Bad.storyboard"], 2),
      (["Clean.storyboard", "Bad.storyboard"], 2), (["Small.storyboard", "Bad.storyboard"], 3),
      (["Old.xib"], 2), (["Small.storyboard", "Old.xib"], 3),
    ] as [([String], Int32)])
  func theExitStatusSaysBothFindingsAndUnreadableFiles(names: [String], status: Int32) throws {
    let folder = try Folder()
    let contents = [
      "Clean.storyboard": clean, "Small.storyboard": small, "Bad.storyboard": malformed, "Old.xib": oldFormat,
    ]
    // Each named on the command line, which is audited whatever the configuration's globs say.
    let paths = try names.map { try folder.write($0, contents[$0] ?? "") }
    #expect(StoryboardLab.audit(.init(paths: paths)).status == status)
  }

  @Test func neitherTheBaselineNorDisabledRulesLetAnUnreadableFilePass() throws {
    let folder = try Folder()
    let small = try folder.write("Small.storyboard", small)
    let bad = try folder.write("Bad.storyboard", malformed)
    let baseline = folder.path + "/baseline.json"
    var adopt = StoryboardLab.Request(paths: [small, bad])
    adopt.writeBaseline = baseline
    #expect(StoryboardLab.audit(adopt).status == 3)
    var check = StoryboardLab.Request(paths: [small, bad])
    check.baseline = baseline
    check.settings.disabledRules = Set(AuditRule.allCases)
    let result = StoryboardLab.audit(check)
    #expect(result.status == 2)
    #expect(
      result.stdout.hasSuffix("no findings; 1 file unreadable; 1 more in the baseline; 1 target audited in 1 file\n"))
  }

  @Test func aMacInterfaceIsNotAuditedAndDoesNotFail() throws {
    let folder = try Folder()
    let mac = try folder.write(
      "Mac.xib", StoryboardRootTests.archive("com.apple.InterfaceBuilder3.Cocoa.XIB", plugin: "CocoaPlugin"))
    #expect(
      StoryboardLab.audit(.init(paths: [mac]))
        == CommandOutput(
          stdout: """
            \(mac): not audited: archive type "com.apple.InterfaceBuilder3.Cocoa.XIB" is not UIKit
            no findings; 0 targets audited in 1 file

            """))
  }

  @Test func theJSONReportListsUnreadableFilesUnderNotAudited() throws {
    let folder = try Folder()
    let bad = try folder.write("Bad.storyboard", malformed)
    let old = try folder.write("Old.xib", oldFormat)
    var request = StoryboardLab.Request(paths: [bad, old])
    request.settings.format = .json
    let result = StoryboardLab.audit(request)
    #expect(result.status == 2)
    #expect(result.stderr.isEmpty)
    #expect(
      result.stdout == """
        {"findings": [],
        "noStoredFrame": [],
        "targets": [],
        "notAudited": [
          {"file": "\(bad)", "line": 3, "column": 1, "reason": "malformed XML: the closing tag </document> doesn't match <scenes>, which opened on line 2", "unreadable": true},
          {"file": "\(old)", "reason": "\(StoryboardRoot.oldFormatReason)", "unreadable": true}
        ]}

        """)
  }

  @Test func anUnreadableBaselineStillStopsTheAuditWithNothingOnStandardOutput() throws {
    let folder = try Folder()
    let file = try folder.write("Small.storyboard", small)
    var request = StoryboardLab.Request(paths: [file])
    request.baseline = "/no/such/baseline.json"
    #expect(
      StoryboardLab.audit(request)
        == CommandOutput(stderr: "Error: /no/such/baseline.json: can't read the file: no such file\n", status: 2))
  }
}
