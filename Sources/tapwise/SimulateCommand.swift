import ArgumentParser
import Foundation
import TapwiseFormats
import TapwiseTraces

/// `tapwise simulate`: runs a gate, throttle or debounce over a JSON Lines trace on exact virtual time.
///
/// Prints one JSON line per delivery as it happens, and optionally draws the timeline as SVG. Any problem prints one
/// line on standard error and exits non-zero (64 for the command line, 1 for the input or a file).
struct SimulateCommand: ParsableCommand, SingleValueOptions {
  static let configuration = CommandConfiguration(
    commandName: "simulate",
    abstract: "Run a gate, throttle or debounce over a JSON Lines trace and print the deliveries as JSON Lines.",
    discussion: """
      Input lines are {"t": seconds, "value": any JSON, "key": optional string}, with t non-decreasing; blank \
      lines are skipped. Each output line is {"t": seconds, "value": <the value, unchanged>} plus "key" when the \
      event had one. Times are exact decimals with at most 6 fractional digits. A timer due at T runs before an \
      event at T, and the run goes on until no timer is pending. The trace streams: deliveries are printed as they \
      happen, and a bad line stops the run there. --svg reads the whole trace first, at most --svg-max-events \
      events.
      """
  )

  static let singleValueOptions = ["--interval", "--max-wait", "--input", "--svg", "--svg-max-events"]

  @Argument(help: ArgumentHelp("The policy: gate, throttle or debounce.", valueName: "gate|throttle|debounce"))
  var mode: String

  // Unconditional parsing takes `--interval -1` as a value, so a negative interval gets its own clear message.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The gate, window or quiet interval, in decimal seconds.", valueName: "seconds"))
  var interval: String

  @Flag(help: "Throttle: hold an event that arrives while idle instead of delivering it at once.")
  var noLeading = false

  @Flag(help: "Throttle or debounce: never deliver on a timer.")
  var noTrailing = false

  @Flag(help: "Throttle: keep the first pending event instead of the latest (latest = false).")
  var first = false

  @Flag(help: "Debounce: deliver the first event of a burst at once.")
  var leading = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Debounce: the longest a value may stay pending, in seconds.", valueName: "seconds"))
  var maxWait: String?

  @Option(help: ArgumentHelp("The trace to read; standard input when absent or -.", valueName: "file"))
  var input: String?

  @Option(help: ArgumentHelp("Also draw the timeline as SVG into this file.", valueName: "file"))
  var svg: String?

  @Option(
    help: ArgumentHelp(
      "With --svg: the most events to draw (default \(TraceSimulation.defaultSVGEventLimit)).", valueName: "count"))
  var svgMaxEvents: Int?

  func validate() throws {
    try rejectRepeatedOptions()
  }

  func run() throws {
    do {
      var arguments = PolicyArguments(mode: mode, interval: interval)
      arguments.noLeading = noLeading
      arguments.noTrailing = noTrailing
      arguments.first = first
      arguments.leading = leading
      arguments.maxWait = maxWait
      let policy = try arguments.policy()
      if let svgMaxEvents {
        guard svg != nil else { throw TraceError.usage("--svg-max-events applies only with --svg") }
        guard svgMaxEvents > 0 else {
          throw TraceError.usage("--svg-max-events must be a positive whole number, got \(svgMaxEvents)")
        }
      }
      let path = input ?? InputFile.standardInputPath
      let trace: InputFile
      do {
        trace = try InputFile(path: path)
      } catch {
        throw TraceError.unreadable(path, error)
      }
      if let svg {
        try TraceSimulation.draw(
          policy, from: trace, svgPath: svg, eventLimit: svgMaxEvents ?? TraceSimulation.defaultSVGEventLimit,
          to: .standardOutput())
      } else {
        try TraceSimulation.stream(policy, from: trace, to: .standardOutput())
      }
    } catch let error as TraceError {
      FileHandle.standardError.write(Data("tapwise simulate: \(error)\n".utf8))
      throw ExitCode(error.exitCode)
    }
  }
}
