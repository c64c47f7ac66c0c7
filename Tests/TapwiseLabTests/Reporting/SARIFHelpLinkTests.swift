import Foundation
import Testing
@testable import TapwiseAudit

/// The help link of each SARIF rule, which GitHub code scanning shows beside every alert: it must land on the rule's
/// own entry in the Audit article, so a moved or renamed article or anchor fails here rather than in a user's browser.
@MainActor
@Suite struct SARIFHelpLinkTests {
  /// The Audit article's path in the repository.
  static let articlePath = "Sources/Tapwise/Documentation.docc/Audit.md"
  /// The Audit article in this checkout.
  static let article = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(articlePath)

  /// The anchors GitHub makes in a Markdown file: each `<a id="…">`, and each heading's slug (lowercased, punctuation
  /// other than `-` dropped, spaces to `-`).
  static func anchors(in markdown: String) -> Set<String> {
    var anchors = Set<String>()
    for line in markdown.split(separator: "\n") {
      var rest = line[...]
      while let start = rest.range(of: #"<a id=""#) {
        let tail = rest[start.upperBound...]
        guard let end = tail.firstIndex(of: "\"") else { break }
        anchors.insert(String(tail[..<end]))
        rest = tail[end...]
      }
      if line.hasPrefix("#") {
        let title = line.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces).lowercased()
        let kept = title.filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
        anchors.insert(kept.replacingOccurrences(of: " ", with: "-"))
      }
    }
    return anchors
  }

  @Test func everyRulesHelpLinkLandsOnItsEntryInTheAuditArticle() throws {
    let sarif = UnreadableFileReportTests.report().sarif
    let links = sarif.components(separatedBy: #""helpUri": ""#).dropFirst().map { $0.prefix { $0 != "\"" } }
    // One per rule, and one for files that can't be read.
    #expect(links.count == AuditRule.allCases.count + 1)
    let anchors = Self.anchors(in: try String(contentsOf: Self.article, encoding: .utf8))
    for link in links {
      let parts = link.split(separator: "#", maxSplits: 1)
      // The file in this checkout, on the repository's main branch.
      #expect(parts.first.map(String.init) == AuditReport.informationURI + "/blob/main/" + Self.articlePath, "\(link)")
      #expect(parts.count == 2 && anchors.contains(String(parts[1])), "no anchor for \(link) in the Audit article")
    }
  }
}
