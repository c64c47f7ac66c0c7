import Foundation
import Testing
@testable import TapwiseAudit
@testable import TapwiseFormats
@testable import TapwiseSourceAudit

/// What Swift targets become in the report, from hand-made targets over real files (the finders are tested on their
/// own): a finding only for a known bound below the minimum, its place, its message, its fix, and suppression.
@Suite struct SourceReportTests {
  static let swiftUI = """
    struct CloseBar: View {
      var body: some View {
        Image(systemName: "xmark")
          .frame(width: 24, height: 24)
          .onTapGesture { close() }
      }
    }

    """

  static let uiKit = """
    final class ToolbarController: UIViewController {
      let closeButton = UIButton(type: .close)

      override func viewDidLoad() {
        super.viewDidLoad()
        closeButton.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        view.addSubview(closeButton)
      }
    }

    """

  static func region(_ startLine: Int, _ startColumn: Int, _ endLine: Int, _ endColumn: Int) -> SourceRegion {
    SourceRegion(startLine: startLine, startColumn: startColumn, endLine: endLine, endColumn: endColumn)
  }

  /// The tap target of ``swiftUI``, bounded by its `.frame` in each dimension given.
  static func tapTarget(width: Double? = 24, height: Double? = 24) -> SourceTarget {
    let frame = region(4, 7, 4, 36)
    return SourceTarget(
      framework: .swiftUI, kind: "onTapGesture", typeName: "CloseBar", name: "onTapGesture#1",
      region: region(3, 5, 5, 32), width: width.map { .atMost($0, fixedAt: frame) } ?? .unknown,
      height: height.map { .atMost($0, fixedAt: frame) } ?? .unknown)
  }

  /// The close button of ``uiKit``, 30×30 by its frame.
  static let closeButton = SourceTarget(
    framework: .uiKit, kind: "UIButton", typeName: "ToolbarController", name: "closeButton",
    region: region(2, 3, 2, 43), width: .atMost(30, fixedAt: region(6, 25, 6, 66)),
    height: .atMost(30, fixedAt: region(6, 25, 6, 66)))

  static func report(
    _ targets: [SourceTarget], in text: String, file: String = "App/View.swift",
    minimumSize: CGSize = CGSize(width: 44, height: 44)
  ) throws -> SourceFileAudit.Result {
    SourceFileAudit.report(
      targets, in: try SourceFileText(parsing: Array(text.utf8), path: file), minimumSize: minimumSize)
  }

