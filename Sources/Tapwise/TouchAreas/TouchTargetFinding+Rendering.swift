/// Stable text and JSON for audit reports: the same findings always render byte for byte the same.
///
/// ```swift
/// let findings = TouchTargetAudit.run(on: window)
/// print(TouchTargetFinding.text(findings))   // one line per finding, then "2 findings"
/// print(TouchTargetFinding.json(findings))   // {"findings": [...]}, one finding per line
/// ```
///
/// Package-only, not part of Tapwise's public API: the `tapwise audit` reports use it. An app prints a finding's
/// `description`.
extension TouchTargetFinding {
  /// The finding as one JSON object with its members in a fixed order: `kind`, `view`, then the kind's values.
  package var json: String { JSONText.object(jsonMembers) }

  /// The members of ``json``, each a name and its value's JSON text, for reports that add members of their own.
  package var jsonMembers: [(name: String, value: String)] {
    var members: [(name: String, value: String)] = [
      ("kind", JSONText.quoted(kind.rawValue)), ("view", JSONText.quoted(view)),
    ]
    switch self {
    case .tooSmall(_, let hits, let samples, let size):
      members += [
        ("hits", String(hits)), ("samples", String(samples)),
        ("minimumSize", "[\(GeometryText.number(size.width)), \(GeometryText.number(size.height))]"),
      ]
    case .overlapping(_, let other, let area):
      members += [("other", JSONText.quoted(other)), ("area", GeometryText.number(area))]
    case .unreachable(_, let ancestor, let area):
      members += [("ancestor", JSONText.quoted(ancestor)), ("area", GeometryText.number(area))]
    case .covered(_, let by):
      members += [("by", JSONText.quoted(by))]
    }
    return members
  }

  /// A text report: one line per finding, then a count such as `2 findings`, or `no findings`.
  /// - Parameters:
  ///   - findings: The findings, in report order.
  /// - Returns: The report, ending without a newline.
  package static func text(_ findings: [TouchTargetFinding]) -> String {
    let count =
      switch findings.count {
      case 0: "no findings"
      case 1: "1 finding"
      default: "\(findings.count) findings"
      }
    return (findings.map(\.description) + [count]).joined(separator: "\n")
  }

  /// A JSON report: an object whose `findings` array holds one finding per line.
  /// - Parameters:
  ///   - findings: The findings, in report order.
  /// - Returns: The report, ending without a newline.
  package static func json(_ findings: [TouchTargetFinding]) -> String {
    "{\"findings\": " + JSONText.lines(findings.map(\.json)) + "}"
  }
}
