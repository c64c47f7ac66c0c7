import Foundation
import HeadlessUIKit
import Tapwise
import Testing

@testable import TapwiseLab

/// The audit's SVG: every target's bounds and area, findings highlighted, text escaped, margins around overflow.
@MainActor
@Suite struct TouchTargetDrawingTests {
  func drawing(_ views: String) throws -> String {
    let scene = LayoutScene(try Layout.parse(#"{"width": 200, "height": 100, "views": [\#(views)]}"#))
    return TouchTargetDrawing.svg(of: scene.window, findings: TouchTargetAudit.run(on: scene.window))
  }

  @Test func aCleanTargetIsBlueWithItsDashedAreaAndSolidBounds() throws {
    let svg = try drawing(#"{"id": "ok", "kind": "button", "frame": [10, 10, 44, 44], "outsets": [2, 2, 2, 2]}"#)
    #expect(svg.contains("<title>Touch targets: no findings</title>"))
    let area = ##"fill="#1e88e5" fill-opacity="0.12" stroke="#1e88e5" stroke-dasharray="3 2"/>"##
    #expect(svg.contains(#"<rect x="8" y="8" width="48" height="48" "# + area))
    #expect(svg.contains(##"<rect x="10" y="10" width="44" height="44" fill="none" stroke="#1e88e5"/>"##))
    #expect(!svg.contains("#d32f2f"))
  }

  @Test func aFlaggedTargetIsRedAndItsFindingIsItsTooltip() throws {
    let svg = try drawing(#"{"id": "tiny", "kind": "button", "frame": [10, 10, 20, 20]}"#)
    #expect(svg.contains(##"<rect x="10" y="10" width="20" height="20" fill="none" stroke="#d32f2f"/>"##))
    #expect(svg.contains("<title>Touch targets: tooSmall     tiny: answers 9 of 81 points"))
  }

  @Test func theCanvasGrowsToShowAreasOutsideTheWindow() throws {
    let svg = try drawing(#"{"id": "edge", "kind": "button", "frame": [180, 10, 44, 44]}"#)
    #expect(
      svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="-20 -20 264 140" width="264" height="140""#))
    #expect(
      svg.contains(
        ##"<rect x="0" y="0" width="200" height="100" fill="none" stroke="#d32f2f" stroke-dasharray="6 3"/>"##))
  }

  @Test func idsAreEscaped() throws {
    let svg = try drawing(#"{"id": "a<b>&\"c\"", "frame": [0, 0, 10, 10]}"#)
    #expect(svg.contains("a&lt;b&gt;&amp;&quot;c&quot;"))
  }

  @Test func hiddenViewsAreNotDrawn() throws {
    let svg = try drawing(#"{"id": "ghost", "frame": [0, 0, 10, 10], "hidden": true}"#)
    #expect(!svg.contains("ghost"))
  }
}
