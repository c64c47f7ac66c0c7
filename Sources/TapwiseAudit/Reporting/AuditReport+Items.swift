import Tapwise
import TapwiseFormats

/// The findings and views without a stored frame as one list of uniform items, for the formats that print every
/// rule alike (`xcode`, `github`, `sarif`).
extension AuditReport {
  /// One finding or view without a stored frame, as editor and CI formats print it.
  package struct Item: Sendable, Equatable {
    /// The rule.
    package var rule: AuditRule
    /// How serious it is.
    package var severity: Severity
    /// The file's path as the user named it.
    package var file: String
    /// Where the object's element is in the file.
    package var region: SourceRegion
    /// The scene's name, if any.
    package var scene: String?
    /// The object's Interface Builder id (a layout's view id).
    package var id: String
    /// The other object's id, for a finding that names one.
    package var relatedID: String?
    /// What is wrong, one line, naming the view by its path.
    package var message: String
    /// Whether the baseline holds it.
    package var isBaselined: Bool
    /// Why it is suppressed, if it is.
    package var suppression: Suppression?
    /// A finding in Swift source's framework (`swiftUI`, `uiKit`), or `nil` for the other front ends: a Swift
    /// target's id is unique only in its scene.
    package var framework: String?
    /// What would fix a finding in Swift source.
    package var fix: SourceFinding.Fix?

    /// The message with the fix's clause, as the text and xcode formats print it.
    package var messageWithFix: String {
      SourceFinding.message(message, with: fix)
    }

    /// Whether it counts toward the exit status.
    package var counts: Bool { !isBaselined && suppression == nil }
  }

  /// Every finding and view without a stored frame, file by file in the order files were read, each file's findings
  /// first.
  package var items: [Item] {
    var order: [String: Int] = [:]
    let files = targets.map(\.file) + findings.map(\.file) + unframedViews.map(\.file) + sourceFindings.map(\.file)
    for file in files where order[file] == nil {
      order[file] = order.count
    }
    let findings = findings.map { finding in
      let more = finding.moreOverlaps > 0 ? "; it overlaps " + Self.count(finding.moreOverlaps, "more target") : ""
      return Item(
        rule: finding.rule, severity: finding.severity, file: finding.file, region: finding.region,
        scene: finding.scene, id: finding.id, relatedID: finding.relatedID, message: finding.finding.message + more,
        isBaselined: finding.isBaselined, suppression: finding.suppression)
    }
    let unframed = unframedViews.map { view in
      Item(
        rule: .noStoredFrame, severity: view.severity, file: view.file, region: view.region, scene: view.scene,
        id: view.id, relatedID: nil, message: "\(view.path): no stored frame, so it and its subviews are not audited",
        isBaselined: view.isBaselined, suppression: view.suppression)
    }
    let source = sourceFindings.map { finding in
      Item(
        rule: finding.rule, severity: finding.severity, file: finding.file, region: finding.region,
        scene: finding.scene, id: finding.id, relatedID: nil, message: finding.message,
        isBaselined: finding.isBaselined, suppression: finding.suppression, framework: finding.framework,
        fix: finding.fix)
    }
    return (findings + unframed + source).enumerated().sorted {
      (order[$0.element.file] ?? 0, $0.offset) < (order[$1.element.file] ?? 0, $1.offset)
    }.map(\.element)
  }

  /// `1 finding`, `2 findings`: a count and its noun.
  static func count(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
  }
}
