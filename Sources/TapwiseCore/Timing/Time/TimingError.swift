/// A problem with a timing parameter or an input stream, reported instead of crashing.
///
/// Every initializer and parser in the timing core throws this type (typed throws), so callers can switch over the
/// cases. The `description` names the problem and the offending value.
///
/// ```swift
/// do {
///   _ = try ThrottleStateMachine<Int>(interval: .seconds(-1))
/// } catch {
///   print(error)  // interval must not be negative, got -1.0 s
/// }
/// ```
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
public enum TimingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A duration parameter, such as `interval` or `maxWait`, is below zero.
  /// - Parameters:
  ///   - parameter: The name of the parameter, for example `"interval"`.
  ///   - value: The rejected duration.
  case negativeInterval(parameter: String, value: Duration)

  /// A `TimeInterval` parameter is NaN or infinite.
  /// - Parameters:
  ///   - parameter: The name of the parameter.
  ///   - seconds: The rejected value.
  case nonFiniteSeconds(parameter: String, seconds: Double)

  /// A `TimeInterval` parameter is finite but too large to represent as a `Duration` (beyond about 292 billion years).
  /// - Parameters:
  ///   - parameter: The name of the parameter.
  ///   - seconds: The rejected value.
  case secondsOutOfRange(parameter: String, seconds: Double)

  /// A debounce `maxWait` is shorter than its `interval`, which would turn the debounce into a throttle.
  /// - Parameters:
  ///   - maxWait: The rejected maximum wait.
  ///   - interval: The debounce interval it must not undercut.
  case maxWaitShorterThanInterval(maxWait: Duration, interval: Duration)

  /// A count parameter, such as a text field's `maxLength`, is below zero.
  /// - Parameters:
  ///   - parameter: The name of the parameter, for example `"maxLength"`.
  ///   - value: The rejected count.
  case negativeCount(parameter: String, value: Int)

  /// An input stream went back in time: event `index` is earlier than the event before it.
  /// - Parameters:
  ///   - index: The zero-based position of the offending event.
  ///   - time: The offending event's time.
  ///   - previous: The time of the event before it.
  case decreasingTime(index: Int, time: Duration, previous: Duration)

  /// A one-line message that names the problem and the value.
  public var description: String {
    switch self {
    case .negativeInterval(let parameter, let value):
      "\(parameter) must not be negative, got \(value.decimalSeconds) s"
    case .nonFiniteSeconds(let parameter, let seconds):
      "\(parameter) must be a finite number of seconds, got \(seconds)"
    case .secondsOutOfRange(let parameter, let seconds):
      "\(parameter) is too large to represent as a Duration, got \(seconds) s"
    case .maxWaitShorterThanInterval(let maxWait, let interval):
      "maxWait must be at least the interval (\(interval.decimalSeconds) s), got \(maxWait.decimalSeconds) s"
    case .negativeCount(let parameter, let value):
      "\(parameter) must not be negative, got \(value)"
    case .decreasingTime(let index, let time, let previous):
      "event \(index) at \(time.decimalSeconds) s is earlier than the event before it at \(previous.decimalSeconds) s"
    }
  }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension TimingError {
  /// Rejects a negative duration parameter.
  /// - Parameters:
  ///   - value: The duration to check.
  ///   - parameter: The parameter name used in the error.
  /// - Returns: `value`, unchanged.
  static func checkNotNegative(_ value: Duration, _ parameter: String) throws(TimingError) -> Duration {
    guard value >= .zero else { throw .negativeInterval(parameter: parameter, value: value) }
    return value
  }
}
