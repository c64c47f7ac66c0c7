import PropertyBased
import TapwiseCore
import Testing

@Suite("Duration decimal text")
struct DurationDecimalTests {
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

  /// Splits the text at the point and rebuilds the duration from whole seconds and 18 attosecond digits.
  @Test func formattedTextIsExact() async {
    await propertyCheck(count: 2000, input: Gen.int64(in: -10_000_000_000_000...10_000_000_000_000)) { nanoseconds in
      let duration = Duration.nanoseconds(nanoseconds)
      let text = duration.decimalSeconds
      let negative = text.hasPrefix("-")
      let parts = text.drop { $0 == "-" }.split(separator: ".")
      #expect(parts.count == 2 && !parts[1].isEmpty)
      let seconds = Int64(parts[0]) ?? -1
      let attoseconds = Int64(parts[1] + String(repeating: "0", count: 18 - parts[1].count)) ?? -1
      let magnitude = Duration(secondsComponent: seconds, attosecondsComponent: attoseconds)
      #expect((negative ? .zero - magnitude : magnitude) == duration)
      #expect(parts[1].count == 1 || parts[1].last != "0")
    }
  }
}
