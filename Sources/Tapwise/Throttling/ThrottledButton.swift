/// A button that throttles its own taps, for teams that forbid method swizzling.
///
/// It behaves exactly like a `UIButton` under ``TapThrottle/install(defaultInterval:)``, without the install:
/// the same per-action gating, `tw.tapInterval`, `tw.ignoresTapThrottle` and ``TapThrottle/gatedEvents``.
///
/// ```swift
/// let pay = ThrottledButton(type: .system)
/// pay.tw.tapInterval = 1
/// ```
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
open class ThrottledButton: UIButton {
  /// Sends a target-action message unless the tap gate drops it.
  /// - Parameters:
  ///   - action: The action's selector.
  ///   - target: The receiver, or `nil` for the responder chain.
  ///   - event: The event that triggered it, if any.
  open override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    guard TapThrottleDecision.admits(self, .targetAction(action, to: target), event: event) else { return }
    super.sendAction(action, to: target, for: event)
  }

  /// Runs a UIAction unless the tap gate drops it.
  /// - Parameters:
  ///   - action: The action to run.
  open override func sendAction(_ action: UIAction) {
    guard TapThrottleDecision.admits(self, .action(action.identifier), event: nil) else { return }
    super.sendAction(action)
  }
}