  @Test func aKnownBoundBelowTheMinimumIsAFindingAtTheViewExpression() throws {
    let result = try Self.report([Self.tapTarget()], in: Self.swiftUI)
    let finding = try #require(result.findings.first)
    #expect(finding.region == Self.region(3, 5, 5, 32))
    #expect(
      finding.messageWithFix
        == "onTapGesture#1: its hit area is at most 24×24 pt (.frame(width: 24, height: 24)), below 44×44; add "
        + ".minimumTouchSize() to fix")
    #expect(
      finding.fix?.edit
        == .init(
          description: "Add .minimumTouchSize() to the onTapGesture.", line: 4, column: 36, text: ".minimumTouchSize()")
    )
    #expect(result.targets.map(\.source?.maxWidth) == [24])
  }

  @Test func anUnknownSizeIsListedAndNeverAFinding() throws {
    let result = try Self.report([Self.tapTarget(width: nil, height: nil)], in: Self.swiftUI)
    #expect(result.findings.isEmpty)
    #expect(result.targets.count == 1)
    #expect(result.targets[0].source?.maxWidth == nil)
  }

  @Test func oneKnownDimensionBelowTheMinimumIsEnough() throws {
    let result = try Self.report([Self.tapTarget(width: 100, height: nil)], in: Self.swiftUI)
    #expect(result.findings.isEmpty)
    let narrow = try Self.report([Self.tapTarget(width: 20, height: nil)], in: Self.swiftUI)
    #expect(
      narrow.findings.map(\.message) == [
        "onTapGesture#1: its hit area is at most 20 pt wide (.frame(width: 24, height: 24)), below 44×44"
      ])
  }

  @Test func theMinimumComesFromTheSettingsAndAFixNamesANonDefaultSize() throws {
    #expect(
      try Self.report([Self.tapTarget()], in: Self.swiftUI, minimumSize: CGSize(width: 24, height: 24)).findings.isEmpty
    )
    let material = try Self.report([Self.tapTarget()], in: Self.swiftUI, minimumSize: CGSize(width: 48, height: 48))
    #expect(material.findings.first?.fix?.clause == "add .minimumTouchSize(CGSize(width: 48, height: 48)) to fix")
  }

  @Test func aUIKitFindingIsPlacedAtTheExpressionThatFixesTheSizeAndItsFixIsALineAfterTheStatement() throws {
    let result = try Self.report([Self.closeButton], in: Self.uiKit)
    let finding = try #require(result.findings.first)
    #expect(finding.region == Self.region(6, 25, 6, 66))
    #expect(
      finding.messageWithFix
        == "closeButton (UIButton): its hit area is at most 30×30 pt (CGRect(x: 0, y: 0, width: 30, height: 3…), "
        + "below 44×44; set tw.minimumTouchSize to fix")
    #expect(
      finding.fix?.edit
        == .init(
          description: "Set closeButton.tw.minimumTouchSize after the statement that sizes it.", line: 6, column: 66,
          text: "\n    closeButton.tw.minimumTouchSize = CGSize(width: 44, height: 44)"))
  }

  @Test func ofTwoSmallDimensionsTheEarlierExpressionPlacesTheFinding() throws {
    var target = Self.closeButton
    target.width = .atMost(30, fixedAt: Self.region(6, 25, 6, 66))
    target.height = .atMost(20, fixedAt: Self.region(2, 21, 2, 43))
    let result = try Self.report([target], in: Self.uiKit)
    #expect(result.findings.first?.region == Self.region(2, 21, 2, 43))
  }

  @Test func aUIKitFixOutsideAFunctionsOwnStatementsHasNoEdit() throws {
    let text = """
      final class C: UIViewController {
        let small = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        lazy var other: UIButton = { let b = UIButton(); b.frame = CGRect(x: 0, y: 0, width: 20, height: 20); return b }()
      }

      """
    let targets = [
      SourceTarget(
        framework: .uiKit, kind: "UIButton", typeName: "C", name: "small", region: Self.region(2, 3, 2, 74),
        width: .atMost(20, fixedAt: Self.region(2, 31, 2, 73))),
      SourceTarget(
        framework: .uiKit, kind: "UIButton", typeName: "C", name: "other", region: Self.region(3, 3, 3, 117),
        width: .atMost(20, fixedAt: Self.region(3, 62, 3, 103))),
    ]
    let result = try Self.report(targets, in: text)
    #expect(result.findings.map(\.fix?.clause) == ["set tw.minimumTouchSize to fix", "set tw.minimumTouchSize to fix"])
    #expect(result.findings.map(\.fix?.edit) == [nil, nil])
  }

  @Test func aTargetThatTapwiseCantFixGetsNoFix() throws {
    var target = Self.tapTarget()
    target.isFixable = false
    let finding = try #require(try Self.report([target], in: Self.swiftUI).findings.first)
    #expect(finding.fix == nil)
    #expect(!finding.messageWithFix.contains("to fix"))
  }

  // MARK: - Suppression

  @Test(arguments: [
    ("// tapwise:disable:next", true), ("// tapwise:disable:next tooSmall", true),
    ("/* tapwise:disable:next tooSmall */", true), ("// tapwise:disable:next overlapping", false),
    ("// tapwise:disable:next tooSmal", false), ("// tapwise:disable:nextLine", false),
    ("let s = \"tapwise:disable:next\"", false),
  ])
  func aCommentOnTheLineBeforeTheTargetSuppressesItsRules(comment: String, suppressed: Bool) throws {
    let text = Self.swiftUI.replacingOccurrences(
      of: "    Image(systemName:", with: "    \(comment)\n    Image(systemName:")
    var target = Self.tapTarget()
    target.region = Self.region(4, 5, 6, 32)
    let result = try Self.report([target], in: text)
    #expect(result.findings.map(\.suppression) == [suppressed ? .sourceComment : nil])
  }

  @Test func aCommentOnTheLineBeforeTheFindingsPlaceSuppressesIt() throws {
    let text = Self.uiKit.replacingOccurrences(
      of: "    closeButton.frame", with: "    // tapwise:disable:next tooSmall\n    closeButton.frame")
    var target = Self.closeButton
    target.width = .atMost(30, fixedAt: Self.region(7, 25, 7, 66))
    target.height = target.width
    #expect(try Self.report([target], in: text).findings.map(\.suppression) == [.sourceComment])
  }

  // MARK: - The report

  /// A report with the SwiftUI finding, as `tapwise audit --swift App/View.swift` makes it.
  static func auditReport() throws -> AuditReport {
    var report = AuditReport()
    let result = try Self.report([Self.tapTarget(), Self.tapTarget(width: nil, height: nil)], in: Self.swiftUI)
    report.targets = result.targets
    report.sourceFindings = result.findings
    report.fileCount = 1
    return report
  }

  @Test func everyFormatRendersASwiftFinding() throws {
    let report = try Self.auditReport()
    #expect(
      report.text
        == "App/View.swift:3:5: CloseBar: tooSmall     onTapGesture#1: its hit area is at most 24×24 pt (.frame(width: "
        + "24, height: 24)), below 44×44; add .minimumTouchSize() to fix\n"
        + "1 finding; 2 targets audited in 1 file, 1 of unknown size")
    #expect(
      report.xcode
        == "App/View.swift:3:5: warning: onTapGesture#1: its hit area is at most 24×24 pt (.frame(width: 24, height: "
        + "24)), below 44×44; add .minimumTouchSize() to fix [tooSmall]")
    #expect(
      report.github.hasPrefix(
        "::warning file=App/View.swift,line=3,endLine=5,col=5,endColumn=32,title=tapwise tooSmall::onTapGesture#1: "
          + "its hit area is at most 24×24 pt (.frame(width: 24, height: 24)), below 44×44\n"))
    #expect(
      report.json.hasPrefix(
        "{\"findings\": [\n  "
          + #"{"file": "App/View.swift", "scene": "CloseBar", "id": "onTapGesture#1", "line": 3, "column": 5, "kind": "tooSmall", "view": "onTapGesture", "framework": "swiftUI", "maxWidth": 24, "maxHeight": 24, "minimumSize": [44, 44], "fixable": true}"#
      ))
    #expect(
      report.json.contains(
        #"{"file": "App/View.swift", "scene": "CloseBar", "id": "onTapGesture#1", "line": 3, "column": 5, "kind": "onTapGesture", "framework": "swiftUI", "maxWidth": null, "maxHeight": null}"#
      ))
    #expect(
      report.sarif.contains(
        #""fixes": [{"description": {"text": "Add .minimumTouchSize() to the onTapGesture."}, "artifactChanges": [{"artifactLocation": {"uri": "App/View.swift"}, "replacements": [{"deletedRegion": {"startLine": 4, "startColumn": 36, "endLine": 4, "endColumn": 36}, "insertedContent": {"text": ".minimumTouchSize()"}}]}]}]"#
      ))
  }

  @Test func aSuppressedFindingIsInSourceInSARIFAndDoesntCount() throws {
    var report = try Self.auditReport()
    report.sourceFindings[0].suppression = .sourceComment
    #expect(report.exitStatus == 0)
    #expect(report.text == "no findings; 1 suppressed; 2 targets audited in 1 file, 1 of unknown size")
    #expect(
      report.sarif.contains(
        #""suppressions": [{"kind": "inSource", "justification": "tapwise:disable:next on the line before the target"}]"#
      ))
    #expect(report.json.contains(#""suppressed": "tapwise:disable:next""#))
  }

  @Test func theBaselineMatchesFileTypeNameAndRuleNotTheLine() throws {
    let report = try Self.auditReport()
    let baseline = try StoryboardBaseline.parse(report.json)
    // Three lines added above: the same finding.
    let moved = try Self.report(
      [Self.tapTarget()].map { target in
        var target = target
        target.region = Self.region(6, 5, 8, 32)
        return target
      }, in: "\n\n\n" + Self.swiftUI)
    var later = AuditReport()
    later.sourceFindings = moved.findings
    baseline.mark(&later)
    #expect(later.sourceFindings.map(\.isBaselined) == [true])
    #expect(later.exitStatus == 0)
    // The same name in another type is another finding.
    later.sourceFindings[0].scene = "OtherBar"
    baseline.mark(&later)
    #expect(later.sourceFindings.map(\.isBaselined) == [false])
  }
}
