import Foundation
import HeadlessUIKit
import Tapwise
import Testing
@testable import TapwiseAudit

/// The audit's picture of a layout: a heading and a legend, each failing target with its probe square and numbers,
/// overlaps, covers and cut-off parts drawn as such, every finding numbered and said in words, names escaped.
@MainActor
@Suite struct TouchTargetDrawingTests {
  static let square = CGSize(width: 44, height: 44)

  func drawing(_ views: String, title: String = "Checkout", name: ((UIView) -> TouchTargetDrawing.Name)? = nil) throws
    -> String
  {
    let scene = LayoutScene(try Layout.parse(#"{"width": 200, "height": 100, "views": [\#(views)]}"#))
    return TouchTargetDrawing.svg(
      title: title, trees: [(scene.window, TouchTargetAudit.run(on: scene.window))], minimumSize: Self.square,
      name: name ?? { ($0.accessibilityIdentifier ?? "", nil) })
  }

  @Test func theScreensNameIsTheHeadingAndTheDocumentsTitle() throws {
    let svg = try drawing(#"{"id": "ok", "kind": "button", "frame": [10, 10, 44, 44]}"#)
    #expect(svg.contains("<title>Checkout: touch targets</title>"))
    #expect(svg.contains(##"font-size="20" font-weight="bold" fill="#263238">Checkout</text>"##))
    #expect(svg.contains(">Touch targets: 1 target, 0 findings; held to 44×44 pt.</text>"))
  }

  @Test func theLegendExplainsEveryMark() throws {
    let svg = try drawing("")
    for words in [
      "target", "touch area", "target with a finding", "probe square, 44×44 pt: too small", "overlap",
      "covering view", "cut off (unreachable)", "finding, listed right",
    ] {
      #expect(svg.contains(">\(words)</text>"), "\(words)")
    }
  }

  @Test func aCleanTargetIsBlueWithItsDashedAreaAndSolidBounds() throws {
    let svg = try drawing(#"{"id": "ok", "kind": "button", "frame": [10, 10, 44, 44], "outsets": [2, 2, 2, 2]}"#)
    let area = ##"fill="#1e88e5" fill-opacity="0.12" stroke="#1e88e5" stroke-dasharray="3 2"/>"##
    #expect(svg.contains(#"<rect x="8" y="8" width="48" height="48" "# + area))
    #expect(svg.contains(##"<rect x="10" y="10" width="44" height="44" fill="none" stroke="#1e88e5""##))
    #expect(svg.contains(">None: every target answers the whole probe</text>"))
    #expect(!svg.contains(##"stroke="#d32f2f" stroke-width="1.5""##))
  }

  @Test func eachTargetTooSmallCarriesItsProbeSquareAndNumbers() throws {
    let svg = try drawing(
      #"{"id": "tiny", "kind": "button", "frame": [10, 10, 20, 20]}, "#
        + #"{"id": "thin", "kind": "button", "frame": [100, 40, 90, 30]}"#)
    // Each square is 44×44, centred on its target, dashed.
    let probe = ##" fill="none" stroke="#7b1fa2" stroke-width="1.5" stroke-dasharray="4 2"/>"##
    #expect(svg.contains(#"<rect x="-2" y="-2" width="44" height="44""# + probe))
    #expect(svg.contains(#"<rect x="123" y="33" width="44" height="44""# + probe))
    #expect(svg.contains(">answers 9 of 81 points</text>"))
    #expect(svg.contains(">answers 45 of 81 points</text>"))
    #expect(svg.contains(##"<rect x="10" y="10" width="20" height="20" fill="none" stroke="#d32f2f""##))
    // Numbered on the screen and in the list, in words.
    #expect(svg.contains(">Too small: answers 9 of 81 points of the 44×44</text>"))
    #expect(svg.contains(#"font-weight="bold">tiny</tspan>"#))
    #expect(svg.contains(#"text-anchor="middle">2</text>"#))
  }

  @Test func overlapsAreFilledAndBothTargetsAreRed() throws {
    let svg = try drawing(
      #"{"id": "back", "kind": "button", "frame": [10, 10, 44, 44], "outsets": [8, 8, 8, 8]}, "#
        + #"{"id": "share", "kind": "button", "frame": [64, 10, 44, 44], "outsets": [8, 8, 8, 8]}"#)
    #expect(svg.contains(##"<rect x="56" y="2" width="6" height="60" fill="#d32f2f" fill-opacity="0.45"/>"##))
    #expect(svg.contains(##"<rect x="64" y="10" width="44" height="44" fill="none" stroke="#d32f2f""##))
    #expect(svg.contains(">Overlaps “share”: their touch areas share 360</text>"))
  }

  @Test func aCoverIsOutlinedWithANoteSayingWhatItCovers() throws {
    let svg = try drawing(
      #"{"id": "submit", "kind": "button", "frame": [20, 20, 150, 50]}, "#
        + #"{"id": "overlay", "frame": [0, 10, 200, 80]}"#)
    #expect(svg.contains(##"<rect x="0" y="10" width="200" height="80" fill="none" stroke="#ef6c00""##))
    #expect(svg.contains(">covers submit</text>"))
    #expect(svg.contains(">Covered by “overlay”, an interactive view in</text>"))
  }

  @Test func theCutOffPartIsHatchedAndTheCuttingAncestorOutlined() throws {
    let svg = try drawing(
      #"{"id": "card", "frame": [20, 20, 100, 60], "subviews": ["#
        + #"{"id": "badge", "kind": "button", "frame": [85, -10, 30, 30], "minimumTouchSize": [44, 44]}]}"#)
    // The badge's 44 pt area is (98, 3)–(142, 47); the card ends at x 120 and starts at y 20.
    #expect(svg.contains(##"<rect x="98" y="3" width="44" height="17" fill="url(#cut)""##))
    #expect(svg.contains(##"<rect x="120" y="20" width="22" height="27" fill="url(#cut)""##))
    #expect(svg.contains(##"<rect x="20" y="20" width="100" height="60" fill="none" stroke="#d32f2f""##))
    #expect(svg.contains("<pattern id=\"cut\""))
  }

  @Test func theCanvasGrowsToShowAreasOutsideTheWindow() throws {
    let svg = try drawing(#"{"id": "edge", "kind": "button", "frame": [180, 10, 44, 44]}"#)
    // The area reaches x 224; with the 12 pt margin the screen is 248 wide, at x 24 + 12 = 36 for the window.
    #expect(svg.contains(#"<g transform="translate(36 "#))
    #expect(svg.contains(#"width="668""#))
  }

  @Test func namesAreCutAndEscaped() throws {
    let long = String(repeating: "x", count: 100)
    let svg = try drawing(
      #"{"id": "a", "kind": "button", "frame": [0, 0, 10, 10]}, {"id": "b", "kind": "button", "frame": [50, 0, 90, 90]}"#,
      title: "Sign <in> & \"out\"\n",
      name: { $0.accessibilityIdentifier == "a" ? ("<b>&\"c\"", "id'1") : (long, nil) })
    #expect(svg.contains("&lt;b&gt;&amp;&quot;c&quot;"))
    #expect(svg.contains("id&apos;1"))
    #expect(svg.contains(String(repeating: "x", count: 39) + "…"))
    #expect(!svg.contains(String(repeating: "x", count: 40)))
    #expect(svg.contains("<title>&quot;Sign &lt;in&gt; &amp; \\&quot;out\\&quot;\\n&quot;: touch targets</title>"))
    #expect(!svg.contains("<b>"))
  }

  @Test func hiddenViewsAreNotDrawn() throws {
    let svg = try drawing(#"{"id": "ghost", "frame": [0, 0, 10, 10], "hidden": true}"#)
    #expect(!svg.contains("ghost"))
  }

  @Test func theSameScreenDrawsTheSameBytes() throws {
    let views =
      #"{"id": "tiny", "kind": "button", "frame": [10, 10, 20, 20]}, "#
      + #"{"id": "back", "kind": "button", "frame": [40, 10, 44, 44], "outsets": [8, 8, 8, 8]}, "#
      + #"{"id": "share", "kind": "button", "frame": [94, 10, 44, 44], "outsets": [8, 8, 8, 8]}"#
    #expect(try drawing(views) == (try drawing(views)))
  }
}
