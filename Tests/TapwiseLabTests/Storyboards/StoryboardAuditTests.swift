import Foundation
import Tapwise
import Testing
import TapwiseAudit

/// The storyboard audit on handmade files: which views are targets and which are excluded, Tapwise's settings from
/// Interface Builder, cells, and each finding kind, named by scene and Interface Builder id.
@MainActor
@Suite struct StoryboardAuditTests {
  typealias F = StoryboardFixtures

  /// A 45 pt wide slot per view, in a row, so that none overlaps another.
  func row(_ views: [(element: String, attributes: String)], size: Int = 20) -> String {
    views.enumerated().map { index, view in
      F.view(view.element, "V\(index)-00-000", [10 + 45 * index, 100, size, size], attributes: view.attributes)
    }.joined(separator: "\n")
  }

  func tapConnection(_ id: String) -> String {
    #"<connections><outletCollection property="gestureRecognizers" destination="\#(id)" id="C-\#(id)"/></connections>"#
  }

  @Test func everyControlKindAndATappedViewIsATargetOfItsKind() throws {
    let kinds = ["button", "textField", "switch", "slider", "segmentedControl", "stepper", "datePicker", "pageControl"]
    let controls = row(kinds.map { ($0, "") })
    let tapped = F.view("imageView", "IMG-00-001", [10, 300, 20, 20], body: tapConnection("TAP-00-001"))
    let plain = F.view("label", "LBL-00-001", [100, 300, 20, 20])
    let report = try F.audit(
      F.storyboard(controls + tapped + plain, objects: #"<tapGestureRecognizer id="TAP-00-001"/>"#))
    #expect(report.targets.map(\.kind) == kinds + ["tapGesture"])
    #expect(report.targets.map(\.id) == (0..<8).map { "V\($0)-00-000" } + ["IMG-00-001"])
    #expect(report.findings.map(\.finding.kind) == Array(repeating: .tooSmall, count: 9))
    #expect(report.findings.map(\.id) == report.targets.map(\.id))
  }

  @Test func hiddenTransparentNonInteractiveAndDisabledTargetsAreExcluded() throws {
    let excluded = row([
      ("button", #"hidden="YES""#), ("button", #"alpha="0.005""#), ("switch", #"userInteractionEnabled="NO""#),
      ("textField", #"enabled="NO""#), ("view", #"hidden="YES""#),
    ])
    let tapOnHidden = F.view(
      "view", "TAP-VW-001", [10, 300, 20, 20], attributes: #"hidden="YES""#, body: tapConnection("TAP-00-001"))
    let disabledTap = F.view("view", "TAP-VW-002", [100, 300, 20, 20], body: tapConnection("TAP-00-002"))
    let objects = #"<tapGestureRecognizer id="TAP-00-001"/><tapGestureRecognizer id="TAP-00-002" enabled="NO"/>"#
    let report = try F.audit(F.storyboard(excluded + tapOnHidden + disabledTap, objects: objects))
    #expect(report.targets.isEmpty)
    #expect(report.findings.isEmpty)
    // At alpha 0.01 a view takes touches again: the threshold is the live one.
    let visible = try F.audit(F.storyboard(row([("button", #"alpha="0.01""#)])))
    #expect(visible.targets.map(\.kind) == ["button"])
  }

  @Test(arguments: [#"hidden="YES""#, #"alpha="0.0""#, #"userInteractionEnabled="NO""#, #"enabled="NO""#])
  func aTargetUnderAnExcludedAncestorIsExcluded(ancestor: String) throws {
    let inside = "<subviews>" + row([("button", ""), ("slider", "")]) + "</subviews>"
    let element = ancestor.hasPrefix("enabled") ? "control" : "view"
    let container = F.view(element, "BOX-00-001", [0, 0, 390, 400], attributes: ancestor, body: inside)
    let report = try F.audit(F.storyboard(container))
    #expect(report.targets.isEmpty)
    let open = try F.audit(F.storyboard(F.view("view", "BOX-00-001", [0, 0, 390, 400], body: inside)))
    #expect(open.targets.map(\.kind) == ["button", "slider"])
  }

  @Test func inspectedOutsetsAndMinimumSizesCountAsAtRunTime() throws {
    func setting(_ type: String, _ keyPath: String, _ value: String) -> String {
      "<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type=\"\(type)\" keyPath=\"\(keyPath)\">"
        + value + "</userDefinedRuntimeAttribute></userDefinedRuntimeAttributes>"
    }
    let views = [
      F.view(
        "button", "BTN-00-001", [30, 100, 20, 20],
        body: setting("number", "twTouchAreaOutset", #"<real key="value" value="12"/>"#)),
      F.view(
        "button", "BTN-00-002", [100, 100, 20, 20],
        body: setting("size", "twMinimumTouchSize", #"<size key="value" width="44" height="44"/>"#)),
      F.view(
        "button", "BTN-00-003", [200, 100, 20, 20],
        body: setting("number", "twTouchAreaOutset", #"<integer key="value" value="4"/>"#)),
      F.view(
        "label", "LBL-00-001", [300, 100, 20, 20],
        body: setting("number", "twTouchAreaOutset", #"<real key="value" value="2"/>"#)),
    ]
    let report = try F.audit(F.storyboard(views.joined()))
    #expect(report.targets.map(\.kind) == ["button", "button", "button", "touchArea"])
    #expect(
      report.findings.map(\.finding) == [
        .tooSmall(
          view: "UIView[ROOT-00-000]/UIButton[BTN-00-003]", hits: 25, samples: 81,
          minimumSize: CGSize(width: 44, height: 44)),
        .tooSmall(
          view: "UIView[ROOT-00-000]/UILabel[LBL-00-001]", hits: 25, samples: 81,
          minimumSize: CGSize(width: 44, height: 44)),
      ])
  }

  @Test func aCardThatReceivesTouchesOutsideItsBoundsInInterfaceBuilderKeepsItsBadgeReachable() throws {
    let badge = "<subviews>" + F.view("button", "BDG-00-001", [285, -10, 44, 44]) + "</subviews>"
    let optIn =
      #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="boolean" keyPath="twReceivesTouchesOutsideBounds" value="YES"/></userDefinedRuntimeAttributes>"#
    let card = F.view("view", "CRD-00-001", [20, 100, 300, 160], body: badge)
    let report = try F.audit(F.storyboard(card))
    #expect(
      report.findings.map(\.finding) == [
        .unreachable(
          view: "UIView[ROOT-00-000]/UIView[CRD-00-001]/UIButton[BDG-00-001]",
          ancestor: "UIView[ROOT-00-000]/UIView[CRD-00-001]", area: 1426)
      ])
    #expect(report.findings.map(\.relatedID) == ["CRD-00-001"])
    let optedIn = F.view("view", "CRD-00-001", [20, 100, 300, 160], body: badge + optIn)
    #expect(try F.audit(F.storyboard(optedIn)).findings.isEmpty)
  }

  @Test func overlappingAndCoveredTargetsAreNamedWithBothIDs() throws {
    let views = [
      F.view("button", "BCK-00-001", [10, 100, 44, 44]),
      F.view("button", "SHR-00-001", [40, 100, 44, 44]),
      F.view("button", "SUB-00-001", [20, 300, 350, 50]),
      F.view("view", "OVL-00-001", [0, 280, 390, 120]),
    ]
    let report = try F.audit(F.storyboard(views.joined()))
    #expect(report.findings.map(\.finding.kind) == [.overlapping, .covered])
    #expect(report.findings.map(\.id) == ["BCK-00-001", "SUB-00-001"])
    #expect(report.findings.map(\.relatedID) == ["SHR-00-001", "OVL-00-001"])
    #expect(report.findings.allSatisfy { $0.scene == "Screen" && $0.file == "Test.storyboard" })
  }

  @Test func controlsInCellsAreAuditedInTheirContentViewsCoordinates() throws {
    let table = """
      <tableView id="TBL-00-001"><rect key="frame" x="0" y="0" width="390" height="844"/><prototypes>
        <tableViewCell id="CEL-00-001" customClass="PriceCell"><rect key="frame" x="0" y="500" width="390" height="44"/>
          <tableViewCellContentView key="contentView" id="CNT-00-001">
            <rect key="frame" x="0" y="0" width="390" height="44"/>
            <subviews>
              \(F.view("stackView", "STK-00-001", [300, 4, 90, 36], body: "<subviews>" + F.view("stepper", "STP-00-001", [0, 4, 94, 32]) + "</subviews>"))
            </subviews>
          </tableViewCellContentView>
        </tableViewCell>
      </prototypes></tableView>
      """
    let report = try F.audit(F.storyboard(table))
    let content = "PriceCell[CEL-00-001]/UITableViewCellContentView[CNT-00-001]"
    // 32 pt tall: too small. 94 pt wide in a 90 pt stack that ends at the content view's edge: 4 × 32 cut off.
    #expect(
      report.findings.map(\.finding) == [
        .tooSmall(
          view: "\(content)/UIStackView[STK-00-001]/UIStepper[STP-00-001]", hits: 45, samples: 81,
          minimumSize: CGSize(width: 44, height: 44)),
        .unreachable(
          view: "\(content)/UIStackView[STK-00-001]/UIStepper[STP-00-001]",
          ancestor: "\(content)/UIStackView[STK-00-001]", area: 128),
      ])
    // The 44 pt cell is a target of its own, and passes.
    #expect(report.targets.map(\.kind) == ["tableViewCell", "stepper"])
  }

  @Test func aSmallerMinimumSizeCanBeAsked() throws {
    let fields = row([("textField", "")], size: 34)
    #expect(try F.audit(F.storyboard(fields)).findings.map(\.finding.kind) == [.tooSmall])
    #expect(try F.audit(F.storyboard(fields), minimumSize: CGSize(width: 34, height: 34)).findings.isEmpty)
  }
}
