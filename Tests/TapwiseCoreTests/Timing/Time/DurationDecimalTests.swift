import PropertyBased
import TapwiseCore
import Testing

@Suite("Duration decimal text")
struct DurationDecimalTests {
  @Test(arguments: [
    ("0.7", Duration.milliseconds(700)), ("12", .seconds(12)), ("-1.25", .milliseconds(-1250)),
    ("0.000000001", .nanoseconds(1)), ("0.123456789", .nanoseconds(123_456_789)), ("0", .zero), ("-0.0", .zero),
    ("007.50", .milliseconds(7500)), ("9223372036854775807", .seconds(Int64.max)),
  ])
  func parsesExactly(text: String, expected: Duration) throws {
    #expect(try Duration(decimalSeconds: text) == expected)
  }

  @Test func parsedSubtractionIsExact() throws {
    #expect(try Duration(decimalSeconds: "0.7") - Duration(decimalSeconds: "0.2") == Duration(decimalSeconds: "0.5"))
  }

  @Test(arguments: [
    ("", "empty"), ("abc", "expected a digit at position 1"), ("nan", "NaN"), ("NaN", "NaN"), ("inf", "infinity"),
    ("-Infinity", "infinity"), ("1e3", "position 2"), (".5", "position 1"), ("5.", "at the end"),
    ("1.0000000001", "more than 9 fractional digits"), ("+1", "position 1"), (" 1", "position 1"),
    ("1 ", "position 2"), ("--1", "position 2"), ("99999999999999999999", "whole seconds"), ("0x10", "position 2"),
    ("1,5", "position 2"), ("-", "at the end"), ("1.2.3", "position 4"), ("٣", "position 1"),
  ])
  func rejectsGarbageWithAReason(text: String, reasonFragment: String) {
    let error = #expect(throws: TimingError.self) { try Duration(decimalSeconds: text) }
    guard case .malformedDecimal(let rejected, let reason)? = error else {
      Issue.record("unexpected error \(String(describing: error))")
      return
    }
    #expect(rejected == text)
    #expect(reason.contains(reasonFragment), "\(reason)")
    #expect(error?.description.contains("is not a decimal number of seconds") == true)
  }

  @Test(arguments: [
    (Duration.zero, "0.0"), (.milliseconds(400), "0.4"), (.milliseconds(1250), "1.25"),
    (.microseconds(123_456), "0.123456"), (.seconds(-2), "-2.0"), (.milliseconds(-500), "-0.5"),
    (.seconds(60), "60.0"), (.nanoseconds(1), "0.000000001"),
    (
      Duration(secondsComponent: 0, attosecondsComponent: 1),
      "0.000000000000000001"
    ),
  ])
  func formatsMinimalDecimalText(duration: Duration, expected: String) {
    #expect(duration.decimalSeconds == expected)
  }

  @Test func formattedTextParsesBackToTheSameDuration() async {
    await propertyCheck(count: 2000, input: Gen.int64(in: -10_000_000_000_000...10_000_000_000_000)) { nanoseconds in
      let duration = Duration.nanoseconds(nanoseconds)
      let parsed = try Duration(decimalSeconds: duration.decimalSeconds)
      #expect(parsed == duration)
    }
  }
}
