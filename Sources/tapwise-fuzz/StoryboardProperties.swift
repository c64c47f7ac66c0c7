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
      ReportProperties.requireOneLine(error.description, "an error", input: input)
      // A file that can't be read is listed in every format of the report, as the audit of a folder lists it.
      var report = AuditReport()
      report.skippedFiles = [.init(unreadable: error)]
      FuzzFailure.require(report.exitStatus == 2, "an unreadable file alone exits 2", input: input)
      ReportProperties.check(report, input: input, outputPerInputByte: outputPerInputByte)
      return
    }
    // libFuzzer and the replayer call on the main thread. `assumeIsolated` is macOS 14 in the SDK the typecheck
    // uses; the fuzzer runs on Linux only.
    guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }
    MainActor.assumeIsolated {
      ReportProperties.check(
        StoryboardAudit.run([document]).report, input: input, outputPerInputByte: outputPerInputByte)
    }
  }
}
