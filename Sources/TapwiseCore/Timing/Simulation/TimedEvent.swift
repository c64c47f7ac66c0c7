/// One input event for ``TimingSimulator``: a value at an exact time, optionally on a keyed stream.
///
/// ```swift
/// let taps = [
///   TimedEvent(time: .zero, value: "tap", key: "save:"),
///   TimedEvent(time: .milliseconds(120), value: "tap", key: "save:"),
/// ]
/// ```
///
/// Simulation SPI (`@_spi(Simulation) import TapwiseCore`), not part of TapwiseCore's public API: the simulator's
/// input.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
@_spi(Simulation) public struct TimedEvent<Value> {
  /// When the event happens, as an offset from the simulation's origin.
  public var time: Duration
  /// The event's payload.
  public var value: Value
  /// The stream the event belongs to; `nil` is a stream of its own. Each key is throttled independently.
  public var key: String?

  /// Creates an event.
  /// - Parameters:
  ///   - time: When the event happens.
  ///   - value: The payload.
  ///   - key: The stream, or `nil` (the default) for the unkeyed stream.
  @inlinable
  public init(time: Duration, value: Value, key: String? = nil) {
    self.time = time
    self.value = value
    self.key = key
  }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension TimedEvent: Equatable where Value: Equatable {}
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension TimedEvent: Hashable where Value: Hashable {}
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension TimedEvent: Sendable where Value: Sendable {}
