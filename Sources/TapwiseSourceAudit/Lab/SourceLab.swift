import Foundation
import TapwiseAudit
import TapwiseFormats

/// What `tapwise audit --swift` computes, alone or with `--storyboard` in the same run: one report, one baseline,
/// one exit status.
///
/// - Swift files are found as storyboards are (``AuditFiles``: folders searched recursively for `.swift`, hidden
///   folders and `.build` skipped, `.tapwise.yml`'s globs applied to what folders hold), and read one at a time:
///   each file's tree is gone before the next is parsed, so memory stays flat in the number of files.
/// - A Swift file that can't be read (missing, not UTF-8, too large, a syntax error, nested too deep) is listed in
///   the report with its problem and place, and the other files are audited. It fails the audit (exit status 2)
///   only when no Swift file at all could be read: one file the parser refuses shouldn't fail a project's whole CI.
///   Storyboards keep their own rule, so that a run with both fails as each would alone: a storyboard that can't
///   be read fails the audit however many Swift files were read.
/// - The work runs on a thread with a large stack (``SourceStack``), so that no file can overflow the caller's.
///
/// ```swift
/// var request = StoryboardLab.Request(paths: ["App/Base.lproj"])
/// let output = SourceLab.audit(request, swiftPaths: ["App/Sources"])
/// output.status   // 1 when findings count
/// ```
@MainActor
package enum SourceLab {
  /// The extension searched for in folders.
  nonisolated static let extensions: Set<String> = ["swift"]

  /// Audits the storyboards and xibs a request names and the Swift files, into one report, then marks the baseline,
  /// writes what is asked for and renders the report, as ``StoryboardLab/audit(_:)`` does.
  /// - Parameters:
  ///   - request: The storyboards and xibs (none, for a Swift-only run), and the settings, configuration, baseline
  ///     and files to write.
  ///   - swiftPaths: Swift files, and folders to search for them.
  /// - Returns: The report and exit status, as ``StoryboardLab/audit(_:)`` returns them.
  package static func audit(_ request: StoryboardLab.Request, swiftPaths: [String]) -> CommandOutput {
    var result = StoryboardLab.read(request)
    let settings = request.settings
    let minimumSize = settings.minimumSize ?? settings.profile.minimumSize
    add(swiftPaths, configuration: request.configuration, minimumSize: minimumSize, to: &result.report)
    if settings.profile.spacingExceptionDiameter != nil {
      // WCAG 2.2's SC 2.5.8 excuses an undersized target with nothing within a 24 px circle around it, and where
      // the other targets are is something source doesn't fix: no Swift target can be shown to fail it, so none is
      // a finding (the targets are still listed with their bounds). Precision before recall, as issue 31 asks.
      // Only the Swift front end makes source findings.
      result.report.sourceFindings.removeAll()
    }
    return StoryboardLab.finish(result, request)
  }

  /// Reads and audits Swift files into a report: their targets, findings, unreadable files and count.
  /// - Parameters:
  ///   - paths: Swift files, and folders to search for them.
  ///   - configuration: Whose globs filter the files found in folders.
  ///   - minimumSize: The size targets are held to.
  ///   - report: The report, changed in place.
  nonisolated package static func add(
    _ paths: [String], configuration: AuditConfiguration, minimumSize: CGSize, to report: inout AuditReport
  ) {
    guard !paths.isEmpty else { return }
    let found = AuditFiles.find(paths, extensions: extensions, configuration: configuration)
    let files = found.files
    let results = SourceStack.run {
      files.map { file -> Result<SourceFileAudit.Result, SourceFileError> in
        // `do throws(…)`, not `Result { … }`: Result's typed-throws initializer is Swift 6's standard library, and the
        // macOS 14 SDK's is 5.9's (Scripts/apple-typecheck).
        do throws(SourceFileError) {
          return .success(try SourceFileAudit.audit(file: file, minimumSize: minimumSize))
        } catch {
          return .failure(error)
        }
      }
    }
    var unreadable = found.problems.map {
      AuditReport.SkippedFile(unreadable: $0.path, problem: $0.reason, place: nil, failsAudit: false)
    }
    var read = 0
    for result in results {
      switch result {
      case .success(let file):
        report.targets += file.targets
        report.sourceFindings += file.findings
        read += 1
      case .failure(let error):
        unreadable.append(.init(unreadable: error))
      }
    }
    if read == 0 {
      for index in unreadable.indices { unreadable[index].failsAudit = true }
    }
    report.skippedFiles += unreadable
    report.fileCount += read
  }
}
