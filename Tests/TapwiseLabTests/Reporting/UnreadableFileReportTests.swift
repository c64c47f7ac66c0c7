import Foundation
import Tapwise
import Testing
@testable import TapwiseAudit

/// A file that couldn't be read, in each format of the report: listed where each tool shows a failure, at the
/// problem's line and column when it has one, with a hostile file name quoted or escaped as every name is.
@MainActor
@Suite struct UnreadableFileReportTests {
  /// A report with one finding (in `App/Main.storyboard`, line 3), one Mac file not audited, and two unreadable files.
  static func report(unreadable file: String = "App/Bad.storyboard") -> AuditReport {
    var report = AuditFormatTests.report(file: "App/Main.storyboard")
    report.fileCount = 2
    report.skippedFiles = [
      .init(file: "App/Mac.xib", reason: #"targetRuntime "MacOSX.Cocoa" is not UIKit"#),
      .init(unreadable: .malformed(file: file, line: 4, column: 3, message: "the file ends inside <scenes>")),
      .init(unreadable: .unreadable(file: "App/Old.xib", reason: StoryboardRoot.oldFormatReason)),
    ]
    return report
  }

  @Test func theExitStatusAddsTwoForUnreadableFiles() {
    var report = Self.report()
    #expect(report.exitStatus == 3)
    report.findings[0].isBaselined = true
    #expect(report.exitStatus == 2)
    report.skippedFiles.removeAll { $0.isUnreadable }
    #expect(report.exitStatus == 0)
    #expect(report.unreadableFiles.isEmpty)
  }

  @Test func theTextFormatSaysUnreadableWithThePlace() {
    #expect(
      Self.report().text.components(separatedBy: "\n").suffix(4) == [
        #"App/Mac.xib: not audited: targetRuntime "MacOSX.Cocoa" is not UIKit"#,
        "App/Bad.storyboard: unreadable: line 4, column 3: malformed XML: the file ends inside <scenes>",
        "App/Old.xib: unreadable: \(StoryboardRoot.oldFormatReason)",
        "1 finding; 2 files unreadable; 0 targets audited in 2 files",
      ])
  }

  @Test func theXcodeFormatMakesEachAnErrorAtItsPlace() {
    #expect(
      Self.report().xcode.components(separatedBy: "\n").suffix(3) == [
        #"App/Mac.xib:1:1: note: not audited: targetRuntime "MacOSX.Cocoa" is not UIKit"#,
        "App/Bad.storyboard:4:3: error: unreadable: malformed XML: the file ends inside <scenes>",
        "App/Old.xib:1:1: error: unreadable: \(StoryboardRoot.oldFormatReason)",
      ])
  }

  @Test func theGitHubFormatMakesEachAnErrorAnnotationWithEscapedProperties() {
    let github = Self.report(unreadable: "a,b:c%d\u{1B}\n.storyboard").github.components(separatedBy: "\n")
    #expect(
      github.suffix(3) == [
        "::error file=a%2Cb%3Ac%25d%1B%0A.storyboard,line=4,col=3,title=tapwise unreadable::malformed XML: the file "
          + "ends inside <scenes>",
        "::error file=App/Old.xib,title=tapwise unreadable::\(StoryboardRoot.oldFormatReason)",
        "::notice title=tapwise audit::1 finding; 2 files unreadable; 0 targets audited in 2 files",
      ])
  }

  @Test func theTextAndXcodeFormatsQuoteAHostileFileName() {
    let report = Self.report(unreadable: "::error::x\n.storyboard")
    #expect(report.text.contains("\n\"::error::x\\n.storyboard\": unreadable: line 4, column 3: malformed XML"))
    #expect(report.xcode.contains("\n\"::error::x\\n.storyboard\":4:3: error: unreadable: malformed XML"))
  }

  @Test func sarifMakesEachAnErrorResultAndAFailedInvocationWithNotifications() throws {
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(Self.report().sarif.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let rules = try #require(
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == AuditRule.allCases.map(\.rawValue) + ["unreadable"])
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.map { $0["ruleId"] as? String } == ["tooSmall", "unreadable", "unreadable"])
    #expect(results[1]["level"] as? String == "error")
    #expect(results[1]["ruleIndex"] as? Int == AuditRule.allCases.count)
    #expect(
      (results[1]["message"] as? [String: Any])?["text"] as? String
        == "malformed XML: the file ends inside <scenes>")
    let location = try #require(
      ((results[1]["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
    #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "App/Bad.storyboard")
    let region = try #require(location["region"] as? [String: Any])
    #expect(
      ["startLine", "startColumn", "endLine", "endColumn"].map { region[$0] as? Int } == [4, 3, 4, 4])
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == false)
    let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
    #expect(
      notifications.map { ($0["message"] as? [String: Any])?["text"] as? String } == [
        "malformed XML: the file ends inside <scenes>", StoryboardRoot.oldFormatReason,
      ])
    #expect(notifications.allSatisfy { $0["level"] as? String == "error" })
  }

  @Test func aRunThatReadEveryFileSucceedsInSARIF() throws {
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(AuditFormatTests.report(file: "A.xib").sarif.utf8))
        as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let invocations = try #require(run["invocations"] as? [[String: Any]])
    #expect(invocations.count == 1)
    #expect(invocations[0]["executionSuccessful"] as? Bool == true)
    #expect(invocations[0]["toolExecutionNotifications"] == nil)
  }
}
