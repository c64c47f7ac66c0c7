import Foundation
import TapwiseAudit
import TapwiseFormats
import TapwiseSourceAudit

/// The Swift front end (`SourceFileAudit.audit`: the reader's checks, swift-syntax's parser, the finders and the
/// report) on any bytes, under a file name that itself tries to break lines, on the large stack the lab uses.
///
/// - No crash and no stack overflow, however deep the input nests; libFuzzer's limits (2 GB, 10 s) catch the rest.
/// - An error is one line that starts no workflow command, and the place it names is in the input; alone, the file
///   makes the exit status 2.
/// - An accepted file's findings each have a known bound below the minimum in a dimension, are placed inside the
///   input, and name a listed target.
/// - Places: `SourcePlaces` answers as the lab's `LineCounter` does counting from the file's start, and going from
///   a place back to its offset gives the offset again.
/// - Every format of the report keeps the storyboard report's properties (``ReportProperties``).
enum SwiftSourceProperties {
  /// The file name every input is read under: a line break and a workflow command.
  static let file = "::error::fuzz\n.swift"
  /// The most report bytes per input byte: a finding takes some 30 bytes of Swift, and its SARIF result with a fix
  /// under a kilobyte.
  static let outputPerInputByte = 40
  /// The minimum size targets are held to.
  static let minimumSize = CGSize(width: 44, height: 44)

  static func check(_ input: [UInt8]) {
    let outcome = SourceStack.run { () -> Result<SourceFileAudit.Result, SourceFileError> in
      // `do throws(…)`, not `Result { … }`, whose typed-throws form the macOS 14 SDK's standard library lacks.
      do throws(SourceFileError) {
        return .success(try SourceFileAudit.audit(bytes: input, file: file, minimumSize: minimumSize))
      } catch {
        return .failure(error)
      }
    }
    let lines = input.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    var report = AuditReport()
    switch outcome {
    case .failure(let error):
      ReportProperties.requireOneLine(error.description, "an error", input: input)
      FuzzFailure.require(
        error.place.map { $0.line >= 1 && $0.column >= 1 && $0.offset <= input.count } ?? true,
        "an error's place is in the input: \(error.description.debugDescription)", input: input)
      report.skippedFiles = [.init(unreadable: error)]
      report.skippedFiles[0].failsAudit = true
      FuzzFailure.require(report.exitStatus == 2, "an unreadable file alone exits 2", input: input)
    case .success(let result):
      for finding in result.findings {
        let small =
          (finding.width.map { $0.length < Double(minimumSize.width) } ?? false)
          || (finding.height.map { $0.length < Double(minimumSize.height) } ?? false)
        FuzzFailure.require(small, "a finding has a known bound below the minimum: \(finding)", input: input)
        FuzzFailure.require(
          finding.region.startLine >= 1 && finding.region.startLine <= lines && finding.region.startColumn >= 1,
          "a finding is placed in the input: \(finding.region)", input: input)
        FuzzFailure.require(
          result.targets.contains { $0.id == finding.id && $0.source?.scene == finding.scene },
          "a finding names a listed target: \(finding.id)", input: input)
      }
      report.targets = result.targets
      report.sourceFindings = result.findings
      report.fileCount = 1
      checkPlaces(input)
    }
    ReportProperties.check(report, input: input, outputPerInputByte: outputPerInputByte)
  }

  /// `SourcePlaces` against the lab's `LineCounter` from the file's start, at offsets spread over the input, and
  /// back from each place to its offset where the offset starts a character.
  private static func checkPlaces(_ input: [UInt8]) {
    let places = SourcePlaces(bytes: input)
    let step = max(1, input.count / 16)
    for offset in Swift.stride(from: input.count, through: 0, by: -step) {
      let expected = LineCounter.position(ofOffset: offset, in: input)
      let position = places.position(ofOffset: offset)
      FuzzFailure.require(
        position == expected, "places agree with the line counter at \(offset): \(position) \(expected)",
        input: input)
      // A byte order mark is no character: the file's first place is after it.
      let inMark = offset <= 3 && input.starts(with: [0xEF, 0xBB, 0xBF])
      if offset == input.count || input[offset] & 0xC0 != 0x80, !inMark {
        let back = places.offset(line: position.line, column: position.column)
        FuzzFailure.require(
          back == offset, "a place goes back to its offset: \(offset) is \(position), back \(back)", input: input)
      }
    }
  }
}
