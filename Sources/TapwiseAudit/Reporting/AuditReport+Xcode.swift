import TapwiseFormats
/// The `xcode` format: one line per counted item in the form compilers use, which Xcode, editors and most CI log
/// viewers turn into a link to the view's element.
///
/// ```text
/// App/Main.storyboard:42:13: warning: UIView[KQc-te-SbR]/UIButton[kdO-6H-glK]: answers 45 of 81 points of the 44×44 square around its centre [tooSmall]
/// ```
extension AuditReport {
  /// The report: `path:line:column: warning: message [rule]` for each finding and view without a stored frame that
  /// counts (a finding in Swift source with its fix, `…; add .minimumTouchSize() to fix`), then
  /// `path:1:1: note: not audited: reason` for each file or scene skipped, and
  /// `path:line:column: error: unreadable: problem` for each file or path that couldn't be read (at the problem's
  /// place, else `1:1`), which Xcode lists as an error; a `warning` for a Swift file that doesn't fail the audit
  /// (``SkippedFile/failsAudit``). Paths are as given on the command line; a path with a
  /// control character is quoted, as every format prints names.
  /// - Returns: The report, ending without a newline; empty when nothing counts and nothing was skipped.
  package var xcode: String {
    var lines = items.filter(\.counts).map { item in
      let place = "\(Quoting.printable(item.file)):\(item.region.startLine):\(item.region.startColumn)"
      return "\(place): \(item.severity.rawValue): \(item.messageWithFix) [\(item.rule.rawValue)]"
    }
    lines += skippedFiles.map { skipped in
      let file = Quoting.printable(skipped.file)
      guard skipped.isUnreadable else { return "\(file):1:1: note: not audited: \(skipped.reason)" }
      let place = skipped.place ?? (1, 1)
      let level = skipped.failsAudit ? "error" : "warning"
      return "\(file):\(place.line):\(place.column): \(level): unreadable: \(skipped.reason)"
    }
    return lines.joined(separator: "\n")
  }
}
