/// The result of ``TimingSimulator/run(_:events:)``: every delivery and every window, on exact times.
///
/// ```swift
/// let result = try TimingSimulator.run(.throttle(interval: .seconds(1)), events: events)
/// for delivery in result.deliveries { print(delivery.time.decimalSeconds, delivery.value) }
/// ```
///
/// Simulation SPI (`@_spi(Simulation) import TapwiseCore`), not part of TapwiseCore's public API: the simulator's
/// output.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
@_spi(Simulation) public struct TimingSimulation<Value> {
  /// The deliveries in the order they happen; their times never decrease.
  public var deliveries: [TimedDelivery<Value>]
  /// The windows, each reported when it was decided: gate windows at their admission, throttle windows and debounce
  /// bursts when they close.
  public var windows: [TimingWindow]

  /// Creates a result.
  /// - Parameters:
  ///   - deliveries: The deliveries in delivery order.
  ///   - windows: The windows.
  @inlinable
  public init(deliveries: [TimedDelivery<Value>] = [], windows: [TimingWindow] = []) {
    self.deliveries = deliveries
    self.windows = windows
  }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension TimingSimulation: Equatable where Value: Equatable {}
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension TimingSimulation: Sendable where Value: Sendable {}
