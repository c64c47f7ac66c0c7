/// One control's tap-throttle state, kept as an associated object: its settings and its ``Gate``.
///
/// It holds no reference to its control, so it never keeps one alive.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
@MainActor
final class TapThrottleState {
  /// The control's own interval: `nil` uses ``TapThrottle/defaultInterval``, `0` turns throttling off.
  /// Only valid values are stored here (``UIControl``'s `tw.tapInterval` setter checks them).
  var interval: TimeInterval? {
    didSet { exactInterval = interval.flatMap { try? Duration(timeInterval: $0) } }
  }
  /// ``interval`` as an exact duration, converted once when it is set.
  private(set) var exactInterval: Duration?
  /// Whether the control opted out of throttling.
  var ignoresThrottle = false
  /// The last admission per action key, at the interval of the last action.
  private var gate = Gate<TapActionKey>()

  /// Admits or drops one action at a time, gated at the given interval.
  ///
  /// - Parameters:
  ///   - key: The action.
  ///   - time: When it was sent.
  ///   - interval: The effective interval; a change of interval starts the control afresh.
  /// - Returns: `true` if the action goes out.
  func admit(_ key: TapActionKey, at time: Duration, interval: Duration) -> Bool {
    gate.admit(key, at: time, interval: interval)
  }

  /// Reads a control's state.
  static func of(_ control: UIControl) -> TapThrottleState? {
    RuntimeHooks.associatedObject(TapThrottleState.self, of: control)
  }

  /// Reads a control's state, creating it on first use.
  static func ensure(for control: UIControl) -> TapThrottleState {
    if let state = of(control) { return state }
    let state = TapThrottleState()
    RuntimeHooks.setAssociatedObject(state, as: TapThrottleState.self, of: control)
    return state
  }
}
