import ArgumentParser
import Foundation
import TapwiseFormats

// How the commands hand a lab result to the terminal. It lives with the CLI, not in TapwiseFormats beside
// `CommandOutput`, because ending with a status is ArgumentParser's `ExitCode`, and the lab doesn't know ArgumentParser.

extension CommandOutput {
  /// Prints the output and ends with its exit status; output that can't be written ends with status 2.
  func finish() throws {
    try OutputFile.print(stdout, failingWith: 2)
    FileHandle.standardError.write(Data(stderr.utf8))
    if status != 0 { throw ExitCode(status) }
  }
}

extension OutputFile {
  /// Writes text to standard output, or reports why it can't and ends with a status.
  /// - Parameters:
  ///   - text: The text.
  ///   - status: The exit status for a failed write.
  static func print(_ text: String, failingWith status: Int32) throws {
    let output = standardOutput()
    output.write(text)
    do {
      try output.flush()
    } catch {
      FileHandle.standardError.write(Data("Error: can't write standard output: \(error.reason)\n".utf8))
      throw ExitCode(status)
    }
  }
}
