/// Exact seconds for traces and `tapwise simulate` options: number text in, `Duration` out, with no binary rounding.
///
/// The text follows the JSON number grammar (`0.7`, `12`, `1e-3`, `2.5E+1`; leading zeros are tolerated). The
/// value is converted from its digits, never through `Double`, so `0.4 + 0.3` and `0.7` are the same instant.
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
    guard var number = DecimalDigits(Array(text.utf8)) else { throw .notANumber }
    number.normalize()
    guard !number.digits.isEmpty else { return .zero }
    if number.negative { throw .negative }
    let microExponent = number.exponent + 6
    guard microExponent >= 0 else { throw .tooPrecise }
    guard number.digits.count + microExponent <= 19 else { throw .tooLarge }
    var microseconds: Int64 = 0
    for digit in number.digits + Array(repeating: 0, count: microExponent) {
      let (times10, overflow1) = microseconds.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(Int64(digit))
      guard !overflow1, !overflow2 else { throw .tooLarge }
      microseconds = sum
    }
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

/// A number split into its sign, significant digits and a power of ten: `-12.5e1` is `-, [1, 2, 5], 0`.
struct DecimalDigits {
  /// Whether the text starts with `-`.
  var negative: Bool
  /// The digits of the integer and fraction parts, in order.
  var digits: [UInt8]
  /// The power of ten that scales ``digits`` read as an integer.
  var exponent: Int

  /// The largest exponent magnitude kept; larger ones saturate, which is far beyond any accepted value.
  private static let exponentLimit = 1_000_000

  /// Reads `-?digits(.digits)?([eE][+-]?digits)?`.
  /// - Parameters:
  ///   - bytes: The UTF-8 text.
  init?(_ bytes: [UInt8]) {
    var index = 0
    func digit(_ offset: Int = 0) -> UInt8? {
      guard index + offset < bytes.count else { return nil }
      let byte = bytes[index + offset]
      return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? byte - UInt8(ascii: "0") : nil
    }
    func readDigits() -> [UInt8] {
      var run: [UInt8] = []
      while let value = digit() {
        run.append(value)
        index += 1
      }
      return run
    }
    negative = bytes.first == UInt8(ascii: "-")
    if negative { index += 1 }
    digits = readDigits()
    guard !digits.isEmpty else { return nil }
    exponent = 0
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      let fraction = readDigits()
      guard !fraction.isEmpty else { return nil }
      digits += fraction
      exponent = -fraction.count
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      var sign = 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
        index += 1
      }
      let power = readDigits()
      guard !power.isEmpty else { return nil }
      let magnitude = power.reduce(0) { min($0 * 10 + Int($1), Self.exponentLimit) }
      exponent += sign * magnitude
    }
    guard index == bytes.count else { return nil }
  }

  /// Drops leading zeros and moves trailing zeros into ``exponent``; zero ends with no digits.
  mutating func normalize() {
    digits = Array(digits.drop { $0 == 0 })
    while digits.last == 0 {
      digits.removeLast()
      exponent += 1
    }
  }
}
