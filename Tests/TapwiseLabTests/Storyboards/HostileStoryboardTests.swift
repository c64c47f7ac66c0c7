import Foundation
import Tapwise
import Testing
@testable import TapwiseFormats
@testable import TapwiseAudit

/// Interface Builder files written to hurt a CI run (issue 20): deep nesting, huge labels, stacked targets,
/// entities, and names that would forge lines of the report. Each is read and reported in bounded time, memory and
/// output, or refused in one line naming the file and where.
@MainActor
@Suite struct HostileStoryboardTests {
  typealias F = StoryboardFixtures
  typealias H = HostileStoryboards

  func error(_ xml: String) -> String {
    F.error(reading: xml, file: "Test.xib").map { "\($0)" } ?? "no error"
  }

  // MARK: - Depth

  @Test func nestingPastTheLimitIsOneErrorNamingTheLineAndDepth() {
    // 4,500 nested views crashed the audit with a stack overflow.
    #expect(
      error(H.deep(4_500))
        == "Test.xib: line 260, column 1: elements nested more than 512 deep, the deepest an Interface Builder "
        + "file is read to")
  }

  @Test func aViewNestedJustUnderTheLimitIsAuditedAndItsPathIsShortened() throws {
    let report = try F.audit(H.deep(250))
    let finding = try #require(report.findings.first)
    #expect(
      finding.finding.view
        == "UIView[v0]/UIView[v1]/UIView[v2]…(242 more steps)…/UIView[v245]/UIView[v246]/UIView[v247]/UIView[v248]/"
        + "UIView[v249]/UIButton[b0]")
    #expect(finding.id == "b0")
  }

  @Test func aDeepViewWithoutAFrameIsNamedByAShortenedPath() throws {
    let document = try F.read(H.deep(250, innermostFramed: false))
    #expect(
      document.scenes.first?.unframedViews.map(\.path) == [
        "UIView[v0]/UIView[v1]/UIView[v2]…(241 more steps)…/UIView[v244]/UIView[v245]/UIView[v246]/UIView[v247]/"
          + "UIView[v248]/UIView[v249]"
      ])
  }

  // MARK: - Amplification

  @Test func aLongLabelIsCutInEveryPathSoTheReportStaysSmallerThanTheFile() throws {
    let xml = H.longLabel(buttons: 100, labelLength: 100_000)
    let report = try F.audit(xml)
    #expect(report.findings.count == 100)
    #expect(report.findings.first?.finding.view == "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…[root]/UIButton[b0]")
    #expect(report.text.utf8.count + report.json.utf8.count < xml.utf8.count)
  }

  @Test func overlapsAreOneFindingPerTargetWithACountOfTheOthers() throws {
    let report = try F.audit(H.overlapping(buttons: 300))
    let overlaps = report.findings.filter { $0.finding.kind == .overlapping }
    #expect(overlaps.count == 299)
    #expect(overlaps.first?.relatedID == "b1")
    #expect(overlaps.first?.moreOverlaps == 298)
    #expect(overlaps.last?.moreOverlaps == 0)
    let line = report.text.split(separator: "\n").first { $0.contains("UIButton[b0] and") }.map(String.init)
    #expect(
      line
        == "Test.storyboard: UIView: overlapping  UIView[root]/UIButton[b0] and UIView[root]/UIButton[b1]: touch areas "
        + "overlap by 2500 pt²; it overlaps 298 more targets")
    #expect(
      report.json.contains(
        #""other": "UIView[root]/UIButton[b1]", "area": 2500, "relatedId": "b1", "moreOverlaps": 298}"#))
  }

  @Test func stackedTargetsThatRepeatAnIdShareTheirLine() throws {
    // The report folds overlaps by path; a file may give two targets one id, and so one path.
    let xml = StoryboardFixtures.xib(
      "<view id=\"root\">\(H.frame(0, 0, 390, 844))<subviews>\n"
        + ["b0", "b0", "b1"].map { "<button id=\"\($0)\">\(H.frame(10, 10, 50, 50))</button>\n" }.joined()
        + "</subviews></view>\n")
    let report = try F.audit(xml)
    let overlaps = report.findings.filter { $0.finding.kind == .overlapping }
    #expect(overlaps.map { "\($0.id)+\($0.relatedID ?? "")+\($0.moreOverlaps)" } == ["b0+b0+2"])
  }

  @Test func aDocumentTypeThatDeclaresEntitiesIsRefused() {
    #expect(
      error(H.entity(length: 1_000, uses: 1_000))
        == "Test.xib: line 3, column 1: a document type declaration that declares entities: Interface Builder "
        + "files have none, and entities can expand a small file into gigabytes")
  }

  @Test func anExternalEntityInAnAttributeIsRefusedNamingWhy() {
    // It was "malformed XML: libxml2 error 29".
    let declared =
      #"<!DOCTYPE document [<!ENTITY secret SYSTEM "file:///etc/passwd">]>"# + "\n"
      + #"<document targetRuntime="iOS.CocoaTouch"><objects><view id="v" userLabel="&secret;"/></objects></document>"#
    #expect(
      error(declared)
        == "Test.xib: line 1, column 21: a document type declaration that declares entities: Interface Builder "
        + "files have none, and entities can expand a small file into gigabytes")
    #expect(
      error(#"<document targetRuntime="iOS.CocoaTouch"><objects><view userLabel="&secret;"/></objects></document>"#)
        == #"Test.xib: line 1, column 68: malformed XML: a reference to the entity "secret", which isn't declared: "#
        + "Interface Builder files use only XML's five (&lt; &gt; &amp; &quot; &apos;)")
  }

  // MARK: - Line injection

  @Test func namesWithLineBreaksOrWorkflowCommandsStayOnTheirLine() throws {
    let xml = F.storyboard(
      F.view(
        "button", "BTN-00-001", [10, 100, 20, 20],
        attributes: #"userLabel="OK&#10;::error::no findings&#13;\#u{9B}31m""#),
      controller: "storyboardIdentifier=\"::warning::\u{2028}x\"")
    let file = "::error::x\n.storyboard"
    let report = StoryboardAudit.run([try F.read(xml, file: file)]).report
    #expect(
      report.text
        == #""::error::x\n.storyboard": "::warning::\u2028x": tooSmall     UIView[ROOT-00-000]/"OK\n::error::no findings\r\u009b31m"[BTN-00-001]: answers 9 of 81 points of the 44×44 square around its centre"#
        + "\n1 finding; 1 target audited in 1 file")
    for output in [report.text, report.json] {
      #expect(!output.unicodeScalars.contains { Quoting.isUnprintable($0) && $0 != "\n" })
      #expect(!output.split(separator: "\n").contains { $0.hasPrefix("::") })
    }
  }

  /// A name that starts with white space, as Unicode defines it, is quoted so that it can't pass for indentation;
  /// ASCII is answered without the property tables, and must agree with them.
  @Test func aNameStartingWithWhiteSpaceIsQuoted() {
    let starts = (0..<0x80).compactMap(Unicode.Scalar.init) + ["\u{85}", "\u{A0}", "\u{2003}", "\u{3000}", "é", "∕"]
    for first in starts {
      let name = String(first) + "Sign In"
      let quoted = Quoting.isUnprintable(first) || first == ":" || first.properties.isWhitespace
      #expect(Quoting.printable(name) == (quoted ? JSONText.quoted(name) : name), "U+\(first.value)")
    }
  }

  @Test func errorsNameAFileWithALineBreakOnOneLine() {
    let error = StoryboardError.unreadable(file: "a\nb.xib", reason: "can't read the file: no such file")
    #expect(error.description == #""a\nb.xib": can't read the file: no such file"#)
  }

  // MARK: - Misleading errors

  @Test func filesAndAttributeValuesPastLibxml2sLimitsAreRead() throws {
    // FoundationXML refused both: "malformed XML: libxml2 error 1" for a file over 10,000,000 bytes, and "an
    // attribute value without its closing quote" for a value over 10,000,000 bytes.
    let label = String(repeating: "x", count: 10_500_000)
    let xml = F.xib(
      #"<view id="v" userLabel="\#(label)"><rect key="frame" x="0" y="0" width="320" height="44"/><subviews>"#
        + F.view("button", "b", [0, 0, 20, 20]) + "</subviews></view>")
    let report = try F.audit(xml)
    #expect(report.findings.map(\.id) == ["b"])
    #expect(report.findings.first?.finding.view == "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…[v]/UIButton[b]")
  }

  @Test func inputThatIsNotXMLIsNamedForWhatItIs() {
    #expect(
      error("version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 12345\n")
        == "Test.xib: a Git LFS pointer, not the Interface Builder file: run git lfs pull")
    #expect(
      error("Hello\n<document/>") == #"Test.xib: not an Interface Builder file: it is not XML, it starts with "Hello""#)
    #expect(error(" \n\t") == "Test.xib: the file is empty")
    // Found by fuzzing: libxml2 crashed when stopped on UTF-16 it couldn't convert.
    for start: [UInt8] in [[0xFF, 0xFE, 0x3C, 0x00], [0x3C, 0x00, 0x64, 0x00], [0xFE, 0xFF, 0x00, 0x3C]] {
      #expect(
        throws: StoryboardError.unreadable(
          file: "Test.xib", reason: "UTF-16 or UTF-32 text, not the UTF-8 that Interface Builder writes")
      ) { try StoryboardReader.read(Data(start + [0x12, 0x72, 0x60, 0x26]), file: "Test.xib") }
    }
  }

  @Test func storyboardNumbersFollowTheOneNumberGrammar() {
    func frame(width: String) -> String {
      error(F.xib(#"<view id="v"><rect key="frame" x="0" y="0" width="\#(width)" height="44"/></view>"#))
    }
    #expect(
      frame(width: "1e308")
        == #"Test.xib: line 5, column 14: <rect key="frame">: "width": 1e308 is out of range; numbers must lie "#
        + "between -100000 and 100000")
    for text in ["0x14", "+20", "1,5", "NaN"] {
      #expect(
        frame(width: text)
          == #"Test.xib: line 5, column 14: <rect key="frame">: "width" must be a number, found "\#(text)""#
      )
    }
  }

  @Test func aLinkLoopNamedOnTheCommandLineSaysSo() throws {
    let loop = FileManager.default.temporaryDirectory.appendingPathComponent("tapwise-loop-\(UUID().uuidString)").path
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
    defer { try? FileManager.default.removeItem(atPath: loop) }
    #expect(StoryboardFiles.find([loop]).errors.map(\.description) == ["\(loop): too many levels of symbolic links"])
  }

  // MARK: - Views without a frame

  @Test func aViewWithoutAFrameIsReportedOnlyIfItCouldBeOrHoldATarget() throws {
    let views = [
      #"<label id="LBL-00-001" userInteractionEnabled="NO"/>"#, #"<view id="HID-00-001" hidden="YES"/>"#,
      #"<view id="PLN-00-001"/>"#, #"<button id="BTN-00-001" enabled="NO"/>"#,
      #"<view id="HLD-00-001"><subviews>\#(F.view("button", "BTN-00-002", [0, 0, 44, 44]))</subviews></view>"#,
      #"<button id="BTN-00-003"/>"#,
    ]
    let report = try F.audit(F.storyboard(views.joined(separator: "\n")))
    #expect(report.unframedViews.map(\.id) == ["HLD-00-001", "BTN-00-003"])
  }
}
