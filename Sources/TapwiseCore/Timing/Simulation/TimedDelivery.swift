/// One output of ``TimingSimulator``: which input came out, when, and on which edge.
///
/// Simulation SPI (`@_spi(Simulation) import TapwiseCore`), not part of TapwiseCore's public API: the simulator's
/// output.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
@_spi(Simulation) public struct TimedDelivery<Value> {
  /// Whether a delivery happened at its event's arrival or later, on a timer.
  public enum Edge: Hashable, Sendable {
    /// At the event's own time: a gate admission, or a leading throttle or debounce delivery.
    case leading
    /// On a timer: a throttle window's end, a debounce quiet deadline, or a debounce `maxWait`.
    case trailing
  }

  /// When the value is delivered. Trailing deliveries happen exactly at their deadline.
  public var time: Duration
  /// The delivered value.
  public var value: Value
  /// The stream it belongs to.
  public var key: String?
  /// The position of the delivered event in the input sequence, counting from zero.
  public var eventIndex: Int
  /// How it was delivered.
  public var edge: Edge

  /// Creates a delivery record.
  /// - Parameters:
  ///   - time: When the value is delivered.
  ///   - value: The delivered value.
  ///   - key: The stream.
  ///   - eventIndex: The position of the delivered event in the input.
  ///   - edge: How it was delivered.
  @inlinable
  public init(time: Duration, value: Value, key: String?, eventIndex: Int, edge: Edge) {
    self.time = time
    self.value = value
    self.key = key
    self.eventIndex = eventIndex
    self.edge = edge
  }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension TimedDelivery: Equatable where Value: Equatable {}
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension TimedDelivery: Hashable where Value: Hashable {}
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension TimedDelivery: Sendable where Value: Sendable {}
