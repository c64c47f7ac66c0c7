import Foundation
import Tapwise
import Testing
@testable import TapwiseAudit
@testable import TapwiseFormats

private typealias F = StoryboardFixtures

/// The editor and CI formats of one report: where each item points, how each format escapes, and what stays the
/// same when lines move.
@MainActor
@Suite struct AuditFormatTests {
  /// A report with one finding, in a file whose name needs escaping in workflow commands.
  static func report(file: String, message view: String = "UIView[a]/UIButton[b]") -> AuditReport {
    var report = AuditReport()
    report.fileCount = 1
    report.findings = [
      .init(
        file: file, scene: "Main", id: "b",
        region: SourceRegion(startLine: 3, startColumn: 5, endLine: 4, endColumn: 9),
        finding: .tooSmall(view: view, hits: 9, samples: 81, minimumSize: CGSize(width: 44, height: 44)),
        relatedID: nil)
    ]
    return report
  }

  @Test func everyFindingOfTheRealStoryboardsPointsAtItsOwnElement() throws {
    // Each region starts at the `<` of the element whose id the finding names, and ends just after its `>`.
    let folder = F.repositoryRoot.appendingPathComponent("Examples/storyboards/RxExample").path
    let documents = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
      .map { try StoryboardReader.read(contentsOfFile: folder + "/" + $0) }
    let report = StoryboardAudit.run(documents).report
    #expect(report.items.count >= 16)
    for item in report.items {
      let lines = try String(contentsOfFile: item.file, encoding: .utf8).components(separatedBy: "\n")
      let start = Array(lines[item.region.startLine - 1].unicodeScalars)
      let end = Array(lines[item.region.endLine - 1].unicodeScalars)
      let tag = String(String.UnicodeScalarView(start[(item.region.startColumn - 1)...]))
      #expect(tag.hasPrefix("<"), "\(item.file):\(item.region.startLine)")
      #expect(tag.prefix { $0 != ">" }.contains(#" id="\#(item.id)""#), "\(item.file):\(item.region.startLine)")
      #expect(end[item.region.endColumn - 2] == ">", "\(item.file):\(item.region.endLine)")
    }
  }

  @Test func theXcodeFormatIsOneCompilerStyleLinePerItem() {
    #expect(
      Self.report(file: "App/Main.storyboard").xcode
        == "App/Main.storyboard:3:5: warning: UIView[a]/UIButton[b]: answers 9 of 81 points of the 44×44 square "
        + "around its centre [tooSmall]")
  }

  @Test func gitHubCommandsEscapeTheirPropertiesAndData() {
    let github = Self.report(file: "a,b:c%d\u{1B}.storyboard", message: "x%y\nz").github
    #expect(
      github.components(separatedBy: "\n").first
        == "::warning file=a%2Cb%3Ac%25d%1B.storyboard,line=3,endLine=4,col=5,endColumn=9,title=tapwise tooSmall::"
        + "x%25y%0Az: answers 9 of 81 points of the 44×44 square around its centre")
    #expect(github.hasSuffix("::notice title=tapwise audit::1 finding; 0 targets audited in 1 file"))
    #expect(!github.unicodeScalars.contains { Quoting.isUnprintable($0) && $0 != "\n" })
  }

  @Test func sarifURIsAreRelativeAndPercentEncoded() {
    #expect(AuditReport.uri("./App/Base.lproj/Main Screen.storyboard") == "App/Base.lproj/Main%20Screen.storyboard")
    #expect(AuditReport.uri("/tmp/é.xib") == "file:///tmp/%C3%A9.xib")
  }

  @Test func sarifFingerprintsStayWhenLinesMove() throws {
    let body = F.view("button", "BTN-00-001", [10, 100, 20, 20])
    let moved = try F.audit(F.storyboard("\n\n\n" + body))
    let original = try F.audit(F.storyboard(body))
    func fingerprints(_ sarif: String) -> [String] {
      sarif.split(separator: "\n").compactMap { line in
        line.range(of: #""tapwiseObject/v1": ""#).map { String(line[$0.upperBound...].prefix(16)) }
      }
    }
    #expect(original.findings.first?.region.startLine != moved.findings.first?.region.startLine)
    #expect(!fingerprints(original.sarif).isEmpty)
    #expect(fingerprints(original.sarif) == fingerprints(moved.sarif))
    #expect(AuditReport.hash("a") != AuditReport.hash("b"))
  }

  @Test func sarifMarksBaselinedAndSuppressedResultsAsSuppressed() throws {
    var report = Self.report(file: "Main.storyboard")
    report.findings.append(report.findings[0])
    report.findings[0].isBaselined = true
    report.findings[1].suppression = .runtimeAttribute
    let results = report.sarif.split(separator: "\n").filter { $0.contains(#""ruleId""#) }
    #expect(results.count == 2)
    #expect(results[0].contains(#""suppressions": [{"kind": "external", "justification": "in the audit's baseline"}]"#))
    #expect(
      results[1].contains(#""suppressions": [{"kind": "inSource", "justification": "twAuditIgnore on the view"}]"#))
  }

  @Test func everyFormatOfACleanReportSaysSoOrIsEmpty() {
    let clean = AuditReport()
    #expect(clean.text == "no findings; 0 targets audited in 0 files")
    #expect(clean.xcode.isEmpty)
    #expect(clean.github == "::notice title=tapwise audit::no findings; 0 targets audited in 0 files")
    #expect(clean.sarif.contains(#""results": []"#))
  }
}
