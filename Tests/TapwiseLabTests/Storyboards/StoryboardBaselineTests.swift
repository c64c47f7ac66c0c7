import Foundation
import Tapwise
import Testing
@testable import TapwiseAudit

/// The baseline: an earlier JSON report whose findings and views without a frame no longer count, matched by file,
/// kind and Interface Builder ids so that it survives edits that keep the problem.
@MainActor
@Suite struct StoryboardBaselineTests {
  typealias F = StoryboardFixtures

  func report(_ views: String...) throws -> AuditReport {
    try F.audit(F.storyboard(views.joined()))
  }

  @Test func aReportIsItsOwnBaseline() throws {
    let unframed = #"<button id="BTN-00-009"/>"#
    var report = try report(
      F.view("button", "BTN-00-001", [10, 100, 20, 20]), F.view("button", "BTN-00-002", [20, 100, 20, 20]), unframed)
    #expect(report.findings.count == 3)
    #expect(report.hasCountedProblems)
    try StoryboardBaseline.parse(report.json).mark(&report)
    #expect(report.findings.allSatisfy { $0.isBaselined })
    #expect(report.unframedViews.allSatisfy { $0.isBaselined })
    #expect(!report.hasCountedProblems)
    #expect(report.text == "no findings; 4 more in the baseline; 2 targets audited in 1 file")
  }

  @Test func aFindingThatChangesSizeOrMovesStaysInTheBaseline() throws {
    let baseline = try StoryboardBaseline.parse(try report(F.view("textField", "TXT-00-001", [10, 100, 300, 30])).json)
    let card = F.view(
      "view", "CRD-00-001", [0, 200, 390, 100],
      body: "<subviews>" + F.view("textField", "TXT-00-001", [10, 10, 300, 34], attributes: #"userLabel="Email""#)
        + "</subviews>")
    var moved = try report(card)
    #expect(moved.findings.map(\.finding.view) == ["UIView[ROOT-00-000]/UIView[CRD-00-001]/Email[TXT-00-001]"])
    baseline.mark(&moved)
    #expect(moved.findings.map(\.isBaselined) == [true])
  }

  @Test func aNewFindingOrANewPartnerCounts() throws {
    let old = try report(
      F.view("button", "BCK-00-001", [10, 100, 44, 44]), F.view("button", "SHR-00-001", [40, 100, 44, 44]))
    let baseline = try StoryboardBaseline.parse(old.json)
    var now = try report(
      F.view("button", "BCK-00-001", [10, 100, 44, 44]), F.view("button", "SHR-00-001", [40, 100, 44, 44]),
      F.view("button", "NEW-00-001", [30, 120, 44, 44]))
    baseline.mark(&now)
    #expect(
      now.findings.map { "\($0.id)+\($0.relatedID ?? "")+\($0.moreOverlaps) \($0.isBaselined)" } == [
        "BCK-00-001+SHR-00-001+1 false", "SHR-00-001+NEW-00-001+0 false",
      ])
    #expect(now.hasCountedProblems)
    #expect(now.text.hasSuffix("2 findings; 3 targets audited in 1 file"))
    // Fewer partners than the baseline allows stay baselined.
    var before = old
    try StoryboardBaseline.parse(now.json).mark(&before)
    #expect(before.findings.map(\.isBaselined) == [true])
  }

  @Test func theSameIdInAnotherFileIsAnotherFinding() throws {
    let baseline = try StoryboardBaseline.parse(try report(F.view("button", "BTN-00-001", [10, 100, 20, 20])).json)
    var other = StoryboardAudit.run(
      [try F.read(F.storyboard(F.view("button", "BTN-00-001", [10, 100, 20, 20])), file: "Other.storyboard")]
    ).report
    baseline.mark(&other)
    #expect(other.findings.map(\.isBaselined) == [false])
  }

  @Test func aFileThatIsNotAReportIsRejectedWithTheReason() {
    func message(_ text: String) -> String {
      do {
        _ = try StoryboardBaseline.parse(text)
        return "accepted"
      } catch {
        return error.message
      }
    }
    #expect(message(#"{"findings": [{"kind": "tooSmall"}]}"#) == #"each element of "findings" needs a "file" string"#)
    #expect(message(#"[1, 2]"#) == #"expected an object with a "findings" array"#)
    #expect(message(#"{"findings": [], "noStoredFrame": {}}"#) == #"expected an object with a "noStoredFrame" array"#)
    #expect(message("{\"findings\": [}").hasPrefix("malformed JSON"))
    #expect(message(#"{"findings": []}"#) == "accepted")
  }
}
