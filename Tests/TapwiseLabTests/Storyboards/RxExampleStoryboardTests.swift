import Foundation
import Tapwise
import Testing
@testable import TapwiseAudit

/// The audit on RxExample's real storyboards and xibs (`Examples/storyboards/RxExample/`), Interface Builder formats
/// from Xcode 7 to Xcode 14: what a team adopting the audit on an existing app would see.
@MainActor
@Suite struct RxExampleStoryboardTests {
  typealias F = StoryboardFixtures

  func audit(_ names: String...) throws -> AuditReport {
    let documents = try names.map { try StoryboardReader.read(contentsOfFile: F.rxExample($0)) }
    return StoryboardAudit.run(documents).report
  }

  @Test func thirtyPointTextFieldsAreTooSmallAndTheTallButtonIsFine() throws {
    let report = try audit("SimpleValidation.storyboard")
    #expect(report.targets.map(\.kind) == ["textField", "textField", "button"])
    #expect(report.targets.map(\.id) == ["DxN-4p-IlC", "9IA-eg-Rhf", "nZR-mS-TBY"])
    let tooSmall = { (id: String) in
      TouchTargetFinding.tooSmall(
        view: "UIView[KQc-te-SbR]/UITextField[\(id)]", hits: 45, samples: 81, minimumSize: CGSize(width: 44, height: 44)
      )
    }
    #expect(report.findings.map(\.finding) == [tooSmall("DxN-4p-IlC"), tooSmall("9IA-eg-Rhf")])
    #expect(report.findings.map(\.scene) == ["SimpleValidationViewController", "SimpleValidationViewController"])
  }

  @Test func aStackOfControlsInAScrollView() throws {
    let report = try audit("APIWrappers.storyboard")
    #expect(
      report.targets.map(\.kind) == [
        "segmentedControl", "slider", "switch", "button", "textField", "textField", "datePicker", "button", "button",
        "textView", "textView",
      ])
    // The 32 pt segmented control and the 31 pt slider and switch are too small and touch each other; the slider
    // and switch are wider than the stack view that holds them.
    #expect(
      report.findings.map { "\($0.finding.kind) \($0.id) \($0.relatedID ?? "")" } == [
        "tooSmall UpX-Bf-ZT6 ", "tooSmall WB2-p2-bYm ", "tooSmall QsG-uN-yAh ",
        "overlapping UpX-Bf-ZT6 WB2-p2-bYm", "overlapping WB2-p2-bYm QsG-uN-yAh",
        "unreachable WB2-p2-bYm vEN-PC-Bz9", "unreachable QsG-uN-yAh vEN-PC-Bz9",
        // The second editable text view reaches below the scroll view's bounds, at rest.
        "unreachable w5a-Wh-ohl rXf-aV-ofg",
      ])
  }

  @Test func aStaticTableHasOneRootPerCell() throws {
    let document = try StoryboardReader.read(contentsOfFile: F.rxExample("Main.storyboard"))
    let scene = try #require(document.scenes.first)
    #expect(document.scenes.map(\.name) == ["RootViewController"])
    #expect(scene.roots.count == 16)
    #expect(scene.roots.first?.name == "UITableView[UYP-Va-Aja]")
    #expect(scene.roots[1].name == "UITableViewCell[zvA-oc-vHk]")
    #expect(scene.roots[1].subviews.map(\.name) == ["UITableViewCellContentView[JoK-c2-Jg5]"])
    #expect(
      scene.roots.dropFirst().allSatisfy {
        $0.element == "tableViewCell" && $0.isSelectableCell && $0.subviews.first?.subviews.count == 2
      })
  }

  @Test func aXibCellContentViewWithoutAFrameThatHoldsNoTargetPasses() throws {
    // Its labels don't take touches and its collection view holds no cells: nothing in it could be a target. The
    // 194 pt cell itself is one, and passes.
    let report = try audit("WikipediaSearchCell.xib")
    #expect(report.unframedViews.isEmpty)
    #expect(report.targets.map(\.kind) == ["tableViewCell"])
    #expect(!report.hasCountedProblems)
  }

  @Test func aCollectionCellsContentViewWithoutAnIDIsNamedByItsKey() throws {
    let document = try StoryboardReader.read(contentsOfFile: F.rxExample("WikipediaImageCell.xib"))
    #expect(document.scenes.map(\.name) == ["CollectionViewImageCell"])
    #expect(
      document.scenes.first?.roots.first?.subviews.map(\.name) == ["UIView[contentView]"])
  }

  @Test func everyFileReadsAndNoneHasAViewWithoutAFrameThatCouldHoldATarget() throws {
    let folder = F.repositoryRoot.appendingPathComponent("Examples/storyboards/RxExample").path
    let (files, errors) = StoryboardFiles.find([folder])
    #expect(errors.isEmpty)
    #expect(files.count == 10)
    let report = StoryboardAudit.run(try files.map { try StoryboardReader.read(contentsOfFile: $0) }).report
    #expect(report.fileCount == 10)
    #expect(report.targets.count == 58)
    #expect(report.findings.count == 16)
    #expect(report.unframedViews.isEmpty)
  }
}
