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
