import Foundation

/// Generated Interface Builder files that are hostile or huge, small versions of what
/// `Benchmarks/Scripts/storyboard_inputs.py` writes for the scale benchmarks (issue 20).
enum HostileStoryboards {
  /// A frame element.
  static func frame(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> String {
    #"<rect key="frame" x="\#(x)" y="\#(y)" width="\#(width)" height="\#(height)"/>"#
  }

  /// A xib whose top-level view holds `depth` views each inside the one before, all 390×844, the innermost holding
  /// a 20 pt button; `framed: false` leaves the innermost view (around the button) without a frame.
  static func deep(_ depth: Int, innermostFramed: Bool = true) -> String {
    var xml = ""
    for level in 0..<depth {
      let rect = level == depth - 1 && !innermostFramed ? "" : frame(0, 0, 390, 844)
      xml += "<view id=\"v\(level)\">\(rect)<subviews>\n"
    }
    xml += "<button id=\"b0\">\(frame(0, 0, 20, 20))</button>\n"
    xml += String(repeating: "</subviews></view>\n", count: depth)
    return StoryboardFixtures.xib(xml)
  }

  /// A top-level view with a `userLabel` of `labelLength` letters holding `buttons` 20 pt buttons.
  static func longLabel(buttons: Int, labelLength: Int) -> String {
    var xml = "<view id=\"root\" userLabel=\"\(String(repeating: "x", count: labelLength))\">"
    xml += frame(0, 0, 390, 844) + "<subviews>\n"
    for index in 0..<buttons {
      xml += "<button id=\"b\(index)\">\(frame(index * 30 % 390, index * 30 / 390 * 30, 20, 20))</button>\n"
    }
    return StoryboardFixtures.xib(xml + "</subviews></view>\n")
  }

  /// A top-level view holding `buttons` 50 pt buttons at the same place: every pair overlaps.
  static func overlapping(buttons: Int) -> String {
    var xml = "<view id=\"root\">\(frame(0, 0, 390, 844))<subviews>\n"
    for index in 0..<buttons { xml += "<button id=\"b\(index)\">\(frame(10, 10, 50, 50))</button>\n" }
    return StoryboardFixtures.xib(xml + "</subviews></view>\n")
  }

  /// An internal entity of `length` letters used `uses` times in a view's `userLabel`.
  static func entity(length: Int, uses: Int) -> String {
    let label = String(repeating: "&big;", count: uses)
    let xib = StoryboardFixtures.xib("<view id=\"root\" userLabel=\"\(label)\">\(frame(0, 0, 390, 844))</view>\n")
    let declaration = "<!DOCTYPE document [\n<!ENTITY big \"\(String(repeating: "x", count: length))\">\n]>\n"
    return xib.replacingOccurrences(of: "?>\n", with: "?>\n" + declaration)
  }
}
