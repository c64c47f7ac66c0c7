import Foundation
import PropertyBased
import TapwiseCore
import Testing

@Suite("Duration from TimeInterval")
struct DurationTimeIntervalTests {
  @Test func subtractionIsExactAfterConversion() throws {
    let difference = try Duration(timeInterval: 0.7) - Duration(timeInterval: 0.2)
    #expect(0.7 - 0.2 != 0.5)  // the Double noise this conversion removes
    #expect(difference == .milliseconds(500))
    #expect(difference == (try Duration(timeInterval: 0.5)))
  }

  @Test(arguments: [
    (0.0, Duration.zero), (1.0, .seconds(1)), (0.4, .milliseconds(400)), (-0.25, .milliseconds(-250)),
    (1e-9, .nanoseconds(1)), (0.6e-9, .nanoseconds(1)), (0.4e-9, .zero), (-0.6e-9, .nanoseconds(-1)),
    (123.456789012, .seconds(123) + .nanoseconds(456_789_012)), (86_400.1, .seconds(86_400) + .milliseconds(100)),
  ])
  func roundsToTheNearestNanosecond(seconds: Double, expected: Duration) throws {
    #expect(try Duration(timeInterval: seconds) == expected)
  }

  @Test func decimalSecondsSumExactlyWhereDoublesDrift() throws {
    var total = Duration.zero
    var drifting = 0.0
    for _ in 0..<10 {
      total += try Duration(timeInterval: 0.1)
      drifting += 0.1
    }
    #expect(drifting != 1.0)
    #expect(total == .seconds(1))
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, .signalingNaN])
  func nonFiniteSecondsAreRejectedBeforeConversion(seconds: Double) {
    let error = #expect(throws: TimingError.self) { try Duration(timeInterval: seconds) }
    guard case .nonFiniteSeconds(let parameter, let rejected)? = error else {
      Issue.record("unexpected error \(String(describing: error))")
      return
    }
    #expect(parameter == "timeInterval")
    #expect(rejected.isNaN == seconds.isNaN)
    #expect(error?.description.contains("finite") == true)
  }

  @Test(arguments: [1e19, -1e19, 1e300, Double.greatestFiniteMagnitude])
  func hugeSecondsAreRejectedNotTrapped(seconds: Double) {
    #expect(throws: TimingError.secondsOutOfRange(parameter: "timeInterval", seconds: seconds)) {
      try Duration(timeInterval: seconds)
    }
  }

  @Test func timeIntervalReadsBackTheNearestDouble() throws {
    #expect(Duration.milliseconds(400).timeInterval == 0.4)
    #expect(Duration.milliseconds(-1500).timeInterval == -1.5)
    #expect(try Duration(timeInterval: 2.75).timeInterval == 2.75)
  }

  @Test func wholeNanosecondsSurviveARoundTripThroughTimeInterval() async {
    await propertyCheck(count: 2000, input: Gen.int64(in: -1_000_000_000_000...1_000_000_000_000)) { nanoseconds in
      let duration = Duration.nanoseconds(nanoseconds)
      let converted = try Duration(timeInterval: duration.timeInterval)
      #expect(converted == duration)
    }
  }
}
