import Foundation
import TapwiseCore
import Testing
@testable import TapwiseAudit
@testable import TapwiseFormats

/// Layout files: every setting parses, defaults fill the rest, and each mistake names its JSON path.
@Suite struct LayoutParserTests {
  @Test func everySettingOfAViewParses() throws {
    let layout = try Layout.parse(
      """
      {"width": 390, "height": 844, "views": [
        {"id": "card", "kind": "view", "frame": [20, 100, 350, 200.5], "hidden": false, "alpha": 0.5,
         "interactive": true, "touchesOutsideBounds": true, "subviews": [
          {"id": "close", "kind": "button", "frame": [320, 10, 20, 20], "enabled": false,
           "outsets": [12, -1, 3, 4.5], "minimumTouchSize": [44, 40]}
        ]}
      ]}
      """)
    var close = LayoutView(id: "close", kind: .button, frame: CGRect(x: 320, y: 10, width: 20, height: 20))
    close.isEnabled = false
    close.outsets = TouchOutsets(top: 12, left: -1, bottom: 3, right: 4.5)
    close.minimumTouchSize = CGSize(width: 44, height: 40)
    // Each view's region runs from its object's `{` to just after its `}`.
    close.region = SourceRegion(startLine: 4, startColumn: 5, endLine: 5, endColumn: 64)
    var card = LayoutView(id: "card", frame: CGRect(x: 20, y: 100, width: 350, height: 200.5))
    card.alpha = 0.5
    card.receivesTouchesOutsideBounds = true
    card.subviews = [close]
    card.region = SourceRegion(startLine: 2, startColumn: 3, endLine: 6, endColumn: 5)
    #expect(layout == Layout(size: CGSize(width: 390, height: 844), views: [card]))
  }

