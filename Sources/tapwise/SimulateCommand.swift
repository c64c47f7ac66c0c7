import ArgumentParser
import Foundation
import TapwiseLab

/// `tapwise simulate`: runs a gate, throttle or debounce over a JSON Lines trace on exact virtual time.
///
/// Prints one JSON line per delivery, in delivery order, and optionally draws the timeline as SVG. Any problem
/// prints one line on standard error and exits non-zero (64 for the command line, 1 for the input or a file);
/// nothing is printed or written before the whole input is known to be good.
struct SimulateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "simulate",
    abstract: "Run a gate, throttle or debounce over a JSON Lines trace and print the deliveries as JSON Lines.",
    discussion: """
      Input lines are {"t": seconds, "value": any JSON, "key": optional string}, with t non-decreasing; blank \
      lines are skipped. Each output line is {"t": seconds, "value": <the value, unchanged>} plus "key" when the \
      event had one. Times are exact decimals with at most 6 fractional digits. A timer due at T runs before an \
      event at T, and the run goes on until no timer is pending.
      """
  )

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

  func run() throws {
    do {
      var arguments = PolicyArguments(mode: mode, interval: interval)
      arguments.noLeading = noLeading
      arguments.noTrailing = noTrailing
      arguments.first = first
      arguments.leading = leading
      arguments.maxWait = maxWait
      let policy = try arguments.policy()
      let trace = try Trace(jsonLines: try readInput())
      let run = try TraceRun(policy, trace: trace)
      if let svg {
        guard FileManager.default.createFile(atPath: svg, contents: Data(TimelineSVG(run).render().utf8)) else {
          throw TraceError(kind: .input, problem: "cannot write --svg file \"\(svg)\"")
        }
      }
      print(run.jsonLines, terminator: "")
    } catch let error as TraceError {
      FileHandle.standardError.write(Data("tapwise simulate: \(error)\n".utf8))
      throw ExitCode(error.exitCode)
    }
  }

  /// The whole input: the `--input` file, or standard input.
  private func readInput() throws(TraceError) -> [UInt8] {
    guard let input, input != "-" else {
      return Array(FileHandle.standardInput.readDataToEndOfFile())
    }
    guard let data = FileManager.default.contents(atPath: input) else {
      throw TraceError(kind: .input, problem: "cannot read --input file \"\(input)\"")
    }
    return Array(data)
  }
}
