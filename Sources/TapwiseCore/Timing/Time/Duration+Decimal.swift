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
    // Sign, up to 19 integer digits, the point and 18 fractional digits, built on the stack: this runs once per line
    // of `tapwise simulate` output.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { text in
      var end = 0
      if negative {
        text[end] = UInt8(ascii: "-")
        end += 1
      }
      var whole = parts.seconds.magnitude
      let wholeStart = end
      repeat {
        text[end] = UInt8(ascii: "0") + UInt8(whole % 10)
        whole /= 10
        end += 1
      } while whole > 0
      text[wholeStart..<end].reverse()
      text[end] = UInt8(ascii: ".")
      end += 1
      var fraction = parts.attoseconds.magnitude
      for position in stride(from: end + 17, through: end, by: -1) {
        text[position] = UInt8(ascii: "0") + UInt8(fraction % 10)
        fraction /= 10
      }
      var length = 18
      while length > 1, text[end + length - 1] == UInt8(ascii: "0") { length -= 1 }
      return String(decoding: UnsafeBufferPointer(rebasing: text[..<(end + length)]), as: UTF8.self)
    }
  }
}
