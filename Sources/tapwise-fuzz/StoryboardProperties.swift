import Foundation
import TapwiseAudit
import TapwiseFormats

/// The storyboard reader and audit (`StoryboardReader.read`, `StoryboardAudit.run`) on any bytes, under a file
/// name that itself tries to break lines.
///
/// - No crash, and memory bounded: libFuzzer's limits (2 GB, 10 s) catch the rest, and the report stays within
///   ``outputPerInputByte`` bytes per input byte (plus a constant).
/// - Every message is one line: an error's description, and each line of the text report, holds no control
///   character, line break or line separator, and none starts with `::` (a CI workflow command); the JSON report
///   has one element per line.
/// - An input the reader refuses is listed as the audit lists an unreadable file, and every format of that report
///   holds to the same properties; alone, it makes the exit status 2.
enum StoryboardProperties {
  /// The file name every input is read under: a line break and a workflow command.
  static let file = "::error::fuzz\n.xib"
  /// The most report bytes per input byte: one finding line per target, each a few hundred bytes at most, and a
  /// target takes some 60 bytes of XML.
  static let outputPerInputByte = 40

  static func check(_ input: [UInt8]) {
    let document: StoryboardDocument
    do {
      document = try StoryboardReader.read(Data(input), file: file)
    } catch {
      requireOneLine(error.description, "an error", input: input)
      // A file that can't be read is listed in every format of the report, as the audit of a folder lists it.
      var report = AuditReport()
      report.skippedFiles = [.init(unreadable: error)]
      FuzzFailure.require(report.exitStatus == 2, "an unreadable file alone exits 2", input: input)
      check(report, input: input)
      return
    }
    // libFuzzer and the replayer call on the main thread. `assumeIsolated` is macOS 14 in the SDK the typecheck
    // uses; the fuzzer runs on Linux only.
    guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }
    MainActor.assumeIsolated { check(StoryboardAudit.run([document]).report, input: input) }
  }

  /// The properties of every format of a report.
  private static func check(_ report: AuditReport, input: [UInt8]) {
    let text = report.text
    let json = report.json
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      requireOneLine(String(line), "a line of the text report", input: input)
    }
    FuzzFailure.require(
      text.split(separator: "\n").count
        <= report.findings.count + report.unframedViews.count + report.skippedFiles.count + 1,
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

  private static func requireOneLine(_ message: String, _ what: String, input: [UInt8]) {
    FuzzFailure.require(
      !message.unicodeScalars.contains(where: Quoting.isUnprintable) && !message.hasPrefix("::")
        && !message.hasPrefix("Error: ::"),
      "\(what) is one line that starts no workflow command: \(message.debugDescription)", input: input)
  }

}
