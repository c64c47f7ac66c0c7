/// A span of time during which a policy holds back a key's events, for timelines to shade.
///
/// - Gate: `[admitted, admitted + interval)` after each admission.
/// - Throttle: each window, from its opening to its end, or to the flush or trailing delivery that replaced it.
/// - Debounce: each burst, from its first event to its quiet deadline.
///
/// Windows are half-open, `start < end`; zero-length windows (interval zero) are not reported.
///
/// Simulation SPI (`@_spi(Simulation) import TapwiseCore`), not part of TapwiseCore's public API: the simulator's
/// output.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
@_spi(Simulation) public struct TimingWindow: Hashable, Sendable {
  /// Which policy produced a window.
  public enum Kind: Hashable, Sendable {
    /// A gate's closed interval after an admission.
    case gate
    /// A throttle window.
    case throttle
    /// A debounce burst.
    case debounce
  }

  /// The stream the window belongs to.
  public var key: String?
  /// The first instant inside the window.
  public var start: Duration
  /// The first instant after the window.
  public var end: Duration
  /// The policy that produced it.
  public var kind: Kind

  /// Creates a window record.
  /// - Parameters:
  ///   - key: The stream.
  ///   - start: The first instant inside the window.
  ///   - end: The first instant after it.
  ///   - kind: The policy that produced it.
  @inlinable
  public init(key: String?, start: Duration, end: Duration, kind: Kind) {
    self.key = key
    self.start = start
    self.end = end
    self.kind = kind
  }
}
