/// What a lab command prints and how it ends: the one result of `tapwise hit`, `tapwise audit` and the storyboard
/// audit, so that the commands stay thin and everything is testable without the binary.
///
/// ```swift
/// let output = CommandOutput(stderr: "Error: layout.json: not found\n", status: 2)
/// output.status   // 2
/// ```
package struct CommandOutput: Equatable, Sendable {
  /// Text for standard output.
  package var stdout = ""
  /// Text for standard error.
  package var stderr = ""
  /// The exit status.
  package var status: Int32 = 0

  /// Creates an output.
  /// - Parameters:
  ///   - stdout: Text for standard output.
  ///   - stderr: Text for standard error.
  ///   - status: The exit status.
  package init(stdout: String = "", stderr: String = "", status: Int32 = 0) {
    self.stdout = stdout
    self.stderr = stderr
    self.status = status
  }
}
