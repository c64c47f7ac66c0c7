import TapwiseAudit
import TapwiseFormats

/// The properties every format of an audit report keeps, whichever front end filled it (storyboards, Swift source):
/// no raw control character anywhere, one line per item in the line formats, and a size bounded by the input's.
enum ReportProperties {
  /// Checks every format of a report.
  /// - Parameters:
  ///   - report: The report.
  ///   - input: The input it was made from.
  ///   - outputPerInputByte: The most report bytes per input byte, for the text and JSON reports and the editor
  ///     formats (plus 4 KB; SARIF twice that, plus 8 KB).
  static func check(_ report: AuditReport, input: [UInt8], outputPerInputByte: Int) {
    let text = report.text
    let json = report.json
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      requireOneLine(String(line), "a line of the text report", input: input)
    }
    let items = report.findings.count + report.sourceFindings.count + report.unframedViews.count
    FuzzFailure.require(
      text.split(separator: "\n").count <= items + report.skippedFiles.count + 1,
      "one line per finding, file without frames, or skipped file, then the summary: \(text)", input: input)
    FuzzFailure.require(
      !json.unicodeScalars.contains { Quoting.isUnprintable($0) && $0 != "\n" },
      "the JSON report holds no raw control character: \(json)", input: input)
    // The CI formats: one line per item in the editor and workflow formats, and nothing raw in any of them.
    let formats = [("xcode", report.xcode), ("github", report.github), ("SARIF", report.sarif)]
    for (name, output) in formats {
      FuzzFailure.require(
        !output.unicodeScalars.contains { Quoting.isUnprintable($0) && $0 != "\n" },
        "the \(name) report holds no raw control character: \(output)", input: input)
    }
    for line in report.xcode.split(separator: "\n") {
      requireOneLine(String(line), "a line of the xcode report", input: input)
    }
    FuzzFailure.require(
      report.github.split(separator: "\n").allSatisfy {
        $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") || $0.hasPrefix("::error ")
      },
      "every line of the github report is one workflow command: \(report.github)", input: input)
    let limit = outputPerInputByte * input.count + 4_096
    for (name, output) in [("text", text), ("JSON", json)] + formats {
      FuzzFailure.require(
        output.utf8.count <= (name == "SARIF" ? 2 * limit + 8_192 : limit),
        "the \(name) report stays within its bound: \(output.utf8.count) bytes", input: input)
    }
  }

  /// Stops unless a message is one line that starts no CI workflow command.
  /// - Parameters:
  ///   - message: The message.
  ///   - what: What it is, for the failure's text.
  ///   - input: The input.
  static func requireOneLine(_ message: String, _ what: String, input: [UInt8]) {
    FuzzFailure.require(
      !message.unicodeScalars.contains(where: Quoting.isUnprintable) && !message.hasPrefix("::")
        && !message.hasPrefix("Error: ::"),
      "\(what) is one line that starts no workflow command: \(message.debugDescription)", input: input)
  }
}
