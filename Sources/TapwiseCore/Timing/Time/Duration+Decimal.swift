@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension Duration {
  /// Parses a plain decimal number of seconds, exactly: `"0.7"`, `"12"`, `"-1.25"`, `"0.000000001"`.
  ///
  /// The grammar is `[-]digits[.digits]` with 1 to 9 fractional digits (nanoseconds). Nothing is rounded, so
  /// `try Duration(decimalSeconds: "0.7")` is exactly 700 ms.
  ///
  /// ```swift
  /// let interval = try Duration(decimalSeconds: "0.4")  // .milliseconds(400)
  /// interval.decimalSeconds                              // "0.4"
  /// ```
  ///
  /// - Parameters:
  ///   - text: The text to parse, without surrounding whitespace.
  /// - Note: Throws ``TimingError/malformedDecimal(text:reason:)`` for empty text, signs other than a leading `-`,
  ///   exponents, `nan`, `inf`, a missing digit on either side of the point, more than 9 fractional digits, or more
  ///   than 2⁶³ − 1 whole seconds.
  public init(decimalSeconds text: some StringProtocol) throws(TimingError) {
    let bytes = Array(text.utf8)
    func fail(_ reason: String) -> TimingError { .malformedDecimal(text: String(text), reason: reason) }
    let lowered = text.lowercased()
    if lowered.contains("nan") || lowered.contains("inf") {
      throw fail("NaN and infinity are not durations")
    }
    guard !bytes.isEmpty else { throw fail("the text is empty") }
    var index = 0
    let negative = bytes[0] == UInt8(ascii: "-")
    if negative { index += 1 }
    var seconds: Int64 = 0
    let wholeStart = index
    while index < bytes.count, let digit = Self.digit(bytes[index]) {
      let (times10, overflow1) = seconds.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(digit)
      guard !overflow1, !overflow2 else { throw fail("more than \(Int64.max) whole seconds") }
      seconds = sum
      index += 1
    }
    guard index > wholeStart else { throw fail(Self.unexpected(bytes, at: index, expecting: "a digit")) }
    var nanoseconds: Int64 = 0
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      let fractionStart = index
      while index < bytes.count, let digit = Self.digit(bytes[index]) {
        guard index - fractionStart < 9 else { throw fail("more than 9 fractional digits (nanoseconds)") }
        nanoseconds = nanoseconds * 10 + digit
        index += 1
      }
      guard index > fractionStart else { throw fail(Self.unexpected(bytes, at: index, expecting: "a digit")) }
      for _ in (index - fractionStart)..<9 { nanoseconds *= 10 }
    }
    guard index == bytes.count else {
      throw fail(Self.unexpected(bytes, at: index, expecting: "a digit, \".\" or the end"))
    }
    let magnitude = Duration.seconds(seconds) + .nanoseconds(nanoseconds)
    self = negative ? .zero - magnitude : magnitude
  }

  /// The shortest exact decimal text for this duration in seconds, with at least one fractional digit.
  ///
  /// Examples: `"0.0"`, `"0.4"`, `"1.25"`, `"0.123456"`, `"-2.0"`. Sub-nanosecond parts are printed too (up to 18
  /// fractional digits), so the text is always exact.
  ///
  /// - Returns: Text that ``init(decimalSeconds:)`` parses back to the same value whenever it has at most 9
  ///   fractional digits.
  public var decimalSeconds: String {
    let parts = components
    let negative = parts.seconds < 0 || parts.attoseconds < 0
    var fraction = parts.attoseconds.magnitude
    var digits = [UInt8](repeating: UInt8(ascii: "0"), count: 18)
    for position in stride(from: 17, through: 0, by: -1) {
      digits[position] = UInt8(ascii: "0") + UInt8(fraction % 10)
      fraction /= 10
    }
    var length = 18
    while length > 1, digits[length - 1] == UInt8(ascii: "0") { length -= 1 }
    let fractionText = String(decoding: digits[0..<length], as: UTF8.self)
    return (negative ? "-" : "") + String(parts.seconds.magnitude) + "." + fractionText
  }

  /// The value of an ASCII digit.
  /// - Parameters:
  ///   - byte: A UTF-8 code unit.
  /// - Returns: 0 to 9, or `nil` when `byte` is not an ASCII digit.
  private static func digit(_ byte: UInt8) -> Int64? {
    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
    return Int64(byte - UInt8(ascii: "0"))
  }

  /// Describes what the parser found at `index` and what it expected instead.
  /// - Parameters:
  ///   - bytes: The UTF-8 text.
  ///   - index: Where parsing stopped.
  ///   - expected: A description of what would have been valid.
  /// - Returns: A reason such as `expected a digit at position 3, found "e"`.
  private static func unexpected(_ bytes: [UInt8], at index: Int, expecting expected: String) -> String {
    guard index < bytes.count else { return "expected \(expected) at the end" }
    let found = String(decoding: bytes[index...], as: UTF8.self).prefix(1)
    return "expected \(expected) at position \(index + 1), found \"\(found)\""
  }
}
