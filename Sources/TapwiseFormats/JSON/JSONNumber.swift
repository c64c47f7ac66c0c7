// `public` and `@inlinable` though TapwiseFormats is no library product, so no client can see it: Swift 6.3 serializes
// no `package` body for another module, and trace times and layout numbers are scanned through it, per event and per
// view (issue 30's instruction guard).
/// A number in JSON's grammar (RFC 8259 §6), the one number grammar of the lab: trace times, layout numbers,
/// `--interval` and `--at` all go through it.
///
/// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`: no leading `+`, no leading zeros, no bare `.5` or `1.`, no hex,
/// no `NaN` or `Infinity`.
///
/// ```swift
/// // "-12.50e3": negative, integer "12", fraction "50", exponent 3
/// ```
public struct JSONNumber: Sendable {
  /// Whether the text starts with `-`.
  public var negative: Bool
  /// The byte offsets of the integer part's digits.
  public var integer: Range<Int>
  /// The byte offsets of the fraction's digits; empty when there is no fraction.
  public var fraction: Range<Int>
  /// The exponent's value, saturated at ±``exponentLimit``; 0 when there is none.
  public var exponent: Int
  /// The offset just past the number.
  @usableFromInline var end: Int

  @inlinable init(negative: Bool, integer: Range<Int>, fraction: Range<Int>, exponent: Int, end: Int) {
    self.negative = negative
    self.integer = integer
    self.fraction = fraction
    self.exponent = exponent
    self.end = end
  }

  /// The largest exponent magnitude kept; larger ones saturate, far beyond any value the lab accepts.
  @usableFromInline static let exponentLimit = 1_000_000

  /// Why text is not a number, worded for a message.
  @usableFromInline enum Problem: Error, Equatable {
    /// No digit where the integer part starts (after an optional `-`).
    case missingDigit
    /// No digit after the decimal point.
    case missingFractionDigit
    /// No digit in the exponent.
    case missingExponentDigit

    /// The message: "expected a digit", ….
    @inlinable var message: String {
      switch self {
      case .missingDigit: "expected a digit"
      case .missingFractionDigit: "expected a digit after '.'"
      case .missingExponentDigit: "expected a digit in the exponent"
      }
    }
  }

  /// Scans the longest number that starts at an offset. What follows it is the caller's to check.
  /// - Parameters:
  ///   - bytes: UTF-8 text.
  ///   - start: Where the number starts: at `-` or a digit.
  /// - Returns: The number's parts, or the problem and the offset where it was found.
  @inlinable static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, at start: Int
  ) -> Result<JSONNumber, ScanFailure> {
    var index = start
    let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    let integerStart = index
    guard index < bytes.count, isDigit(bytes[index]) else {
      return .failure(ScanFailure(problem: .missingDigit, offset: index))
    }
    index += 1
    if bytes[integerStart] != UInt8(ascii: "0") { skipDigits(bytes, &index) }
    let integer = integerStart..<index
    var fraction = index..<index
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else {
        return .failure(ScanFailure(problem: .missingFractionDigit, offset: index))
      }
      let fractionStart = index
      skipDigits(bytes, &index)
      fraction = fractionStart..<index
    }
    var exponent = 0
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      var sign = 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        if bytes[index] == UInt8(ascii: "-") { sign = -1 }
        index += 1
      }
      guard index < bytes.count, isDigit(bytes[index]) else {
        return .failure(ScanFailure(problem: .missingExponentDigit, offset: index))
      }
      while index < bytes.count, isDigit(bytes[index]) {
        exponent = min(exponent * 10 + Int(bytes[index] - UInt8(ascii: "0")), exponentLimit)
        index += 1
      }
      exponent *= sign
    }
    return .success(
      JSONNumber(negative: negative, integer: integer, fraction: fraction, exponent: exponent, end: index))
  }

  /// Scans text that must be exactly one number, nothing before or after it.
  /// - Parameters:
  ///   - text: The text.
  ///   - body: Given the number's parts and the text's bytes, when the whole text is one number.
  /// - Returns: What `body` returns, or `nil` when the text is not exactly one number.
  @inlinable public static func whole<Value>(
    _ text: some StringProtocol, _ body: (JSONNumber, UnsafeBufferPointer<UInt8>) -> Value
  ) -> Value? {
    let read = { (bytes: UnsafeBufferPointer<UInt8>) -> Value? in
      guard !bytes.isEmpty, case .success(let number) = scan(bytes, at: 0), number.end == bytes.count else {
        return nil
      }
      return body(number, bytes)
    }
    // A native string's bytes are read in place; a storyboard has millions of numbers.
    if let value = text.utf8.withContiguousStorageIfAvailable(read) { return value }
    return Array(text.utf8).withUnsafeBufferPointer(read)
  }

  /// The number's value as the nearest `Double`; infinite when out of `Double`'s range.
  /// - Parameters:
  ///   - bytes: The text the number was scanned from.
  /// - Returns: The value.
  @inlinable public func double(in bytes: UnsafeBufferPointer<UInt8>) -> Double {
    if let exact = exactDouble(in: bytes) { return exact }
    let start = negative ? integer.lowerBound - 1 : integer.lowerBound
    // The grammar is a subset of what Double's parser reads, so this never fails.
    return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)) ?? .nan
  }

  /// The value without parsing text, when Clinger's fast path gives it exactly: at most 15 significant digits and a
  /// power of ten within 10^22, so the digits and the power are exact `Double`s and one multiplication or division
  /// rounds correctly, as the full parser would. Frames such as `0.0`, `54.5` and `343` all take it.
  @inlinable func exactDouble(in bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    guard integer.count + fraction.count <= 15 else { return nil }
    var digits: Int64 = 0
    for index in integer { digits = digits * 10 + Int64(bytes[index] &- UInt8(ascii: "0")) }
    for index in fraction { digits = digits * 10 + Int64(bytes[index] &- UInt8(ascii: "0")) }
    let power = exponent - fraction.count
    guard (-22...22).contains(power) else { return nil }
    let scale = Self.powersOfTen[abs(power)]
    let magnitude = power < 0 ? Double(digits) / scale : Double(digits) * scale
    return negative ? -magnitude : magnitude
  }

  /// 10^0 through 10^22, each exactly a `Double`.
  @usableFromInline static let powersOfTen: [Double] = (0...22).map { power in
    (0..<power).reduce(1.0) { value, _ in value * 10 }
  }

  /// Where scanning stopped and why.
  @usableFromInline struct ScanFailure: Error, Equatable {
    /// What is missing.
    @usableFromInline var problem: Problem
    /// The offset where it was expected.
    @usableFromInline var offset: Int

    @inlinable init(problem: Problem, offset: Int) {
      self.problem = problem
      self.offset = offset
    }
  }

  @inlinable static func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }

  @inlinable static func skipDigits(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) {
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
  }
}
