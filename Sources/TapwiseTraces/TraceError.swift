import TapwiseCore
import TapwiseFormats

/// Why `tapwise simulate` cannot run: a bad mode or option, or a bad trace line. Its description is one line.
///
/// ```swift
/// TraceError.input(line: 3, "missing \"t\"").description   // line 3: missing "t"
/// TraceError.usage("unknown mode \"juggle\"").exitCode      // 64
/// ```
package struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Whose mistake it is, which decides the exit status.
  package enum Kind: Hashable, Sendable {
    /// The command line: the mode, an option, or a value given to one. Exit status 64 (`EX_USAGE`), as
    /// ArgumentParser uses for its own usage errors.
    case usage
    /// The trace or a file: exit status 1.
    case input
  }

  /// Whose mistake it is.
  package var kind: Kind
  /// The 1-based line of the trace the problem is on, if it is on one.
  package var line: Int?
  /// What is wrong, without the line number.
  package var problem: String

  /// Creates an error.
  /// - Parameters:
  ///   - kind: Whose mistake it is.
  ///   - line: The 1-based trace line, or `nil`.
  ///   - problem: What is wrong, as one line.
  package init(kind: Kind, line: Int? = nil, problem: String) {
    self.kind = kind
    self.line = line
    self.problem = problem
  }

  /// A problem on a line of the trace.
  /// - Parameters:
  ///   - line: The 1-based line number, counting blank lines too.
  ///   - problem: What is wrong with it.
  /// - Returns: An input error.
  package static func input(line: Int, _ problem: String) -> TraceError {
    TraceError(kind: .input, line: line, problem: problem)
  }

  /// A problem on a line of the trace that the JSON reader found.
  /// - Parameters:
  ///   - line: The 1-based line number.
  ///   - error: The reader's error, whose offset counts bytes from the start of the line.
  /// - Returns: An input error: `malformed JSON at column C: …`, `not valid UTF-8 at column C`, or the content
  ///   problem as it is.
  static func input(line: Int, _ error: JSONError) -> TraceError {
    switch error.kind {
    case .syntax: .input(line: line, "malformed JSON at column \(error.offset + 1): \(error.problem)")
    case .encoding: .input(line: line, "\(error.problem) at column \(error.offset + 1)")
    case .content: .input(line: line, error.problem)
    }
  }

  /// An input that can't be opened or read.
  /// - Parameters:
  ///   - path: The `--input` path, or `-` for standard input.
  ///   - error: Why.
  /// - Returns: An input error such as `cannot read --input file "t.jsonl": no such file`.
  package static func unreadable(_ path: String, _ error: FileError) -> TraceError {
    let name = path == InputFile.standardInputPath ? "standard input" : "--input file \(JSONText.quoted(path))"
    return TraceError(kind: .input, problem: "cannot read \(name): \(error.reason)")
  }

  /// An output that can't be created or written.
  /// - Parameters:
  ///   - output: What it is, as in `--svg file "t.svg"` or `standard output`.
  ///   - error: Why.
  /// - Returns: An input error (status 1) such as `cannot write standard output: no space left on device`.
  package static func unwritable(_ output: String, _ error: FileError) -> TraceError {
    TraceError(kind: .input, problem: "cannot write \(output): \(error.reason)")
  }

  /// A problem with the command line.
  /// - Parameters:
  ///   - problem: What is wrong, naming the mode or option.
  /// - Returns: A usage error.
  package static func usage(_ problem: String) -> TraceError {
    TraceError(kind: .usage, problem: problem)
  }

  /// The process exit status for this error: 64 for usage errors, 1 for input errors.
  package var exitCode: Int32 {
    switch kind {
    case .usage: 64
    case .input: 1
    }
  }

  /// `line N: problem`, or just the problem when it is not on a line.
  package var description: String {
    line.map { "line \($0): \(problem)" } ?? problem
  }
}
