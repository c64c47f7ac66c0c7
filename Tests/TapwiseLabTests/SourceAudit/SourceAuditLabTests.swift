import Foundation
import Testing
@testable import TapwiseAudit
@testable import TapwiseFormats
@testable import TapwiseSourceAudit

/// `tapwise audit --swift` without the binary: unreadable files listed while the others are audited, the exit
/// status rule for Swift (2 only when no Swift file could be read), and Swift and storyboards in one report.
@MainActor
@Suite struct SourceAuditLabTests {
  typealias Folder = StoryboardLabTests.Folder
  typealias F = StoryboardFixtures

  let valid = "struct V: View {\n  var body: some View { Text(\"Hi\") }\n}\n"
  let broken = "struct V: View {\n  var body: some View { Text(\"Hi\" }\n}\n"

  func audit(storyboards: [String] = [], swift: [String], format: AuditFormat = .text) -> CommandOutput {
    var request = StoryboardLab.Request(paths: storyboards)
    request.settings.format = format
    return SourceLab.audit(request, swiftPaths: swift)
  }

  @Test func aFileThatCantBeReadIsListedAndTheOthersAreAuditedWithoutFailing() throws {
    let folder = try Folder()
    try folder.write("A.swift", valid)
    try folder.write("B.swift", broken)
    let output = audit(swift: [folder.path])
    #expect(
      output
        == CommandOutput(
          stdout: """
            \(folder.path)/B.swift: unreadable: line 2, column 34: invalid Swift: expected ")"
            no findings; 1 file unreadable; 0 targets audited in 1 file

            """, status: 0))
    #expect(
      audit(swift: [folder.path], format: .xcode).stdout
        == "\(folder.path)/B.swift:2:34: warning: unreadable: invalid Swift: expected \")\"\n")
  }

  @Test func underWCAGsSpacingExceptionNoSwiftTargetIsAFinding() throws {
    // WCAG 2.2 SC 2.5.8 (https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html) excuses an undersized
    // target whose 24 px circle meets no other target: where the others are, source doesn't say, so a 20×20 target
    // can't be shown to fail it. wcag-aaa has no exception: the same target is a finding there.
    let folder = try Folder()
    try folder.write(
      "Bar.swift",
      """
      struct Bar: View {
        var body: some View {
          HStack {
            Color.red.frame(width: 20, height: 20).onTapGesture { close() }
            Text("Title")
          }
        }
      }

      """)
    func run(_ profile: AuditProfile) -> CommandOutput {
      var request = StoryboardLab.Request(paths: [])
      request.settings.profile = profile
      return SourceLab.audit(request, swiftPaths: [folder.path])
    }
    #expect(run(.wcagAA) == CommandOutput(stdout: "no findings; 1 target audited in 1 file\n", status: 0))
    #expect(run(.wcagAAA).status == 1)
    #expect(run(.wcagAAA).stdout.contains("onTapGesture#1: its hit area is at most 20×20 pt"))
  }

  @Test func aFindingNamesOnlyTheDimensionsBelowTheMinimum() throws {
    // Mastodon's follow button is 96 pt wide and 36 pt high by two constraints: only the height is the finding.
    let folder = try Folder()
    try folder.write(
      "Follow.swift",
      """
      final class FollowView: UIView {
        private let followButton = UIButton(type: .system)
        func setUp() {
          followButton.translatesAutoresizingMaskIntoConstraints = false
          NSLayoutConstraint.activate([
            followButton.widthAnchor.constraint(equalToConstant: 96),
            followButton.heightAnchor.constraint(equalToConstant: 36),
          ])
        }
      }

      """)
    let output = audit(swift: [folder.path])
    #expect(output.status == 1)
    #expect(
      output.stdout.contains(
        "followButton (UIButton): its hit area is at most 36 pt high (followButton.heightAnchor.constraint(eq…), "
          + "below 44×44"), "\(output.stdout)")
  }

  @Test(
    arguments: [
      // (Swift files, storyboards, the status): Swift fails only when none could be read; storyboards as ever.
      (["A.swift"], [], 0), (["B.swift"], [], 2), (["A.swift", "B.swift"], [], 0), (["Empty"], [], 2),
      (["A.swift"], ["Bad.storyboard"], 2), (["B.swift"], ["Clean.storyboard"], 2),
      (["A.swift", "B.swift"], ["Clean.storyboard"], 0), (["A.swift"], ["Small.storyboard"], 1),
      (["B.swift"], ["Small.storyboard"], 3),
    ] as [([String], [String], Int32)])
  func theExitStatusFailsSwiftOnlyWhenNoSwiftFileCouldBeRead(
    swift: [String], storyboards: [String], status: Int32
  ) throws {
    let folder = try Folder()
    try folder.write("A.swift", valid)
    try folder.write("B.swift", broken)
    try folder.write("Empty/notes.md", "")
    try folder.write("Clean.storyboard", F.storyboard(F.view("button", "BTN-00-001", [10, 100, 44, 44])))
    try folder.write("Small.storyboard", F.storyboard(F.view("button", "BTN-00-001", [10, 100, 20, 20])))
    try folder.write("Bad.storyboard", "<document>\n")
    let output = audit(
      storyboards: storyboards.map { folder.path + "/" + $0 }, swift: swift.map { folder.path + "/" + $0 })
    #expect(output.status == status, "\(output.stdout)")
  }

  @Test func storyboardsAndSwiftShareOneReportAndOneCount() throws {
    let folder = try Folder()
    let storyboard = try folder.write(
      "Clean.storyboard", F.storyboard(F.view("button", "BTN-00-001", [10, 100, 44, 44])))
    let swift = try folder.write("A.swift", valid)
    #expect(
      audit(storyboards: [storyboard], swift: [swift])
        == CommandOutput(stdout: "no findings; 1 target audited in 2 files\n", status: 0))
  }

  @Test func aSwiftFindingCountsAndIsBaselinedInTheCombinedWorkflow() throws {
    var report = try SourceReportTests.auditReport()
    #expect(report.exitStatus == 1)
    let folder = try Folder()
    let baseline = try folder.write("touch-targets.json", report.json + "\n")
    try StoryboardBaseline.read(contentsOfFile: baseline).mark(&report)
    #expect(report.exitStatus == 0)
    #expect(report.text == "no findings; 1 more in the baseline; 2 targets audited in 1 file, 1 of unknown size")
  }
}
