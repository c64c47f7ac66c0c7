import TapwiseFormats
/// Exact seconds for traces and `tapwise simulate` options: number text in, `Duration` out, with no binary rounding.
///
/// The text follows the JSON number grammar, the lab's one number grammar (``JSONNumber``): `0.7`, `12`, `1e-3`,
/// `2.5E+1`; not `.5`, `+1`, `007` or `0x10`. The value is converted from its digits, never through `Double`, so
/// `0.4 + 0.3` and `0.7` are the same instant.
///
/// - A time is a whole number of microseconds: at most 6 significant fractional digits (`0.1000000` is fine,
///   `0.1234567` is not). Nothing is rounded.
/// - It is not negative (`-0` is zero) and at most ``maximumWholeSeconds``, so deadlines such as `t + interval +
///   maxWait` never overflow.
///
/// ```swift
/// try TraceSeconds.parse("0.7")     // .milliseconds(700)
/// try TraceSeconds.parse("1e-3")    // .milliseconds(1)
/// try TraceSeconds.parse("1e400")   // throws .tooLarge
/// ```
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
package enum TraceSeconds {
  /// The largest accepted time or interval, in seconds: 10¹² s, about 31,700 years.
  package static let maximumWholeSeconds: Int64 = 1_000_000_000_000

  /// Parses number text as an exact, non-negative number of seconds with microsecond resolution.
  /// - Parameters:
  ///   - text: The number, without surrounding whitespace.
  /// - Returns: The exact duration.
  /// - Note: Throws ``TraceSecondsError`` naming what is wrong; checks run in the order NaN or infinity, grammar,
  ///   sign, precision, size.
  package static func parse(_ text: some StringProtocol) throws(TraceSecondsError) -> Duration {
    var unsigned = Substring(text)
    if unsigned.first == "-" || unsigned.first == "+" { unsigned = unsigned.dropFirst() }
    if ["nan", "inf", "infinity"].contains(unsigned.lowercased()) { throw .notFinite }
    var failure: TraceSecondsError?
    let value = JSONNumber.whole(text) { number, bytes -> Duration in
      do throws(TraceSecondsError) {
        return try duration(of: number, in: bytes)
      } catch {
        failure = error
        return .zero
      }
    }
    guard let value else { throw .notANumber }
    if let failure { throw failure }
    return value
  }

  /// The exact duration of a number already scanned, such as a trace's `t`.
  /// - Parameters:
  ///   - number: The number's parts.
  ///   - bytes: The text they were scanned from.
  /// - Returns: The exact duration.
  /// - Note: Throws ``TraceSecondsError`` for a value that is negative, too precise or too large, in that order.
  static func duration(of number: JSONNumber, in bytes: UnsafeBufferPointer<UInt8>) throws(TraceSecondsError)
    -> Duration
  {
    if number.exponent == 0, number.integer.count <= 12 { return try plainDuration(of: number, in: bytes) }
    // The digits read as one run, the integer part then the fraction; `position` counts in that run.
    let integerCount = number.integer.count
    let digits = integerCount + number.fraction.count
    @inline(__always) func digit(_ position: Int) -> Int64 {
      let index =
        position < integerCount
        ? number.integer.lowerBound + position : number.fraction.lowerBound + position - integerCount
      return Int64(bytes[index] &- UInt8(ascii: "0"))
    }
    var first = 0
    while first < digits, digit(first) == 0 { first += 1 }
    guard first < digits else { return .zero }
    if number.negative { throw .negative }
    var last = digits - 1
    while digit(last) == 0 { last -= 1 }
    // The power of ten of the last significant digit, and of it counted in microseconds.
    let power = integerCount - 1 - last + number.exponent
    let microPower = power + 6
    guard microPower >= 0 else { throw .tooPrecise }
    guard last - first + 1 + microPower <= 19 else { throw .tooLarge }
    var microseconds: Int64 = 0
    for position in first..<last + 1 + microPower {
      let (product, overflow) = microseconds.multipliedReportingOverflow(by: 10)
      let (sum, carry) = product.addingReportingOverflow(position <= last ? digit(position) : 0)
      guard !overflow, !carry else { throw .tooLarge }
      microseconds = sum
    }
    guard microseconds <= maximumWholeSeconds * 1_000_000 else { throw .tooLarge }
    return .microseconds(microseconds)
  }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension TraceSeconds {
  /// The common case of ``duration(of:in:)``, as traces write times: no exponent and at most 12 integer digits, so
  /// whole seconds and microseconds fit in 64 bits without checks. Same results, same order of checks.
  private static func plainDuration(of number: JSONNumber, in bytes: UnsafeBufferPointer<UInt8>)
    throws(TraceSecondsError)
    -> Duration
  {
    var whole: Int64 = 0
    for index in number.integer { whole = whole * 10 + Int64(bytes[index] &- UInt8(ascii: "0")) }
    var micro: Int64 = 0
    var finer = false  // a non-zero digit beyond the sixth of the fraction
    for (position, index) in number.fraction.enumerated() {
      let digit = Int64(bytes[index] &- UInt8(ascii: "0"))
      if position < 6 { micro = micro * 10 + digit } else if digit != 0 { finer = true }
    }
    for _ in min(number.fraction.count, 6)..<6 { micro *= 10 }
    let microseconds = whole * 1_000_000 + micro
    guard microseconds != 0 || finer else { return .zero }
    if number.negative { throw .negative }
    if finer { throw .tooPrecise }
    guard microseconds <= maximumWholeSeconds * 1_000_000 else { throw .tooLarge }
    return .microseconds(microseconds)
  }
}

/// Why a text is not an acceptable number of seconds; ``requirement`` words it for messages.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
package enum TraceSecondsError: Error, Hashable, Sendable {
  /// The text is not a number at all.
  case notANumber
  /// The text is NaN or an infinity.
  case notFinite
  /// The value is below zero.
  case negative
  /// The value has more than 6 significant fractional digits.
  case tooPrecise
  /// The value is above ``TraceSeconds/maximumWholeSeconds``.
  case tooLarge

  /// What the value must be, to follow a subject: `"--interval" + " " + requirement + ", got …"`.
  package var requirement: String {
    switch self {
    case .notANumber: "must be a decimal number of seconds such as 0.4"
    case .notFinite: "must be a finite number of seconds"
    case .negative: "must not be negative"
    case .tooPrecise: "must have at most 6 fractional digits (times are exact to the microsecond)"
    case .tooLarge: "must be at most \(TraceSeconds.maximumWholeSeconds) seconds"
    }
  }
}
