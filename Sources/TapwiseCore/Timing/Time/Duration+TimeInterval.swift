import Foundation

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension Duration {
  /// Converts a `TimeInterval` to an exact `Duration`, rounded to the nearest nanosecond.
  ///
  /// Rounding to whole nanoseconds removes the binary noise of `Double`, so arithmetic on the results is exact:
  ///
  /// ```swift
  /// let a = try Duration(timeInterval: 0.7)
  /// let b = try Duration(timeInterval: 0.2)
  /// a - b == .milliseconds(500)  // true; 0.7 - 0.2 as Doubles is 0.49999999999999994
  /// ```
  ///
  /// - Parameters:
  ///   - seconds: A number of seconds. NaN and infinities are rejected before any conversion.
  /// - Note: Throws ``TimingError/nonFiniteSeconds(parameter:seconds:)`` for NaN or ±infinity and
  ///   ``TimingError/secondsOutOfRange(parameter:seconds:)`` beyond ±2⁶³ seconds. Negative values are allowed here;
  ///   the timing policies reject negative intervals themselves.
  package init(timeInterval seconds: TimeInterval) throws(TimingError) {
    try self.init(timeInterval: seconds, parameter: "timeInterval")
  }

  /// Converts a `TimeInterval` like ``init(timeInterval:)``, naming `parameter` in any error.
  /// - Parameters:
  ///   - seconds: A number of seconds.
  ///   - parameter: The parameter name to report, such as `"interval"`.
  init(timeInterval seconds: TimeInterval, parameter: String) throws(TimingError) {
    guard seconds.isFinite else { throw .nonFiniteSeconds(parameter: parameter, seconds: seconds) }
    let whole = seconds.rounded(.towardZero)
    let limit = 0x1p63
    guard whole > -limit, whole < limit else { throw .secondsOutOfRange(parameter: parameter, seconds: seconds) }
    // `seconds - whole` is exact for any finite Double; only the scaling to nanoseconds rounds, once.
    let nanoseconds = ((seconds - whole) * 1e9).rounded(.toNearestOrAwayFromZero)
    self = .seconds(Int64(whole)) + .nanoseconds(Int64(nanoseconds))
  }

  /// Converts a `TimeInterval` that must be a valid interval: finite and, after rounding, not negative.
  /// - Parameters:
  ///   - seconds: A number of seconds.
  ///   - parameter: The parameter name to report, such as `"interval"`.
  /// - Returns: The interval as an exact `Duration`.
  static func interval(_ seconds: TimeInterval, _ parameter: String) throws(TimingError) -> Duration {
    try TimingError.checkNotNegative(Duration(timeInterval: seconds, parameter: parameter), parameter)
  }

  /// This duration as a `TimeInterval`, for display or for APIs that take seconds.
  ///
  /// - Returns: The nearest `Double` to the exact value; sub-nanosecond precision may be lost.
  /// - Note: Do not accumulate these values; keep doing arithmetic on `Duration`.
  package var timeInterval: TimeInterval {
    let parts = components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }
}
