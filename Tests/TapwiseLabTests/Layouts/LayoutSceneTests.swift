import Foundation
import HeadlessUIKit
import Tapwise
import Testing
@testable import TapwiseAudit

/// Layouts built as live views: kinds, settings and touch areas as the file says, and hit lines.
@MainActor
@Suite struct LayoutSceneTests {
  func scene(_ views: String, width: Int = 390, height: Int = 844) throws -> LayoutScene {
    LayoutScene(try Layout.parse(#"{"width": \#(width), "height": \#(height), "views": [\#(views)]}"#))
  }

  @Test func eachKindBuildsItsUIKitClass() throws {
    let scene = try scene(
      #"""
      {"id": "v", "frame": [0, 0, 10, 10]}, {"id": "b", "kind": "button", "frame": [0, 0, 10, 10]},
      {"id": "s", "kind": "slider", "frame": [0, 0, 10, 10]}, {"id": "w", "kind": "switch", "frame": [0, 0, 10, 10]}
      """#)
    let views = scene.window.subviews
    #expect(type(of: views[0]) == UIView.self)
    #expect(views[1] is UIButton && views[2] is UISlider && views[3] is UISwitch)
    #expect(views.map(\.accessibilityIdentifier) == ["v", "b", "s", "w"])
  }

  @Test func theWindowHasTheLayoutsSizeAndIsVisible() throws {
    let scene = try scene("", width: 320, height: 480)
    #expect(scene.window.bounds == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(!scene.window.isHidden)
    #expect(scene.path(of: scene.window) == "window")
    #expect(scene.path(of: nil) == "none")
  }

  @Test func everySettingReachesTheView() throws {
    let scene = try scene(
      #"""
      {"id": "card", "frame": [20, 100, 300, 160], "alpha": 0.5, "interactive": false, "hidden": true,
       "touchesOutsideBounds": true, "subviews": [
        {"id": "close", "kind": "button", "frame": [1, 2, 3, 4], "enabled": false, "outsets": [1, 2, 3, 4],
         "minimumTouchSize": [44, 40]}
      ]}
      """#)
    let card = try #require(scene.window.subviews.first)
    let close = try #require(card.subviews.first as? UIButton)
    #expect(card.frame == CGRect(x: 20, y: 100, width: 300, height: 160))
    #expect(card.alpha == 0.5 && !card.isUserInteractionEnabled && card.isHidden)
    #expect(card.tw.receivesTouchesOutsideBounds)
    #expect(close.frame == CGRect(x: 1, y: 2, width: 3, height: 4) && !close.isEnabled)
    #expect(close.tw.touchAreaOutsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(close.tw.minimumTouchSize == CGSize(width: 44, height: 40))
  }

  @Test func aHitLineNamesTheReceiverAndHowFarOutsideItsBoundsTheTouchLanded() throws {
    let scene = try scene(
      #"{"id": "close", "kind": "button", "frame": [100, 100, 20, 20], "outsets": [12, 12, 12, 12]}"#)
    #expect(scene.hitLine(at: CGPoint(x: 110, y: 110)) == "110,110 -> close")
    #expect(scene.hitLine(at: CGPoint(x: 97, y: 96)) == "97,96 -> close (5 pt outside its bounds)")
    #expect(scene.hitLine(at: CGPoint(x: 120, y: 110)) == "120,110 -> close (on the edge of its bounds)")
    #expect(scene.hitLine(at: CGPoint(x: 50, y: 50)) == "50,50 -> window")
    #expect(scene.hitLine(at: CGPoint(x: -1, y: 50)) == "-1,50 -> none")
  }

  /// Naming each of a container's children takes one look at its subviews for all of them, not one per child:
  /// a path per target from a tree of its own made the report quadratic in a container's children (10,000 flat
  /// buttons took 3 s).
  @Test(arguments: [10, 200])
  func theAuditAndItsReportLookAtAContainersSubviewsAFixedNumberOfTimes(children: Int) throws {
    let scene = try scene("")
    let container = SubviewCountingView(frame: scene.window.bounds)
    container.accessibilityIdentifier = "grid"
    scene.window.addSubview(container)
    for index in 0..<children {
      // Overlapping, some too small, some identified: every kind of naming the report does.
      let button = UIButton(type: .custom)
      button.frame = CGRect(x: index % 10 * 30, y: index / 10 * 30, width: index % 3 == 0 ? 20 : 40, height: 40)
      if index % 2 == 0 { button.accessibilityIdentifier = "b\(index)" }
      container.addSubview(button)
    }
    container.reads = 0
    let listed = TouchTargetAudit.run(on: scene.window, options: .init(), overlaps: .everyPair)
    let report = scene.report(listed, file: "screen.json")
    #expect(report.targets.count == children && report.findings.count > children)
    #expect(report.targets.first?.id == "grid/b0" && report.targets.last?.id == "grid/UIButton[\(children - 1)]")
    // A few passes over the tree (finding the targets, naming them, looking for covers), whatever the number of
    // children; a look per child would be at least one per target.
    #expect(container.reads < 10, "read \(container.reads) times for \(children) children")
  }

  @Test(arguments: [
    ("12,30", CGPoint(x: 12, y: 30)), (" -4.5 , 10 ", CGPoint(x: -4.5, y: 10)), ("1e2,0", CGPoint(x: 100, y: 0)),
  ])
  func pointsParseFromXCommaY(text: String, point: CGPoint) throws {
    #expect(try LayoutLab.point(from: text) == point)
  }

  @Test(arguments: ["12", "12,30,4", ""])
  func textWithoutOneCommaIsNotAPoint(text: String) {
    #expect(throws: PointSyntaxError(text: text, problem: nil)) { try LayoutLab.point(from: text) }
  }

  /// Points follow the layout's number grammar and limits; before, `Double(_:)` took hex, `inf` and any size.
  @Test(arguments: [
    ("a,b", #""a" is not a number such as 12 or -4.5"#),
    ("nan,1", #""nan" is not a number such as 12 or -4.5"#),
    ("1,inf", #""inf" is not a number such as 12 or -4.5"#),
    (",", #""" is not a number such as 12 or -4.5"#),
    ("0x10,5", #""0x10" is not a number such as 12 or -4.5"#),
    ("+1,5", #""+1" is not a number such as 12 or -4.5"#),
    ("01,5", #""01" is not a number such as 12 or -4.5"#),
    (".5,5", #"".5" is not a number such as 12 or -4.5"#),
    ("5,1e400", "1e400 is out of range; numbers must lie between -100000 and 100000"),
    ("5,100000.5", "100000.5 is out of range; numbers must lie between -100000 and 100000"),
    (
      "1" + String(repeating: "0", count: 300) + ",5",
      "1" + String(repeating: "0", count: 38) + "… is out of range; numbers must lie between -100000 and 100000"
    ),
  ])
  func eachCoordinateIsAStrictNumberWithinTheLayoutLimits(text: String, problem: String) {
    #expect(throws: PointSyntaxError(text: text, problem: problem)) { try LayoutLab.point(from: text) }
  }

  @Test func aRejectedPointSaysWhatAPointIsAndWhatIsWrong() {
    #expect(
      PointSyntaxError(text: "0x10,5", problem: #""0x10" is not a number such as 12 or -4.5"#).description
        == #"expected X,Y with two numbers, such as 12,30, found "0x10,5": "0x10" is not a number such as 12 or -4.5"#)
    #expect(
      PointSyntaxError(text: "12", problem: nil).description
        == #"expected X,Y with two numbers, such as 12,30, found "12""#)
  }
}

/// A container that counts how often its subviews are read: each read is a look at all its children.
private final class SubviewCountingView: UIView {
  var reads = 0

  override var subviews: [UIView] {
    reads += 1
    return super.subviews
  }
}
