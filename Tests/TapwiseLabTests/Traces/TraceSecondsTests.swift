import Testing
@testable import TapwiseTraces

@Suite struct TraceSecondsTests {
  @Test(arguments: [
    ("0", Duration.zero),
    ("-0", .zero),
    ("-0.0e5", .zero),
    ("0.7", .milliseconds(700)),
    ("0.70", .milliseconds(700)),
    ("12", .seconds(12)),
    ("1e-3", .milliseconds(1)),
    ("1E+1", .seconds(10)),
    ("2.5e1", .seconds(25)),
    ("0.000001", .microseconds(1)),
    ("0.1000000000", .milliseconds(100)),
    ("1234567e-6", .microseconds(1_234_567)),
    ("0e999999999999999999999", .zero),
    ("1000000000000", .seconds(1_000_000_000_000)),
  ])
  func numberTextBecomesTheExactDuration(text: String, expected: Duration) throws {
    #expect(try TraceSeconds.parse(text) == expected)
  }

  @Test func decimalSumsMeetExactlyWhereDoublesDrift() throws {
    #expect(try TraceSeconds.parse("0.1") + TraceSeconds.parse("0.2") == TraceSeconds.parse("0.3"))
    #expect(try TraceSeconds.parse("0.8") + TraceSeconds.parse("0.4") == TraceSeconds.parse("1.2"))
    #expect(try TraceSeconds.parse("0.4") + TraceSeconds.parse("0.3") == TraceSeconds.parse("0.7"))
    let (a, b, c, d): (Double, Double, Double, Double) = (0.1, 0.2, 0.8, 0.4)
    #expect(a + b != 0.3)
    #expect(c + d != 1.2)
  }

  @Test(arguments: [
    ("", TraceSecondsError.notANumber),
    ("abc", .notANumber),
    (".5", .notANumber),
    ("1.", .notANumber),
    ("+1", .notANumber),
    ("1e", .notANumber),
    ("0x10", .notANumber),
    ("007.5", .notANumber),
    ("01", .notANumber),
    (" 1", .notANumber),
    ("1 s", .notANumber),
    ("nan", .notFinite),
    ("NaN", .notFinite),
    ("inf", .notFinite),
    ("-Infinity", .notFinite),
    ("-1", .negative),
    ("-0.0000001", .negative),
    ("-80.100e-801", .negative),  // the sign is checked first: too small for a Double (-0.0), still negative
    ("0.1234567", .tooPrecise),
    ("0.1234567891234", .tooPrecise),
    ("1e-7", .tooPrecise),
    ("1e-400", .tooPrecise),
    ("1e400", .tooLarge),
    ("1000000000000.000001", .tooLarge),
    ("99999999999999999999999", .tooLarge),
  ])
  func unacceptableTextNamesWhatIsWrong(text: String, expected: TraceSecondsError) {
    #expect(throws: expected) { try TraceSeconds.parse(text) }
  }

  /// Times as traces write them (`12.345`, no exponent) take a shorter path than the rest; written with an exponent,
  /// the same number must give the same duration or the same error.
  @Test func plainDecimalsReadAsTheSameNumberWithAnExponent() {
    var state: UInt64 = 7
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    func digits(_ count: Int) -> String { String((0..<count).map { _ in Character(String(next(10))) }) }
    for _ in 0..<20_000 {
      let integer = next(4) == 0 ? "0" : String(next(9) + 1) + digits(next(13))
      let fraction = digits(next(10))
      let sign = next(5) == 0 ? "-" : ""
      let plain = sign + integer + (fraction.isEmpty ? "" : "." + fraction)
      let significand = (integer + fraction + "0").drop { $0 == "0" }
      let scaled = sign + (significand.isEmpty ? "0" : significand) + "e-\(fraction.count + 1)"
      let expected = Result { () throws(TraceSecondsError) in try TraceSeconds.parse(scaled) }
      let actual = Result { () throws(TraceSecondsError) in try TraceSeconds.parse(plain) }
      #expect(actual == expected, "\(plain) and \(scaled)")
    }
  }

  @Test func requirementsReadAsTheEndOfASentence() {
    #expect(TraceSecondsError.negative.requirement == "must not be negative")
    #expect(TraceSecondsError.tooLarge.requirement == "must be at most 1000000000000 seconds")
  }
}
