import Foundation
import PackagePlugin

/// One run of the `tapwise` executable, in a folder, with the plugin's standard output and error as its own.
struct TapwiseRun {
  /// The `tapwise` executable that SwiftPM or Xcode built for the plugin.
  var tool: URL
  /// The folder it runs in: the package or Xcode project directory, so that relative paths and `.tapwise.yml` are
  /// found from there.
  var directory: URL

  /// Runs `tapwise` and waits for it.
  /// - Parameters:
  ///   - arguments: The arguments, starting with the subcommand.
  ///   - eachOutputLine: When given, `tapwise`'s standard output is read and each line handed to it, in order;
  ///     otherwise the output goes straight through.
  /// - Returns: `tapwise`'s exit status; a run ended by a signal counts as status 128 + the signal's number.
  func run(_ arguments: [String], eachOutputLine: ((String) -> Void)? = nil) throws -> Int32 {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let pipe = eachOutputLine.map { _ in Pipe() }
    if let pipe { process.standardOutput = pipe }
    try process.run()
    if let pipe, let eachOutputLine {
      // Read to the end before waiting, so that a long report can't fill the pipe and stall tapwise.
      var text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      if text.hasSuffix("\n") { text.removeLast() }
      if !text.isEmpty {
        text.split(separator: "\n", omittingEmptySubsequences: false).forEach { eachOutputLine(String($0)) }
      }
    }
    process.waitUntilExit()
    let status = process.terminationStatus
    return process.terminationReason == .uncaughtSignal ? 128 + status : status
  }

  /// Ends the plugin as `tapwise` ended: on a non-zero status, an error that says what it means (SwiftPM prints it
  /// apart from the report, before or after it), then that status; nothing on success.
  /// - Parameter status: `tapwise`'s exit status.
  static func finish(_ status: Int32) {
    guard status != 0 else { return }
    let meaning =
      switch status {
      case 1: "reported touch targets a finger will miss"
      case 2: "could not read some of its input, or write a file"
      case 3: "reported touch targets a finger will miss, and could not read some of its input"
      case 64: "was given an option or value it doesn't take"
      default: "failed"
      }
    Diagnostics.error("tapwise audit \(meaning) (exit status \(status))")
    exit(status)
  }
}
