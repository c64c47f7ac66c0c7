import TapwiseFormats
/// The `github` format: GitHub Actions workflow commands, which the Actions runner turns into annotations on the
/// pull request's diff and the run's summary.
///
/// ```text
/// ::warning file=App/Main.storyboard,line=42,endLine=42,col=13,endColumn=80,title=tapwise tooSmall::UIButton[kdO-6H-glK]: answers 45 of 81 points …
/// ```
extension AuditReport {
  /// The report: one `::warning …::message` command per counted item, a `::notice` per skipped file or scene, an
  /// `::error` per file or path that couldn't be read (at its line and column when known; a `::warning` for a Swift
  /// file that doesn't fail the audit, ``SkippedFile/failsAudit``), then a `::notice` with the summary. Values are escaped as the workflow-command rules require: `%`, CR and LF in
  /// messages, and also `:` and `,` in properties; any other control character as `%XX` too, so that no raw one
  /// reaches the log.
  /// - Returns: The report, ending without a newline.
  package var github: String {
    var lines = items.filter(\.counts).map { item in
      let region = item.region
      let properties = [
        ("file", item.file), ("line", String(region.startLine)), ("endLine", String(region.endLine)),
        ("col", String(region.startColumn)), ("endColumn", String(region.endColumn)),
        ("title", "tapwise \(item.rule.rawValue)"),
      ]
      return "::\(item.severity.rawValue) \(Self.workflowProperties(properties))::\(Self.workflowData(item.message))"
    }
    lines += skippedFiles.map { skipped in
      guard skipped.isUnreadable else {
        return "::notice \(Self.workflowProperties([("file", skipped.file), ("title", "tapwise not audited")]))::"
          + Self.workflowData(skipped.reason)
      }
      var properties = [("file", skipped.file)]
      if let place = skipped.place { properties += [("line", String(place.line)), ("col", String(place.column))] }
      properties.append(("title", "tapwise unreadable"))
      let level = skipped.failsAudit ? "error" : "warning"
      return "::\(level) \(Self.workflowProperties(properties))::\(Self.workflowData(skipped.reason))"
    }
    lines.append("::notice \(Self.workflowProperties([("title", "tapwise audit")]))::\(Self.workflowData(summary))")
    return lines.joined(separator: "\n")
  }

  /// `name=value,…` with each value escaped for a workflow command's properties.
  private static func workflowProperties(_ properties: [(String, String)]) -> String {
    properties.map { "\($0.0)=\(workflowEscaped($0.1, property: true))" }.joined(separator: ",")
  }

  /// A workflow command's message, escaped.
  private static func workflowData(_ text: String) -> String {
    workflowEscaped(text, property: false)
  }

  /// `%` as `%25`, CR as `%0D`, LF as `%0A`, in properties `:` as `%3A` and `,` as `%2C` (the runner's escaping
  /// rules), and every other control character as `%XX`.
  private static func workflowEscaped(_ text: String, property: Bool) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%", "\r", "\n": escaped += percent(scalar)
      case ":" where property, "," where property: escaped += percent(scalar)
      case _ where Quoting.isUnprintable(scalar): escaped += percent(scalar)
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  private static func percent(_ scalar: Unicode.Scalar) -> String {
    guard scalar.value < 0x100 else { return "%u\(String(scalar.value, radix: 16, uppercase: true))" }
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "%" + (hex.count == 1 ? "0" + hex : hex)
  }
}
