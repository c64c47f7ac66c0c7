/// Per-control tap-throttling settings.
///
/// ```swift
/// payButton.tw.tapInterval = 2             // at most one payment per 2 s
/// undoButton.tw.tapInterval = 0            // never throttled
/// keypadKey.tw.ignoresTapThrottle = true   // opt out entirely
/// ```
@MainActor
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension TapwiseWrapper where Base: UIControl {
  /// This control's minimum time between two deliveries of one action, in seconds.
  ///
  /// `nil` (the default) uses ``TapThrottle/defaultInterval``; `0` turns throttling off for this control; any
  /// other value overrides the default.
  /// - Note: A negative, NaN or infinite value is ignored and reported to ``TapThrottle/invalidSettingHandler``.
  public var tapInterval: TimeInterval? {
    get { TapThrottleState.of(base)?.interval }
    nonmutating set {
      if let newValue {
        do {
          _ = try Gate<TapActionKey>(interval: newValue)
        } catch {
          TapThrottle.invalidSettingHandler(error)
          return
        }
      }
      TapThrottleState.ensure(for: base).interval = newValue
    }
  }

  /// Whether this control opts out of tap throttling. The default is `false`.
  public var ignoresTapThrottle: Bool {
    get { TapThrottleState.of(base)?.ignoresThrottle ?? false }
    nonmutating set { TapThrottleState.ensure(for: base).ignoresThrottle = newValue }
  }
}
