import Foundation
import Tapwise
import TapwiseFormats

/// What `tapwise audit --storyboard` computes, from paths to printed text, files written and an exit status, so
/// that the command stays thin and everything here is testable without the binary.
///
/// A file or path that can't be read never stops the others: every readable file is audited, and each unreadable one
/// is listed in the report with its reason (JSON `notAudited`, with `"unreadable": true`), which adds 2 to the exit
/// status. A baseline or configuration it can't use, or a file it can't write, stops the audit: one error line on
/// standard error, nothing on standard output, status 2.
///
/// ```swift
/// let output = StoryboardLab.audit(StoryboardLab.Request(paths: ["Examples/storyboards/RxExample"]))
/// output.status   // 1: the RxExample screens have 30 pt text fields
/// ```
@MainActor
package enum StoryboardLab {
  /// What one audit is asked to do besides reading and reporting.
  package struct Request: Sendable {
    /// Files and folders to audit.
    package var paths: [String]
    /// The size standard, disabled rules and report format.
    package var settings = AuditSettings()
    /// The configuration whose globs filter the files found in folders.
    package var configuration = AuditConfiguration()
    /// A folder to draw one SVG per scene into; created if missing.
    package var svgFolder: String?
    /// An earlier JSON report whose findings don't count.
    package var baseline: String?
    /// Whether ``baseline`` came from the configuration file, which may name one that ``writeBaseline`` is about to
    /// create: then a missing file is no error.
    package var baselineMayBeMissing = false
    /// Where to write this run's JSON report, for use as the next baseline.
    package var writeBaseline: String?

    /// Creates a request.
    /// - Parameters:
    ///   - paths: Files and folders to audit.
    package init(paths: [String]) {
      self.paths = paths
    }
  }

  /// Reads, audits, reports, and writes the drawings and baseline asked for.
  /// - Parameters:
  ///   - request: What to audit and write.
  /// - Returns: The report with status 0 when nothing counts, 1 when findings or views without a stored frame
  ///   outside the baseline do, 2 when a file or path couldn't be read, 3 for both (``AuditReport/exitStatus``); or
  ///   status 2 and one error line, with no report, for a baseline it can't read or a file it can't write.
  package static func audit(_ request: Request) -> CommandOutput {
    finish(read(request), request)
  }

  /// Finds, reads and audits the files a request names, without the baseline or any output: the first half of
  /// ``audit(_:)``, for a run that adds another front end's findings to the report before finishing it.
  /// - Parameters:
  ///   - request: What to audit.
  /// - Returns: The report, each unreadable file or path listed in it, and the drawings asked for.
  package static func read(_ request: Request) -> StoryboardAudit.Result {
    let (files, findErrors) = StoryboardFiles.find(request.paths, configuration: request.configuration)
    var unreadable = findErrors
    var documents: [StoryboardDocument] = []
    for file in files {
      do {
        documents.append(try StoryboardReader.read(contentsOfFile: file))
      } catch {
        unreadable.append(error)
      }
    }
    var result = StoryboardAudit.run(documents, options: request.settings.options, drawing: request.svgFolder != nil)
    result.report.skippedFiles += unreadable.map(AuditReport.SkippedFile.init(unreadable:))
    return result
  }

  /// The second half of ``audit(_:)``: turns off the disabled rules, marks what the baseline holds, writes the
  /// drawings and the new baseline asked for, and renders the report.
  /// - Parameters:
  ///   - result: The report of every front end of the run, and the drawings.
  ///   - request: What to write, and how to report.
  /// - Returns: As for ``audit(_:)``.
  package static func finish(_ result: StoryboardAudit.Result, _ request: Request) -> CommandOutput {
    var baseline = StoryboardBaseline()
    let adopting =
      request.baselineMayBeMissing && request.writeBaseline != nil
      && !FileManager.default.fileExists(atPath: request.baseline ?? "")
    if let path = request.baseline, !adopting {
      do {
        baseline = try StoryboardBaseline.read(contentsOfFile: path)
      } catch {
        return failure([error.description])
      }
    }
    var result = result
    result.report.suppress(request.settings.disabledRules)
    baseline.mark(&result.report)
    if let folder = request.svgFolder, let problem = write(result.drawings, to: folder) {
      return failure([problem])
    }
    if let path = request.writeBaseline, let problem = write(result.report.json + "\n", to: path, what: "baseline") {
      return failure([problem])
    }
    let report = result.report.rendered(as: request.settings.format)
    return CommandOutput(stdout: report.isEmpty ? "" : report + "\n", status: result.report.exitStatus)
  }

  private static func failure(_ problems: [String]) -> CommandOutput {
    CommandOutput(stderr: problems.map { "Error: \($0)\n" }.joined(), status: 2)
  }

  /// Writes one SVG per drawing into a folder, named after the file and scene.
  /// - Returns: A problem, or `nil` when every file was written.
  private static func write(_ drawings: [StoryboardAudit.Drawing], to folder: String) -> String? {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      // FileManager's error carries no reason worth printing; making the last folder again gives the system's.
      var isFolder: ObjCBool = false
      let reason =
        FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && !isFolder.boolValue
        ? "a file of that name is in the way"
        : (mkdir(folder, 0o777) == 0
          ? "can't create a folder on the way" : FileError(code: errno, writing: true).reason)
      return "\(Quoting.printable(folder)): can't create the SVG folder: \(reason)"
    }
    var used: Set<String> = []
    for drawing in drawings {
      let name = uniqueName(for: drawing, avoiding: &used)
      let path = (folder as NSString).appendingPathComponent(name)
      if let problem = write(drawing.svg, to: path, what: "SVG") { return problem }
    }
    return nil
  }

  /// `RxExample-Numbers.storyboard.NumbersViewController.svg`: the file's name and the scene's, with anything but
  /// letters, digits, `.`, `-` and `_` replaced by `_`; a repeated name gets `-2`, `-3`, ….
  static func uniqueName(for drawing: StoryboardAudit.Drawing, avoiding used: inout Set<String>) -> String {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_")
    let stem = String(
      ((drawing.file as NSString).lastPathComponent + "." + drawing.scene).map {
        allowed.contains($0) ? $0 : "_"
      })
    var name = stem + ".svg"
    var copy = 2
    while !used.insert(name).inserted {
      name = "\(stem)-\(copy).svg"
      copy += 1
    }
    return name
  }

  /// Writes a whole file through ``OutputFile``, so that a failure names its reason.
  /// - Returns: A problem, or `nil` when the file was written.
  private static func write(_ text: String, to path: String, what: String) -> String? {
    do {
      let file = try OutputFile(creating: path)
      file.write(text)
      try file.flush()
      return nil
    } catch {
      return "\(Quoting.printable(path)): can't write the \(what): \(error.reason)"
    }
  }
}
