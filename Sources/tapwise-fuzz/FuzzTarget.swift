/// One parser under fuzzing, with the properties every input must keep.
///
/// Each target calls the lab's parser through one entry point and checks more than "no crash": what the parser
/// accepts must survive being written back and read again, and what it rejects must be rejected for a reason that
/// fits the input. A property that fails stops the process with ``FuzzFailure``, which libFuzzer reports as a crash
/// and saves the input of.
enum FuzzTarget: String, CaseIterable, Sendable {
  /// JSON Lines traces, as `tapwise simulate` reads them: ``TraceLineProperties``.
  case traceLine = "trace-line"
  /// Decimal seconds, as trace times and `simulate` options are read: ``TraceSecondsProperties``.
  case traceSeconds = "trace-seconds"
  /// Layout files, as `tapwise hit` and `tapwise audit` read them: ``LayoutProperties``.
  case layout
  /// Interface Builder files, as `tapwise audit --storyboard` reads and reports them: ``StoryboardProperties``.
  case storyboard
  /// `.tapwise.yml` files, as `tapwise audit` reads them: ``ConfigurationProperties``.
  case configuration
  /// Swift source, as `tapwise audit --swift` reads and reports it: ``SwiftSourceProperties``.
  case swift

  /// Runs one input through the parser and checks its properties; returns only if they all hold.
  /// - Parameters:
  ///   - input: The input's bytes, any bytes at all.
  func check(_ input: [UInt8]) {
    switch self {
    case .traceLine: TraceLineProperties.check(input)
    case .traceSeconds: TraceSecondsProperties.check(input)
    case .layout: LayoutProperties.check(input)
    case .storyboard: StoryboardProperties.check(input)
    case .configuration: ConfigurationProperties.check(input)
    case .swift: SwiftSourceProperties.check(input)
    }
  }
}
