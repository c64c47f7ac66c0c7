@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension Duration {
  /// The shortest exact decimal text for this duration in seconds, with at least one fractional digit.
  ///
  /// Examples: `"0.0"`, `"0.4"`, `"1.25"`, `"0.123456"`, `"-2.0"`. Sub-nanosecond parts are printed too (up to 18
  /// fractional digits), so the text is always exact.
  ///
  /// - Returns: The value in seconds, every digit exact.
  package var decimalSeconds: String {
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
}
