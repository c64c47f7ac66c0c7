@_spi(Simulation) import TapwiseCore
import Testing
@testable import TapwiseTraces

@Suite struct PolicyArgumentsTests {
  /// Builds arguments from a mode, an interval and a list of flags as typed.
  private func arguments(_ mode: String, _ interval: String = "0.4", _ flags: [String] = []) -> PolicyArguments {
    var arguments = PolicyArguments(mode: mode, interval: interval)
    for flag in flags {
      switch flag {
      case "--no-leading": arguments.noLeading = true
      case "--no-trailing": arguments.noTrailing = true
      case "--first": arguments.first = true
      case "--leading": arguments.leading = true
      default: arguments.maxWait = String(flag.dropFirst("--max-wait=".count))
      }
    }
    return arguments
  }

  @Test func eachModeBuildsItsPolicyWithTheDefaultsOfTheIssue() throws {
    let interval = Duration.milliseconds(400)
    #expect(try arguments("gate").policy() == .gate(interval: interval))
    #expect(
      try arguments("throttle").policy() == .throttle(interval: interval, leading: true, trailing: true, latest: true))
    #expect(
      try arguments("debounce").policy() == .debounce(interval: interval, maxWait: nil, leading: false, trailing: true))
  }

  @Test func throttleFlagsTurnOffLeadingTrailingAndLatest() throws {
    let policy = try arguments("throttle", "0.4", ["--no-leading", "--no-trailing", "--first"]).policy()
    #expect(policy == .throttle(interval: .milliseconds(400), leading: false, trailing: false, latest: false))
  }

  @Test func debounceFlagsSetLeadingTrailingAndMaxWait() throws {
    let policy = try arguments("debounce", "0.3", ["--leading", "--no-trailing", "--max-wait=1"]).policy()
    #expect(policy == .debounce(interval: .milliseconds(300), maxWait: .seconds(1), leading: true, trailing: false))
  }

  @Test(arguments: [
    ("gate", "--no-leading", "--no-leading does not apply to gate; it is an option of throttle"),
    ("gate", "--no-trailing", "--no-trailing does not apply to gate; it is an option of throttle and debounce"),
    ("gate", "--first", "--first does not apply to gate; it is an option of throttle"),
    ("gate", "--leading", "--leading does not apply to gate; it is an option of debounce"),
    ("gate", "--max-wait=1", "--max-wait does not apply to gate; it is an option of debounce"),
    ("throttle", "--leading", "--leading does not apply to throttle; it is an option of debounce"),
    ("throttle", "--max-wait=1", "--max-wait does not apply to throttle; it is an option of debounce"),
    ("debounce", "--no-leading", "--no-leading does not apply to debounce; it is an option of throttle"),
    ("debounce", "--first", "--first does not apply to debounce; it is an option of throttle"),
  ])
  func anOptionOfAnotherModeIsAUsageErrorNamingBoth(mode: String, flag: String, message: String) {
    #expect(throws: TraceError.usage(message)) { try arguments(mode, "0.4", [flag]).policy() }
  }

  @Test(arguments: [
    ("abc", #"--interval must be a decimal number of seconds such as 0.4, got "abc""#),
    ("", #"--interval must be a decimal number of seconds such as 0.4, got """#),
    ("-0.5", #"--interval must not be negative, got "-0.5""#),
    ("nan", #"--interval must be a finite number of seconds, got "nan""#),
    ("inf", #"--interval must be a finite number of seconds, got "inf""#),
    (
      "0.0000001",
      #"--interval must have at most 6 fractional digits (times are exact to the microsecond), got "0.0000001""#
    ),
    ("1e400", #"--interval must be at most 1000000000000 seconds, got "1e400""#),
  ])
  func aBadIntervalIsAUsageErrorQuotingTheText(interval: String, message: String) {
    #expect(throws: TraceError.usage(message)) { try arguments("throttle", interval).policy() }
  }

  @Test func anUnknownModeIsNamedBeforeAnythingElse() {
    #expect(throws: TraceError.usage(#"unknown mode "juggle"; expected gate, throttle or debounce"#)) {
      try arguments("juggle", "nan", ["--first"]).policy()
    }
  }

  @Test func maxWaitShorterThanTheIntervalIsRejected() {
    #expect(throws: TraceError.usage("--max-wait must be at least --interval (0.3), got 0.2")) {
      try arguments("debounce", "0.3", ["--max-wait=0.2"]).policy()
    }
    #expect(throws: TraceError.usage(#"--max-wait must be a finite number of seconds, got "inf""#)) {
      try arguments("debounce", "0.3", ["--max-wait=inf"]).policy()
    }
  }

  @Test func usageErrorsExitWithSixtyFour() {
    #expect(TraceError.usage("x").exitCode == 64)
  }
}
