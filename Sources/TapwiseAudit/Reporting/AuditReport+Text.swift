import Tapwise
import TapwiseFormats

/// The `text` format: one line per finding that counts, then a summary; the same report always renders byte for
/// byte the same.
extension AuditReport {
  /// The text report.
  ///
  /// - Storyboards, xibs and Swift source: one line per counted finding (`file: scene: ` and the finding as the live
  ///   audit prints it, an overlap with the count of further targets it overlaps; in Swift, `file:line:column: type: `
  ///   and the finding with its fix), one line per file with counted views without a stored frame, one per skipped
  ///   file (`not audited: reason`) and one per unreadable file or path (`unreadable: line 4, column 3: problem`),
  ///   then a summary such as `2 findings; 1 file unreadable; 14 targets audited in 4 files`.
  /// - A layout: the finding lines alone, then `2 findings` or `no findings`.
  /// - Returns: The report, ending without a newline.
  package var text: String {
    let printable = Quoting.printable
    var lines = findings.filter(\.counts).map { finding in
      let more = finding.moreOverlaps > 0 ? "; it overlaps " + Self.count(finding.moreOverlaps, "more target") : ""
      let place = finding.scene.map { "\(printable(finding.file)): \($0): " } ?? ""
      return place + finding.finding.description + more
    }
    lines += sourceFindings.filter(\.counts).map { finding in
      let region = finding.region
      let place = "\(printable(finding.file)):\(region.startLine):\(region.startColumn): "
      let rule = finding.rule.rawValue
      return place + (finding.scene.map { "\($0): " } ?? "") + rule
        + String(repeating: " ", count: max(0, 12 - rule.count)) + " " + finding.messageWithFix
    }
    var unframedByFile: [(file: String, names: [String])] = []
    for view in unframedViews where view.counts {
      let name = String(view.path.split(separator: "/").last ?? "")
      if unframedByFile.last?.file == view.file {
        unframedByFile[unframedByFile.count - 1].names.append(name)
      } else {
        unframedByFile.append((view.file, [name]))
      }
    }
    lines += unframedByFile.map {
      "\(printable($0.file)): no stored frame, not audited: \($0.names.joined(separator: ", "))"
    }
    lines += skippedFiles.map { skipped in
      guard skipped.isUnreadable else { return "\(printable(skipped.file)): not audited: \(skipped.reason)" }
      let place = skipped.place.map { "line \($0.line), column \($0.column): " } ?? ""
      return "\(printable(skipped.file)): unreadable: \(place)\(skipped.reason)"
    }
    return (lines + [summary]).joined(separator: "\n")
  }

  /// `2 findings; 1 view without a stored frame; 1 file unreadable; 3 more in the baseline; 1 suppressed; 14
  /// targets audited in 4 files` (and `, 5 of unknown size` for Swift targets whose size the code doesn't fix); for
  /// a layout, `2 findings` (and `; 1 suppressed`).
  var summary: String {
    let counted = findings.filter(\.counts).count + sourceFindings.filter(\.counts).count
    let unframed = unframedViews.filter(\.counts).count
    let baselined =
      findings.filter(\.isBaselined).count + unframedViews.filter(\.isBaselined).count
      + sourceFindings.filter(\.isBaselined).count
    // `count(where:)` is Swift 6's; the macOS 14 SDK's standard library is 5.9's.
    let suppressed =
      findings.filter { !$0.isBaselined && $0.suppression != nil }.count
      + unframedViews.filter { !$0.isBaselined && $0.suppression != nil }.count
      + sourceFindings.filter { !$0.isBaselined && $0.suppression != nil }.count
    var parts = [counted == 0 ? "no findings" : Self.count(counted, "finding")]
    if unframed > 0 { parts.append(Self.count(unframed, "view") + " without a stored frame") }
    let unreadable = unreadableFiles.count
    if unreadable > 0 { parts.append(Self.count(unreadable, "file") + " unreadable") }
    if baselined > 0 { parts.append("\(baselined) more in the baseline") }
    if suppressed > 0 { parts.append("\(suppressed) suppressed") }
    if source == .files {
      let unknown = targets.filter { $0.source.map { $0.maxWidth == nil && $0.maxHeight == nil } ?? false }.count
      parts.append(
        Self.count(targets.count, "target") + " audited in " + Self.count(fileCount, "file")
          + (unknown > 0 ? ", \(unknown) of unknown size" : ""))
    }
    return parts.joined(separator: "; ")
  }
}
