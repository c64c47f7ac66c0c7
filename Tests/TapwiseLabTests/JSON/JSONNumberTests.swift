import PropertyBased
import Testing
@testable import TapwiseFormats

/// The value of a JSON number: the shortcut for short numbers (Clinger's fast path) gives exactly what the full
/// parser gives, bit for bit, so that no number reads differently for being short.
@Suite struct JSONNumberTests {
  /// The value the lab reads for a whole text, or `nil` when it isn't one JSON number.
  func value(_ text: String) -> Double? {
    JSONNumber.whole(text) { number, bytes in number.double(in: bytes) }
  }

  @Test func randomNumbersReadAsTheFullParserReadsThem() async {
    let numbers = Gen.int(in: 0...999_999_999).array(of: 5...5).map { parts -> String in
      let integer = parts[0] % 2 == 0 ? String(parts[1] % 100_000) : String(parts[1])
      let fraction = parts[2] % 3 == 0 ? "" : "." + String(String(parts[3]).prefix(parts[2] % 12))
      let exponent = parts[4] % 4 == 0 ? "e\(parts[4] % 61 - 30)" : ""
      return (parts[4] % 5 == 0 ? "-" : "") + integer + (fraction == "." ? "" : fraction) + exponent
    }
    await propertyCheck(count: 3000, input: numbers) { text in
      #expect(value(text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
    }
  }

  @Test func theNumbersInterfaceBuilderWritesReadExactly() {
    for text in ["0.0", "54.5", "343", "-2", "-0", "0.33333333333333", "100000", "1e5", "12.50e-3", "9007199254740993"]
    {
      #expect(value(text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
    }
    #expect(value("-0")?.sign == .minus)
    #expect(value("+1") == nil && value("0x14") == nil && value("1.") == nil)
  }
}
