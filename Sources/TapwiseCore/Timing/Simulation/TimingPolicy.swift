/// One of the three timing policies with its options, as plain data: what ``TimingSimulator`` runs.
///
/// Options default like the state machines do. Nothing is validated until the policy is used; call ``validate()``
/// to check it early.
///
/// ```swift
/// let policy = TimingPolicy.throttle(interval: .milliseconds(400), leading: false)
/// try policy.validate()
/// print(policy)  // throttle(interval: 0.4, leading: false, trailing: true, latest: true)
/// ```
///
/// Simulation SPI (`@_spi(Simulation) import TapwiseCore`), not part of TapwiseCore's public API: what the simulator
/// runs. Apps create a ``Gate``, ``ThrottleStateMachine``, ``DebounceStateMachine`` or a live wrapper instead.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
@_spi(Simulation) public enum TimingPolicy: Hashable, Sendable, CustomStringConvertible {
  /// Admit at most one event per interval per key; drop the rest. See ``Gate``.
  /// - Parameters:
  ///   - interval: The minimum time between admissions per key.
  case gate(interval: Duration)

  /// At most one delivery per interval, with leading and trailing edges. See ``ThrottleStateMachine``.
  /// - Parameters:
  ///   - interval: The window length.
  ///   - leading: Deliver an event that arrives while idle at once.
  ///   - trailing: Deliver the pending value at the window's end.
  ///   - latest: Keep the latest pending value rather than the first.
  case throttle(interval: Duration, leading: Bool = true, trailing: Bool = true, latest: Bool = true)

  /// Deliver once events stop for an interval. See ``DebounceStateMachine``.
  /// - Parameters:
  ///   - interval: The quiet time that ends a burst.
  ///   - maxWait: The longest a value may stay pending, or `nil`.
  ///   - leading: Deliver the first event of a burst at once.
  ///   - trailing: Deliver the pending value when the burst goes quiet.
  case debounce(interval: Duration, maxWait: Duration? = nil, leading: Bool = false, trailing: Bool = true)

  /// The policy's interval.
  public var interval: Duration {
    switch self {
    case .gate(let interval), .throttle(let interval, _, _, _), .debounce(let interval, _, _, _): interval
    }
  }

  /// Checks the options the way the state machines will.
  /// - Note: Throws ``TimingError`` for a negative interval or `maxWait`, or a `maxWait` shorter than the interval.
  public func validate() throws(TimingError) {
    switch self {
    case .gate(let interval):
      _ = try Gate<String?>(interval: interval)
    case .throttle(let interval, let leading, let trailing, let latest):
      _ = try ThrottleStateMachine<Void>(interval: interval, leading: leading, trailing: trailing, latest: latest)
    case .debounce(let interval, let maxWait, let leading, let trailing):
      _ = try DebounceStateMachine<Void>(interval: interval, maxWait: maxWait, leading: leading, trailing: trailing)
    }
  }

  /// Swift-like text with times in decimal seconds, such as
  /// `debounce(interval: 0.3, maxWait: 1.0, leading: false, trailing: true)`.
  public var description: String {
    switch self {
    case .gate(let interval):
      "gate(interval: \(interval.decimalSeconds))"
    case .throttle(let interval, let leading, let trailing, let latest):
      "throttle(interval: \(interval.decimalSeconds), leading: \(leading), trailing: \(trailing), latest: \(latest))"
    case .debounce(let interval, let maxWait, let leading, let trailing):
      "debounce(interval: \(interval.decimalSeconds), maxWait: \(maxWait?.decimalSeconds ?? "nil"), "
        + "leading: \(leading), trailing: \(trailing))"
    }
  }
}
