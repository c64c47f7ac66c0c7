import Foundation
import Testing
import TapwiseAudit

/// What the reader takes from Interface Builder files: roots, frames relative to their superview, names, the
/// eligibility properties, Tapwise's runtime attributes and tap recognizers; what it skips; and where it stops.
@Suite struct StoryboardReaderTests {
  typealias F = StoryboardFixtures

  @Test func aSceneViewIsARootWithItsSubviewsFramesRelativeToTheirSuperview() throws {
    let card = F.view(
      "view", "CRD-00-001", [20, 100, 350, 200],
      body: "<subviews>" + F.view("button", "BTN-00-001", [318, 12, 20, 20]) + "</subviews>")
    let document = try F.read(F.storyboard(card))
    let root = try #require(document.scenes.first?.roots.first)
    #expect(document.scenes.map(\.name) == ["Screen"])
    #expect(root.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(root.subviews.first?.frame == CGRect(x: 20, y: 100, width: 350, height: 200))
    #expect(root.subviews.first?.subviews.first?.frame == CGRect(x: 318, y: 12, width: 20, height: 20))
    #expect(root.subviews.first?.subviews.first?.name == "UIButton[BTN-00-001]")
  }

  @Test func viewsAreNamedByLabelThenCustomClassThenUIKitClass() throws {
    let views = [
      F.view("button", "BTN-00-001", [0, 0, 44, 44], attributes: #"userLabel="Sign In" customClass="PayButton""#),
      F.view("view", "AVT-00-001", [0, 50, 44, 44], attributes: #"customClass="AvatarView""#),
      F.view("tableViewCellContentView", "CNT-00-001", [0, 100, 44, 44]),
      F.view("mapView", "MAP-00-001", [0, 150, 44, 44]),
      F.view("label", "LBL-00-001", [0, 200, 44, 44], attributes: #"userLabel="Price/Qty""#),
    ]
    let root = try #require(try F.read(F.storyboard(views.joined())).scenes.first?.roots.first)
    #expect(
      root.subviews.map(\.name) == [
        "Sign In[BTN-00-001]", "AvatarView[AVT-00-001]", "UITableViewCellContentView[CNT-00-001]",
        "MKMapView[MAP-00-001]", "Price∕Qty[LBL-00-001]",
      ])
  }

  @Test func sceneNamesPreferTheStoryboardIdentifierThenCustomClassThenTitle() throws {
    let cases = [
      (#"storyboardIdentifier="Login" customClass="LoginViewController" title="Log in""#, "Login"),
      (#"customClass="LoginViewController" title="Log in""#, "LoginViewController"),
      (#"title="Log in""#, "Log in"),
      ("", "UIViewController[VCR-00-000]"),
    ]
    for (controller, name) in cases {
      let button = F.view("button", "BTN-00-001", [0, 0, 44, 44])
      #expect(try F.read(F.storyboard(button, controller: controller)).scenes.map(\.name) == [name])
    }
  }

  @Test func theEligibilityPropertiesAreRead() throws {
    let views = [
      F.view("button", "HID-00-001", [0, 0, 44, 44], attributes: #"hidden="YES""#),
      F.view("button", "CLR-00-001", [0, 0, 44, 44], attributes: #"alpha="0.0""#),
      F.view("button", "INR-00-001", [0, 0, 44, 44], attributes: #"userInteractionEnabled="NO""#),
      F.view("button", "DIS-00-001", [0, 0, 44, 44], attributes: #"enabled="NO""#),
    ]
    let subviews = try #require(try F.read(F.storyboard(views.joined())).scenes.first?.roots.first?.subviews)
    #expect(subviews.map(\.isHidden) == [true, false, false, false])
    #expect(subviews.map(\.alpha) == [1, 0, 1, 1])
    #expect(subviews.map(\.isUserInteractionEnabled) == [true, true, false, true])
    #expect(subviews.map(\.isEnabled) == [true, true, true, false])
  }

  @Test func tableAndCollectionCellsAreRootsHoldingTheirContentViews() throws {
    let table = """
      <tableView id="TBL-00-001"><rect key="frame" x="0" y="0" width="390" height="844"/><prototypes>
        <tableViewCell id="CEL-00-001" customClass="PriceCell"><rect key="frame" x="0" y="28" width="390" height="60"/>
          <tableViewCellContentView key="contentView" id="CNT-00-001">
            <rect key="frame" x="0" y="0" width="360" height="60"/>
            <subviews>\(F.view("button", "BTN-00-001", [300, 8, 44, 44]))</subviews>
          </tableViewCellContentView>
        </tableViewCell>
      </prototypes></tableView>
      <collectionView id="COL-00-001"><rect key="frame" x="0" y="0" width="390" height="200"/><cells>
        <collectionViewCell id="CCL-00-001"><rect key="frame" x="0" y="0" width="100" height="100"/>
          <view key="contentView"><rect key="frame" x="0" y="0" width="100" height="100"/></view>
        </collectionViewCell>
      </cells></collectionView>
      """
    let scene = try #require(try F.read(F.storyboard(table)).scenes.first)
    // In the order they open: the scene's view, then its cells, each holding its content view as in UIKit.
    #expect(
      scene.roots.map(\.name) == ["UIView[ROOT-00-000]", "PriceCell[CEL-00-001]", "UICollectionViewCell[CCL-00-001]"])
    #expect(scene.roots[0].subviews.map(\.id) == ["TBL-00-001", "COL-00-001"])
    #expect(scene.roots[1].frame.size == CGSize(width: 390, height: 60))
    #expect(scene.roots[1].subviews.map(\.name) == ["UITableViewCellContentView[CNT-00-001]"])
    #expect(scene.roots[1].subviews.first?.subviews.map(\.frame) == [CGRect(x: 300, y: 8, width: 44, height: 44)])
    #expect(scene.roots[2].subviews.map(\.id) == ["contentView"])
    #expect(scene.roots.map(\.isSelectableCell) == [false, true, true])
  }

  @Test func staticCellsHeaderViewsAndSectionHeadersAreFound() throws {
    let table = """
      <tableView id="TBL-00-001" dataMode="static"><rect key="frame" x="0" y="0" width="390" height="844"/>
        \(F.view("view", "HDR-00-001", [0, 0, 390, 60], attributes: #"key="tableHeaderView""#))
        <sections><tableViewSection id="SEC-00-001"><cells>
          <tableViewCell id="CEL-00-001"><rect key="frame" x="0" y="60" width="390" height="44"/>
            \(F.view("tableViewCellContentView", "CNT-00-001", [0, 0, 390, 44], attributes: #"key="contentView""#))
          </tableViewCell>
        </cells></tableViewSection></sections>
      </tableView>
      <collectionView id="COL-00-001"><rect key="frame" x="0" y="0" width="390" height="200"/>
        \(F.view("collectionReusableView", "SHV-00-001", [0, 0, 390, 40], attributes: #"key="sectionHeaderView""#))
      </collectionView>
      """
    let scene = try #require(try F.read(F.storyboard(table)).scenes.first)
    #expect(scene.roots.map(\.id) == ["ROOT-00-000", "CEL-00-001", "SHV-00-001"])
    #expect(scene.roots[0].subviews.first?.subviews.map(\.id) == ["HDR-00-001"])
  }

  @Test func aXibsTopLevelViewsAndCellsAreScenesOfTheirOwn() throws {
    let xib = F.xib(
      F.view("view", "TOP-00-001", [0, 0, 320, 100], attributes: #"userLabel="Header""#)
        + #"<tableViewCell id="CEL-00-001" customClass="SearchCell"><rect key="frame" x="0" y="0" width="320" height="44"/>"#
        + F.view("tableViewCellContentView", "CNT-00-001", [0, 0, 320, 44], attributes: #"key="contentView""#)
        + "</tableViewCell>" + #"<customObject id="OBJ-00-001" customClass="Helper"/>"#)
    let document = try F.read(xib, file: "Test.xib")
    #expect(document.scenes.map(\.name) == ["Header", "SearchCell"])
    #expect(
      document.scenes.map { $0.roots.map(\.name) } == [
        ["Header[TOP-00-001]"], ["SearchCell[CEL-00-001]"],
      ])
  }

  @Test func connectedAndInlineTapRecognizersAreRecordedWithWhetherTheyAreEnabled() throws {
    let connections = """
      <connections><outletCollection property="gestureRecognizers" destination="TAP-00-001" appends="YES" \
      id="OC1-00-001"/></connections>
      """
    let views = [
      F.view("imageView", "IMG-00-001", [0, 0, 44, 44], body: connections),
      F.view(
        "label", "LBL-00-001", [0, 50, 44, 44],
        body: #"<gestureRecognizers><tapGestureRecognizer id="TAP-00-002" enabled="NO"/></gestureRecognizers>"#),
    ]
    let objects = #"<tapGestureRecognizer id="TAP-00-001"/><panGestureRecognizer id="PAN-00-001"/>"#
    let document = try F.read(F.storyboard(views.joined(), objects: objects))
    #expect(document.tapRecognizers == ["TAP-00-001": true, "TAP-00-002": false])
    #expect(document.scenes.first?.roots.first?.subviews.map(\.recognizerIDs) == [["TAP-00-001"], ["TAP-00-002"]])
  }

  @Test func tapwiseRuntimeAttributesBecomeSettingsAndOthersAreIgnored() throws {
    let attributes = """
      <userDefinedRuntimeAttributes>
        <userDefinedRuntimeAttribute type="number" keyPath="twTouchAreaOutset"><real key="value" value="12"/></userDefinedRuntimeAttribute>
        <userDefinedRuntimeAttribute type="size" keyPath="twMinimumTouchSize"><size key="value" width="44" height="48"/></userDefinedRuntimeAttribute>
        <userDefinedRuntimeAttribute type="boolean" keyPath="twReceivesTouchesOutsideBounds" value="YES"/>
        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="8"/></userDefinedRuntimeAttribute>
      </userDefinedRuntimeAttributes>
      """
    let integer = """
      <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="twTouchAreaOutset">\
      <integer key="value" value="-3"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes>
      """
    let views =
      F.view("button", "BTN-00-001", [0, 0, 20, 20], body: attributes)
      + F.view("button", "BTN-00-002", [0, 0, 20, 20], body: integer)
    let subviews = try #require(try F.read(F.storyboard(views)).scenes.first?.roots.first?.subviews)
    #expect(
      subviews.map(\.settings) == [
        [.touchAreaOutset(12), .minimumTouchSize(CGSize(width: 44, height: 48)), .receivesTouchesOutsideBounds(true)],
        [.touchAreaOutset(-3)],
      ])
  }

  @Test func aTapwiseRuntimeAttributeThatCantBeUsedIsAnErrorAtItsElement() {
    func error(_ attribute: String) -> String {
      let body = "\n<userDefinedRuntimeAttributes>\n\(attribute)\n</userDefinedRuntimeAttributes>"
      return F.error(reading: F.storyboard(F.view("button", "BTN-00-001", [0, 0, 20, 20], body: body)))
        .map { "\($0)" } ?? "no error"
    }
    let size = #"<userDefinedRuntimeAttribute type="size" keyPath="twMinimumTouchSize">"#
    #expect(
      error(size + #"<size key="value" width="-44" height="44"/></userDefinedRuntimeAttribute>"#)
        == "Test.storyboard: line 12, column 1: twMinimumTouchSize: minimum touch size -44×44 must have finite, "
        + "non-negative width and height")
    #expect(
      error(
        #"<userDefinedRuntimeAttribute type="number" keyPath="twMinimumTouchSize"><real key="value" value="4"/></userDefinedRuntimeAttribute>"#
      )
        == #"Test.storyboard: line 12, column 1: twMinimumTouchSize must be a runtime attribute of type "size", found "number""#
    )
    #expect(
      error(size + "</userDefinedRuntimeAttribute>")
        == "Test.storyboard: line 12, column 1: twMinimumTouchSize has no value")
    #expect(
      error(
        #"<userDefinedRuntimeAttribute type="number" keyPath="twTouchAreaOutset"><real key="value" value="wide"/></userDefinedRuntimeAttribute>"#
      )
        == #"Test.storyboard: line 12, column 72: twTouchAreaOutset: <real>: "value" must be a number, found "wide""#)
  }

  @Test func viewsWithoutAFrameAreListedOnceWithoutTheirSubtree() throws {
    let unframed = """
      <view id="BOX-00-001"><subviews>
        <button id="BTN-00-001"/>
        \(F.view("button", "BTN-00-002", [0, 0, 44, 44]))
      </subviews></view>
      """
    let views =
      unframed
      + F.view("view", "CRD-00-001", [0, 0, 100, 100], body: #"<subviews><switch id="SWT-00-001"/></subviews>"#)
    let scene = try #require(try F.read(F.storyboard(views)).scenes.first)
    #expect(scene.unframedViews.map(\.id) == ["BOX-00-001", "SWT-00-001"])
    #expect(
      scene.unframedViews.map(\.path) == [
        "UIView[ROOT-00-000]/UIView[BOX-00-001]", "UIView[ROOT-00-000]/UIView[CRD-00-001]/UISwitch[SWT-00-001]",
      ])
    #expect(scene.roots.first?.subviews.map(\.id) == ["CRD-00-001"])
    #expect(scene.roots.first?.subviews.first?.subviews == [])
  }

  @Test func unknownElementsAreIgnored() throws {
    let views = F.view(
      "button", "BTN-00-001", [0, 0, 44, 44],
      body: #"<futureInspector key="shiny" level="9"><glitter/></futureInspector><state key="normal" title="Pay"/>"#)
    let xml = F.storyboard(views, objects: #"<futureObject id="FUT-00-001"><view id="X"/></futureObject>"#)
    let document = try F.read(xml.replacingOccurrences(of: "<scenes>", with: "<novelty/><scenes>"))
    #expect(document.scenes.first?.roots.first?.subviews.map(\.id) == ["BTN-00-001"])
  }

  @Test func aFileForAnotherPlatformIsNotAudited() throws {
    let document = try F.read(F.storyboard("", runtime: "MacOSX.Cocoa"))
    #expect(document.notAudited == #"targetRuntime "MacOSX.Cocoa" is not UIKit"#)
    #expect(document.scenes.isEmpty)
  }

  @Test func aFrameValueThatIsNotANumberIsAnErrorWithItsPosition() {
    let xml = F.storyboard(
      #"<button id="BTN-00-001"><rect key="frame" x="0" y="0" width="wide" height="44"/></button>"#)
    #expect(
      F.error(reading: xml)?.description
        == #"Test.storyboard: line 10, column 25: <rect key="frame">: "width" must be a number, found "wide""#)
    let negative = F.storyboard(F.view("button", "BTN-00-001", [0, 0, -4, 44]))
    #expect(
      F.error(reading: negative)?.description
        == #"Test.storyboard: line 10, column 26: <rect key="frame">: the width and height must not be negative"#)
    let flag = F.storyboard(F.view("button", "BTN-00-001", [0, 0, 4, 44], attributes: #"hidden="maybe""#))
    #expect(
      F.error(reading: flag)?.description
        == #"Test.storyboard: line 10, column 1: "hidden" must be YES or NO, found "maybe""#)
  }
}
