import Tapwise

/// Stable text and JSON for the storyboard audit: the same report always renders byte for byte the same.
///
/// Text lists what counts (findings and views without a stored frame that the baseline doesn't hold), then one
/// summary line. JSON holds everything, baselined items marked `"baselined": true`, so that it can serve as the
/// next baseline.
extension StoryboardReport {
  /// The text report: one line per counted finding (`file: scene: ` and the finding as the live audit prints
  /// it, an overlap with the count of further targets it overlaps), one line per file with counted views without a stored frame, one per skipped file, then a summary.
  /// - Returns: The report, ending without a newline.
  package var text: String {
    var lines = findings.filter { !$0.isBaselined }.map { finding in
      let more = finding.moreOverlaps > 0 ? "; it overlaps " + Self.count(finding.moreOverlaps, "more target") : ""
      return "\(StoryboardNaming.printable(finding.file)): \(finding.scene): \(finding.finding)\(more)"
    }
    var unframedByFile: [(file: String, names: [String])] = []
    for view in unframedViews where !view.isBaselined {
      let name = String(view.path.split(separator: "/").last ?? "")
      if unframedByFile.last?.file == view.file {
        unframedByFile[unframedByFile.count - 1].names.append(name)
      } else {
        unframedByFile.append((view.file, [name]))
      }
    }
    lines += unframedByFile.map {
      "\(StoryboardNaming.printable($0.file)): no stored frame, not audited: \($0.names.joined(separator: ", "))"
    }
    lines += skippedFiles.map { "\(StoryboardNaming.printable($0.file)): not audited: \($0.reason)" }
    return (lines + [summary]).joined(separator: "\n")
  }

  /// `2 findings; 1 view without a stored frame; 3 more in the baseline; 14 targets audited in 4 files`.
  var summary: String {
    let counted = findings.filter { !$0.isBaselined }.count
    let unframed = unframedViews.filter { !$0.isBaselined }.count
    let baselined = findings.count + unframedViews.count - counted - unframed
    var parts = [counted == 0 ? "no findings" : Self.count(counted, "finding")]
    if unframed > 0 { parts.append(Self.count(unframed, "view") + " without a stored frame") }
    if baselined > 0 { parts.append("\(baselined) more in the baseline") }
    parts.append(Self.count(targets.count, "target") + " audited in " + Self.count(fileCount, "file"))
    return parts.joined(separator: "; ")
  }

  /// The JSON report: `findings`, `noStoredFrame`, `targets` and `notAudited` arrays, one element per line.
  /// - Returns: The report, ending without a newline.
  package var json: String {
    let findings = findings.map { finding in
      var members = place(finding.file, finding.scene, finding.id) + finding.finding.jsonMembers
      if finding.moreOverlaps > 0 { members.append(("moreOverlaps", String(finding.moreOverlaps))) }
      if finding.isBaselined { members.append(("baselined", "true")) }
      return JSONText.object(members)
    }
    let unframed = unframedViews.map { view in
      var members = place(view.file, view.scene, view.id) + [("view", JSONText.quoted(view.path))]
      if view.isBaselined { members.append(("baselined", "true")) }
      return JSONText.object(members)
    }
    let targets = targets.map { target in
      JSONText.object([
        ("file", JSONText.quoted(target.file)), ("id", JSONText.quoted(target.id)),
        ("kind", JSONText.quoted(target.kind)),
      ])
    }
    let skipped = skippedFiles.map {
      JSONText.object([("file", JSONText.quoted($0.file)), ("reason", JSONText.quoted($0.reason))])
    }
    return "{\"findings\": \(JSONText.lines(findings)),\n\"noStoredFrame\": \(JSONText.lines(unframed)),\n"
      + "\"targets\": \(JSONText.lines(targets)),\n\"notAudited\": \(JSONText.lines(skipped))}"
  }

  private func place(_ file: String, _ scene: String, _ id: String) -> [(name: String, value: String)] {
    [("file", JSONText.quoted(file)), ("scene", JSONText.quoted(scene)), ("id", JSONText.quoted(id))]
  }

  private static func count(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
  }
}
