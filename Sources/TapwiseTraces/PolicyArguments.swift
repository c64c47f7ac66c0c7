@_spi(Simulation) import TapwiseCore

/// The mode and options of `tapwise simulate` as typed, turned into a checked ``TimingPolicy``.
///
/// Each option belongs to some modes only; giving it to another mode is a usage error that names both, rather than
/// being silently ignored:
///
/// | Option | gate | throttle | debounce |
/// | --- | --- | --- | --- |
/// | `--interval SECONDS` (required) | ✓ | ✓ | ✓ |
/// | `--no-leading` | | ✓ | |
/// | `--no-trailing` | | ✓ | ✓ |
/// | `--first` (latest = false) | | ✓ | |
/// | `--leading` | | | ✓ |
/// | `--max-wait SECONDS` | | | ✓ |
///
/// ```swift
/// var arguments = PolicyArguments(mode: "throttle", interval: "0.4")
/// arguments.first = true
/// try arguments.policy()   // .throttle(interval: 0.4 s, leading: true, trailing: true, latest: false)
/// ```
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
package struct PolicyArguments: Hashable, Sendable {
  /// The policy's name: `gate`, `throttle` or `debounce`.
  package var mode: String
  /// The interval in decimal seconds, as typed.
  package var interval: String
  /// `--no-leading`: a throttle holds an event that arrives while idle instead of delivering it.
  package var noLeading = false
  /// `--no-trailing`: a throttle or debounce never delivers on a timer.
  package var noTrailing = false
  /// `--first`: a throttle keeps the first pending event instead of the latest.
  package var first = false
  /// `--leading`: a debounce delivers the first event of a burst at once.
  package var leading = false
  /// `--max-wait`: the longest a debounce keeps a value pending, in decimal seconds as typed.
  package var maxWait: String?

  /// Creates arguments with every flag off.
  /// - Parameters:
  ///   - mode: The policy's name.
  ///   - interval: The interval text.
  package init(mode: String, interval: String) {
    self.mode = mode
    self.interval = interval
  }

  /// The three modes, in the order the usage line lists them.
  package static let modes = ["gate", "throttle", "debounce"]

  /// Checks the mode, the options that apply to it, and the times, and builds the policy.
  /// - Returns: A policy that ``TimingPolicy/validate()`` accepts.
  /// - Note: Throws a usage ``TraceError`` for an unknown mode, an option that does not apply to the mode, an
  ///   interval or `--max-wait` that ``TraceSeconds`` rejects, or a `--max-wait` shorter than the interval. The first
  ///   problem wins, checked in that order and options in the order of the usage line.
  package func policy() throws(TraceError) -> TimingPolicy {
    guard Self.modes.contains(mode) else {
      throw .usage("unknown mode \"\(mode)\"; expected gate, throttle or debounce")
    }
    let options: [(name: String, given: Bool, modes: [String])] = [
      ("--no-leading", noLeading, ["throttle"]),
      ("--no-trailing", noTrailing, ["throttle", "debounce"]),
      ("--first", first, ["throttle"]),
      ("--leading", leading, ["debounce"]),
      ("--max-wait", maxWait != nil, ["debounce"]),
    ]
    if let misplaced = options.first(where: { $0.given && !$0.modes.contains(mode) }) {
      throw .usage(
        "\(misplaced.name) does not apply to \(mode); it is an option of \(misplaced.modes.joined(separator: " and "))")
    }
    let interval = try Self.seconds(interval, option: "--interval")
    let policy: TimingPolicy
    switch mode {
    case "gate":
      policy = .gate(interval: interval)
    case "throttle":
      policy = .throttle(interval: interval, leading: !noLeading, trailing: !noTrailing, latest: !first)
    default:
      var maxWait: Duration?
      if let text = self.maxWait { maxWait = try Self.seconds(text, option: "--max-wait") }
      if let maxWait, maxWait < interval {
        throw .usage(
          "--max-wait must be at least --interval (\(interval.decimalSeconds)), got \(maxWait.decimalSeconds)")
      }
      policy = .debounce(interval: interval, maxWait: maxWait, leading: leading, trailing: !noTrailing)
    }
    do {
      try policy.validate()
    } catch {
      throw .usage(error.description)
    }
    return policy
  }

  /// Parses an option's seconds, or throws a usage error naming the option and the text.
  /// - Parameters:
  ///   - text: The text as typed.
  ///   - option: The option's name, such as `--interval`.
  /// - Returns: The exact duration.
  private static func seconds(_ text: String, option: String) throws(TraceError) -> Duration {
    do {
      return try TraceSeconds.parse(text)
    } catch {
      throw .usage("\(option) \(error.requirement), got \"\(text)\"")
    }
  }
}
