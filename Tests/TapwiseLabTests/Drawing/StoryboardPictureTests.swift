import Foundation
import Tapwise
import Testing
@testable import TapwiseAudit

/// The picture of a storyboard scene: views named as Interface Builder's outline names them, and a bounded picture
/// of a hostile file.
@MainActor
@Suite struct StoryboardPictureTests {
  typealias F = StoryboardFixtures
  typealias H = HostileStoryboards

  func picture(_ xml: String) throws -> String {
    let drawings = StoryboardAudit.run([try F.read(xml)], drawing: true).drawings
    return try #require(drawings.first?.svg)
  }

  static let named = F.storyboard(
    [
      F.view("button", "BTN-00-001", [20, 100, 120, 30], body: #"<state key="normal" title="Sign In"/>"#),
      F.view("label", "LBL-00-001", [20, 60, 200, 20], attributes: #"text="Email""#),
      F.view("textField", "TXT-00-001", [20, 140, 300, 30], attributes: #"placeholder="you@example.com""#),
      F.view(
        "button", "BTN-00-002", [340, 20, 30, 30], attributes: #"userLabel="Close""#,
        body: #"<state key="normal" title="X"/>"#),
      F.view("view", "VEW-00-001", [20, 300, 300, 100]),
    ].joined(separator: "\n"))

  @Test func viewsAreTitledByTheirLabelTextPlaceholderOrButtonTitleAndUserLabelWins() throws {
    let root = try #require(try F.read(Self.named).scenes.first?.roots.first)
    #expect(root.subviews.map(\.title) == ["Sign In", "Email", "you@example.com", "Close", nil])
  }

  @Test func thePictureNamesViewsWithTheirIdInSmallType() throws {
    let svg = try picture(Self.named)
    #expect(svg.contains("<title>Screen: touch targets</title>"))
    #expect(svg.contains(">Screen</text>"))
    for name in ["Sign In", "Email", "you@example.com", "Close", "UIView"] {
      #expect(svg.contains("<tspan>\(name)</tspan>"), "\(name)")
    }
    #expect(svg.contains(##"<tspan font-size="7" fill="#78909c">BTN-00-001</tspan>"##))
    // The close button is too small: numbered, squared, and listed by its label.
    #expect(svg.contains(#"<tspan font-weight="bold">Close</tspan>"#))
    #expect(svg.contains(">Too small: answers 25 of 81 points of the 44×44</text>"))
  }

  @Test func aLongOrHostileTitleIsCutAndEscaped() throws {
    let label = String(repeating: "y", count: 60) + "&lt;&amp;&gt;"
    let svg = try picture(
      F.storyboard(F.view("button", "BTN-00-001", [20, 100, 20, 20], attributes: "userLabel=\"&#10;\(label)\"")))
    // Quoted, with the line break written as \n, so that the name stays on its line; cut to 40 characters.
    let lines = svg.split(separator: "\n").filter { $0.contains("yyyy") }
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy { $0.contains("&quot;\\n" + String(repeating: "y", count: 38) + "…&quot;") })
  }

  @Test func threeThousandStackedButtonsDrawAPictureSmallerThanTheFile() throws {
    let xml = H.overlapping(buttons: 3_000)
    let svg = try picture(xml)
    #expect(svg.utf8.count < xml.utf8.count, "\(svg.utf8.count) bytes of SVG for \(xml.utf8.count) of XML")
    #expect(svg.contains(">… and 5968 more findings: see the text report.</text>"))
    #expect(svg.contains(">The picture leaves out 8999 views, targets or</text>"))
    #expect(svg == (try picture(xml)))
  }
}
