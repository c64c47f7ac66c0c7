import Foundation
import Tapwise
import Testing
import TapwiseAudit

/// The targets that are not UIKit controls (issue 20): selectable table and collection view cells, editable text
/// views and search bars; and the scenes the audit can't read, which the report names.
@MainActor
@Suite struct StoryboardTargetKindTests {
  typealias F = StoryboardFixtures

  func table(_ attributes: String = "", cell: String = "", height: String = "36") -> String {
    """
    <tableView id="TBL-00-001" \(attributes)><rect key="frame" x="0" y="0" width="390" height="844"/><prototypes>
      <tableViewCell id="CEL-00-001" \(cell)><rect key="frame" x="0" y="28" width="390" height="\(height)"/>
        <tableViewCellContentView key="contentView" id="CNT-00-001">
          <rect key="frame" x="0" y="0" width="390" height="\(height)"/>
        </tableViewCellContentView>
      </tableViewCell>
    </prototypes></tableView>
    """
  }

  @Test func aSelectableCellIsATargetAsHighAsItsRow() throws {
    let report = try F.audit(F.storyboard(table()))
    #expect(report.targets.map(\.kind) == ["tableViewCell"])
    #expect(
      report.findings.map(\.finding) == [
        .tooSmall(
          view: "UITableViewCell[CEL-00-001]", hits: 63, samples: 81, minimumSize: CGSize(width: 44, height: 44))
      ])
  }

  /// The probe's 9×9 grid spans the 44 pt square from half a point inside its edges, so a row more than 43 pt high
  /// passes (43.5 pt, a common table row height, does) and a 43 pt row misses the grid's bottom row: 72 of 81.
  @Test(arguments: [("44", nil), ("43.5", nil), ("43.01", nil), ("43", 72)] as [(String, Int?)])
  func aCellMoreThanOnePointShortOfTheSquarePasses(height: String, hits: Int?) throws {
    let report = try F.audit(F.storyboard(table(height: height)))
    #expect(report.targets.map(\.kind) == ["tableViewCell"])
    #expect(
      report.findings.map(\.finding)
        == hits.map {
          [
            .tooSmall(
              view: "UITableViewCell[CEL-00-001]", hits: $0, samples: 81, minimumSize: CGSize(width: 44, height: 44))
          ]
        } ?? [])
  }

  @Test func aCellThatCantBeSelectedIsNotATarget() throws {
    #expect(try F.audit(F.storyboard(table(cell: #"selectionStyle="none""#))).targets.map(\.kind) == [])
    #expect(try F.audit(F.storyboard(table(#"allowsSelection="NO""#))).targets.isEmpty)
  }

  @Test func editableTextViewsAndSearchBarsAreTargets() throws {
    let views = [
      F.view("textView", "TXV-00-001", [0, 100, 390, 30]),
      F.view("textView", "TXV-00-002", [0, 200, 390, 30], attributes: #"editable="NO""#),
      F.view("searchBar", "SRB-00-001", [0, 300, 390, 56]),
    ]
    let report = try F.audit(F.storyboard(views.joined(separator: "\n")))
    #expect(report.targets.map { "\($0.kind) \($0.id)" } == ["textView TXV-00-001", "searchBar SRB-00-001"])
    #expect(report.findings.map { "\($0.finding.kind) \($0.id)" } == ["tooSmall TXV-00-001"])
  }

  @Test func aSceneWithoutAViewControllerIsNamedAsNotAudited() throws {
    let xml = F.storyboard("", controller: #"customClass="Screen""#)
      .replacingOccurrences(of: #"sceneMemberID="viewController""#, with: "")
    let report = try F.audit(xml)
    #expect(
      report.text
        == #"Test.storyboard: not audited: scene SCN-00-000: no object in it has sceneMemberID="viewController", "#
        + "so its view is unknown\nno findings; 0 targets audited in 1 file")
  }
}
