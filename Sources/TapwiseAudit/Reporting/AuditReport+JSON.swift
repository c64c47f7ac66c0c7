import Tapwise
import TapwiseFormats

/// The `json` format: everything, one element per line, so that it can serve as the next baseline.
extension AuditReport {
  /// The JSON report: `findings`, `noStoredFrame`, `targets` and `notAudited` arrays, one element per line. Each
  /// finding has `file`, `scene` (storyboards; Swift, its type), `id`, `line`, `column`, `kind`, `view`, the kind's
  /// measures and the other view's `relatedId`; a finding in Swift source has its `framework`, `maxWidth` and
  /// `maxHeight` (`null` when the code doesn't bound it), `minimumSize` and whether it is `fixable`.
  /// Baselined items are marked `"baselined": true`, suppressed ones `"suppressed": "twAuditIgnore"`,
  /// `"tapwise:disable:next"` or `"disabled_rules"`. Each target has `file`, `id` and `kind`; a Swift one also its
  /// `scene`, `line`, `column`, `framework`, `maxWidth` and `maxHeight` (`null`: unknown). Each `notAudited` element
  /// has `file` and `reason`; a file or path that couldn't be read also has `"unreadable": true`, and `line` and
  /// `column` when its problem has a place.
  /// - Returns: The report, ending without a newline.
  package var json: String {
    let findings = findings.map { finding in
      var members = place(finding.file, finding.scene, finding.id, finding.region) + Self.members(of: finding.finding)
      if let related = finding.relatedID { members.append(("relatedId", JSONText.quoted(related))) }
      if finding.moreOverlaps > 0 { members.append(("moreOverlaps", String(finding.moreOverlaps))) }
      return JSONText.object(members + marks(finding.isBaselined, finding.suppression))
    }
    let source = sourceFindings.map { finding in
      let members =
        place(finding.file, finding.scene, finding.id, finding.region) + [
          ("kind", JSONText.quoted(finding.rule.rawValue)), ("view", JSONText.quoted(finding.kind)),
          ("framework", JSONText.quoted(finding.framework)), ("maxWidth", Self.bound(finding.width?.length)),
          ("maxHeight", Self.bound(finding.height?.length)),
          (
            "minimumSize",
            "[\(GeometryText.number(finding.minimumSize.width)), \(GeometryText.number(finding.minimumSize.height))]"
          ),
          ("fixable", finding.fix == nil ? "false" : "true"),
        ]
      return JSONText.object(members + marks(finding.isBaselined, finding.suppression))
    }
    let unframed = unframedViews.map { view in
      let members = place(view.file, view.scene, view.id, view.region) + [("view", JSONText.quoted(view.path))]
      return JSONText.object(members + marks(view.isBaselined, view.suppression))
    }
    let targets = targets.map { target in
      guard let details = target.source else {
        return JSONText.object([
          ("file", JSONText.quoted(target.file)), ("id", JSONText.quoted(target.id)),
          ("kind", JSONText.quoted(target.kind)),
        ])
      }
      return JSONText.object(
        place(target.file, details.scene, target.id, details.region) + [
          ("kind", JSONText.quoted(target.kind)), ("framework", JSONText.quoted(details.framework)),
          ("maxWidth", Self.bound(details.maxWidth)), ("maxHeight", Self.bound(details.maxHeight)),
        ])
    }
    let skipped = skippedFiles.map { skipped in
      var members = [("file", JSONText.quoted(skipped.file))]
      if let place = skipped.place {
        members += [("line", String(place.line)), ("column", String(place.column))]
      }
      members.append(("reason", JSONText.quoted(skipped.reason)))
      if skipped.isUnreadable { members.append(("unreadable", "true")) }
      return JSONText.object(members)
    }
    return "{\"findings\": \(JSONText.lines(findings + source)),\n\"noStoredFrame\": \(JSONText.lines(unframed)),\n"
      + "\"targets\": \(JSONText.lines(targets)),\n\"notAudited\": \(JSONText.lines(skipped))}"
  }

  private func place(
    _ file: String, _ scene: String?, _ id: String, _ region: SourceRegion
  ) -> [(name: String, value: String)] {
    var members = [("file", JSONText.quoted(file))]
    if let scene { members.append(("scene", JSONText.quoted(scene))) }
    return members + [
      ("id", JSONText.quoted(id)), ("line", String(region.startLine)), ("column", String(region.startColumn)),
    ]
  }

  /// A bound in points, or `null` when the code doesn't fix one.
  private static func bound(_ length: Double?) -> String {
    length.map { GeometryText.number(CGFloat($0)) } ?? "null"
  }

  private func marks(_ isBaselined: Bool, _ suppression: Suppression?) -> [(name: String, value: String)] {
    var members: [(name: String, value: String)] = []
    if isBaselined { members.append(("baselined", "true")) }
    if let suppression { members.append(("suppressed", JSONText.quoted(suppression.rawValue))) }
    return members
  }

  /// A finding's members in a fixed order: `kind`, `view`, then the kind's values.
  static func members(of finding: TouchTargetFinding) -> [(name: String, value: String)] {
    var members: [(name: String, value: String)] = [
      ("kind", JSONText.quoted(finding.kind.rawValue)), ("view", JSONText.quoted(finding.view)),
    ]
    switch finding {
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
}
