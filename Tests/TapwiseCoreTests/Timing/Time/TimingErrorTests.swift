import TapwiseCore
import Testing

@Suite("TimingError messages")
struct TimingErrorTests {
  @Test(arguments: [
    (
      TimingError.negativeInterval(parameter: "interval", value: .milliseconds(-500)),
      "interval must not be negative, got -0.5 s"
    ),
    (
      .nonFiniteSeconds(parameter: "maxWait", seconds: .infinity), "maxWait must be a finite number of seconds, got inf"
    ),
    (.secondsOutOfRange(parameter: "interval", seconds: 1e300), "interval is too large to represent as a Duration"),
    (
      .maxWaitShorterThanInterval(maxWait: .milliseconds(100), interval: .milliseconds(300)),
      "maxWait must be at least the interval (0.3 s), got 0.1 s"
    ),
    (
      .decreasingTime(index: 3, time: .seconds(1), previous: .seconds(2)),
      "event 3 at 1.0 s is earlier than the event before it at 2.0 s"
    ),
  ])
  func descriptionNamesTheProblemAndTheValue(error: TimingError, expected: String) {
    #expect(error.description.hasPrefix(expected), "\(error.description)")
  }

  @Test func nanIsNamedInTheMessage() {
    #expect(TimingError.nonFiniteSeconds(parameter: "interval", seconds: .nan).description.hasSuffix("got nan"))
  }
}