  @Test func onlyIDAndFrameAreRequired() throws {
    let layout = try Layout.parse(#"{"width": 100, "height": 50, "views": [{"id": "a", "frame": [0, 0, 10, 10]}]}"#)
    let view = try #require(layout.views.first)
    var expected = LayoutView(id: "a", kind: .view, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    expected.region = SourceRegion(startLine: 1, startColumn: 40, endLine: 1, endColumn: 76)
    #expect(view == expected)
    #expect(view.alpha == 1 && !view.isHidden && view.isInteractive && view.isEnabled)
    #expect(view.outsets == .zero && view.minimumTouchSize == .zero && !view.receivesTouchesOutsideBounds)
  }

  @Test func aLayoutWithoutViewsIsAnEmptyWindow() throws {
    #expect(try Layout.parse(#"{"width": 100, "height": 50}"#).views.isEmpty)
  }

  @Test func theSameIDMayAppearUnderDifferentParents() throws {
    let text = """
      {"width": 100, "height": 100, "views": [
        {"id": "a", "frame": [0, 0, 10, 10], "subviews": [{"id": "x", "frame": [0, 0, 1, 1]}]},
        {"id": "b", "frame": [0, 0, 10, 10], "subviews": [{"id": "x", "frame": [0, 0, 1, 1]}]}
      ]}
      """
    #expect(try Layout.parse(text).views.map(\.subviews.first?.id) == ["x", "x"])
  }

  static let window = #"{"width": 390, "height": 844, "views": [%@]}"#

  @Test(arguments: [
    (#"{"id": "a", "frame": [0, 0, -20, 20]}"#, "$.views[0].frame[2]: the width must not be negative, found -20"),
    (#"{"id": "a"}"#, #"$.views[0]: missing "frame""#),
    (#"{"frame": [0, 0, 1, 1]}"#, #"$.views[0]: missing "id""#),
    (#"{"id": "a", "frame": [0, 0, 1]}"#, "$.views[0].frame: expected 4 numbers [x, y, width, height], found 3"),
    (#"{"id": "a", "frame": [0, 0, "1", 1]}"#, #"$.views[0].frame[2]: expected a number, found string "1""#),
    (#"{"id": "a", "frame": [0, 0, null, 1]}"#, "$.views[0].frame[2]: expected a number, found null"),
    (
      #"{"id": "a", "frame": [0, 0, 1e400, 1]}"#,
      "$.views[0].frame[2]: 1e400 is out of range; numbers must lie between -100000 and 100000"
    ),
    (
      #"{"id": "a", "kind": "label", "frame": [0, 0, 1, 1]}"#,
      #"$.views[0].kind: unknown kind "label"; expected one of view, button, slider, switch"#
    ),
    (
      #"{"id": "a", "frame": [0, 0, 1, 1], "outsets": [1, 1]}"#,
      "$.views[0].outsets: expected 4 numbers [top, left, bottom, right], found 2"
    ),
    (
      #"{"id": "a", "frame": [0, 0, 1, 1], "minimumTouchSize": [44, -1]}"#,
      "$.views[0].minimumTouchSize[1]: the height must not be negative, found -1"
    ),
    (
      #"{"id": "a", "frame": [0, 0, 1, 1], "alpha": 1.5}"#,
      "$.views[0].alpha: alpha must lie between 0 and 1, found 1.5"
    ),
    (
      #"{"id": "a", "frame": [0, 0, 1, 1], "hidden": "no"}"#,
      #"$.views[0].hidden: expected true or false, found string "no""#
    ),
    (
      #"{"id": "a", "frame": [0, 0, 1, 1], "enabled": false}"#,
      #"$.views[0].enabled: only controls (button, slider, switch) can be disabled; this view's kind is "view""#
    ),
    (#"{"id": "", "frame": [0, 0, 1, 1]}"#, "$.views[0].id: an id must not be empty"),
    (
      #"{"id": "a/b", "frame": [0, 0, 1, 1]}"#,
      #"$.views[0].id: an id must not contain "/", which separates path parts"#
    ),
    (
      #"{"id": "window", "frame": [0, 0, 1, 1]}"#,
      #"$.views[0].id: the id "window" is reserved: output uses it for the window itself"#
    ),
    (#"{"id": 7, "frame": [0, 0, 1, 1]}"#, "$.views[0].id: expected a string, found number 7"),
    (
      #"{"id": "a", "frame": [0, 0, 1, 1]}, {"id": "a", "frame": [0, 0, 1, 1]}"#,
      #"$.views[1].id: duplicate id "a" among siblings (first at $.views[0].id)"#
    ),
    (#"{"id": "a", "frame": [0, 0, 1, 1], "subviews": {}}"#, "$.views[0].subviews: expected an array, found an object"),
    (#"[]"#, "$.views[0]: expected an object, found an array"),
  ])
  func aBadViewNamesItsJSONPathAndTheProblem(view: String, message: String) {
    let text = Self.window.replacingOccurrences(of: "%@", with: view)
    #expect(throws: LayoutError.self) { try Layout.parse(text) }
    #expect(Self.message(text) == message)
  }

  @Test func aProblemDeepInTheTreeNamesTheFullPath() {
    let text = """
      {"width": 390, "height": 844, "views": [{"id": "a", "frame": [0, 0, 1, 1], "subviews": [
        {"id": "b", "frame": [0, 0, 1, 1]},
        {"id": "c", "frame": [2e9, 0, 1, 1]}
      ]}]}
      """
    let problem = "2e9 is out of range; numbers must lie between -100000 and 100000"
    #expect(Self.message(text) == "$.views[0].subviews[1].frame[0]: \(problem)")
  }

  /// A view 200 levels down: the path of its problem keeps the first and last steps and counts the rest, where it
  /// used to spell out all 400 steps.
  @Test func aProblemDeepInATallTreeNamesAPathCutToAReadableLength() throws {
    let open = String(repeating: #"{"id": "v", "frame": [0, 0, 1, 1], "subviews": ["#, count: 200)
    let text =
      #"{"width": 9, "height": 9, "views": ["# + open + #"{"id": "", "frame": [0, 0, 1, 1]}"#
      + String(repeating: "]}", count: 200) + "]}"
    let message = try #require(Self.message(text))
    #expect(message.hasPrefix("$.views[0].subviews[0].subviews[0]"))
    #expect(message.hasSuffix(".subviews[0].subviews[0].id: an id must not be empty"))
    #expect(message.contains("more steps)…"))
    #expect(message.count < 200)
  }

  @Test func nestingBeyond512LevelsIsAShortErrorNotACrash() throws {
    let level = #"{"id": "v", "frame": [0, 0, 1, 1], "subviews": ["#
    let text = #"{"width": 9, "height": 9, "views": ["# + String(repeating: level, count: 300)
    let message = try #require(Self.message(text))
    let column = #"{"width": 9, "height": 9, "views": ["#.count + 255 * level.count + 1
    #expect(message.hasSuffix("(line 1, column \(column)): malformed JSON: nesting deeper than 512 levels"))
    #expect(message.hasPrefix("$.views[0].subviews[0]"))
    #expect(message.count < 250)
  }

  @Test func invalidUTF8IsAnErrorAtItsLineAndColumn() {
    let bytes =
      Array("{\"width\": 9, \"height\": 9, \"views\": [\n{\"id\": \"".utf8) + [0xC3, 0x28]
      + Array("\", \"frame\": [0, 0, 1, 1]}]}".utf8)
    #expect(throws: LayoutError(location: "$.views[0].id (line 2, column 9)", problem: "not valid UTF-8")) {
      try Layout.parse(utf8: bytes)
    }
  }

  @Test func oddMemberNamesAndIdsStayOnOneLine() {
    let oddMember = Self.window.replacingOccurrences(
      of: "%@", with: #"{"id": "a", "frame": [0, 0, 1, 1], "out set\n": 1}"#)
    let message = Self.message(oddMember) ?? ""
    #expect(message.hasPrefix(#"$.views[0]["out set\n"]: unknown member "out set\n"; "#))
    #expect(!message.contains("\n"))
    let oddID = Self.window.replacingOccurrences(of: "%@", with: #"{"id": "a\nb", "frame": [0, 0, 1, 1]}"#)
    #expect(
      Self.message(oddID)
        == #"$.views[0].id: the id "a\nb" contains a control character; output prints one view per line"#)
  }

  @Test func anUnknownMemberListsTheKnownOnes() {
    let text = Self.window.replacingOccurrences(of: "%@", with: #"{"id": "a", "frame": [0, 0, 1, 1], "outset": []}"#)
    let known = "id, kind, frame, hidden, alpha, interactive, enabled, outsets, minimumTouchSize, touchesOutsideBounds,"
    #expect(
      Self.message(text) == #"$.views[0].outset: unknown member "outset"; expected one of "# + known + " subviews")
  }

  @Test(arguments: [
    (#"{"width": 0, "height": 844}"#, "$.width: the window's width must be positive, found 0"),
    (#"{"width": 390}"#, #"$: missing "height""#),
    (
      #"{"width": 390, "height": 844, "depth": 1}"#,
      #"$.depth: unknown member "depth"; expected one of width, height, views"#
    ),
    (#"[390, 844]"#, "$: expected an object, found an array"),
    (
      "{\"width\": 390,\n  \"height\": NaN}",
      "$.height (line 2, column 13): malformed JSON: NaN and Infinity are not JSON numbers"
    ),
    ("{\"width\": 390,\n \"height\": 844", "line 2, column 15: malformed JSON: expected ',' or '}' in object"),
    (
      "{\"width\": 390,\n \"width\": 400, \"height\": 844}",
      #"$.width (line 2, column 2): malformed JSON: duplicate member "width""#
    ),
    (
      #"{"width": 390, "height": 844, "views": [{"id": "a", "frame": [0, 0, 1, -]}]}"#,
      "$.views[0].frame[3] (line 1, column 73): malformed JSON: expected a digit"
    ),
  ])
  func aBadWindowNamesItsLocationAndTheProblem(text: String, message: String) {
    #expect(Self.message(text) == message)
  }

  @Test func anUnreadableFileSaysSo() {
    #expect(throws: LayoutError(location: "/no/such/layout.json", problem: "can't read the file: no such file")) {
      try Layout.read(contentsOfFile: "/no/such/layout.json")
    }
  }

  @Test func everySampleLayoutInTheRepositoryParses() throws {
    let directory = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/layouts")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }
    #expect(files.count >= 7)
    for file in files {
      #expect(throws: Never.self, "\(file)") {
        try Layout.read(contentsOfFile: directory.appendingPathComponent(file).path)
      }
    }
  }

  private static func message(_ text: String) -> String? {
    do {
      _ = try Layout.parse(text)
      return nil
    } catch {
      return error.description
    }
  }
}
