/// The tap-throttling state of one control, kept as an associated object: its settings and its gate.
///
/// It holds no reference to its control, so it never keeps one alive.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
@MainActor
final class TapGateState {
  /// The control's own interval: `nil` uses ``TapThrottle/defaultInterval``, `0` turns throttling off.
  /// Only valid values are stored here (``UIControl``'s `tw.tapInterval` setter checks them).
  var interval: TimeInterval? {
    didSet { exactInterval = interval.flatMap { try? Duration(timeInterval: $0) } }
  }
  /// ``interval`` as an exact duration, converted once when it is set.
  private(set) var exactInterval: Duration?
  /// Whether the control opted out of throttling.
  var ignoresThrottle = false
  /// The last admission per action key, at the interval it was created with.
  private var gate: Gate<TapActionKey>?

  /// Admits or drops one action at a time, gated at the given interval.
  ///
  /// - Parameters:
  ///   - key: The action.
  ///   - time: When it was sent.
  ///   - interval: The effective interval; a change of interval starts the control afresh.
  /// - Returns: `true` if the action goes out.
  func admit(_ key: TapActionKey, at time: Duration, interval: Duration) -> Bool {
    if gate?.interval != interval {
      gate = try? Gate(interval: interval)
    }
    return gate?.admit(key, at: time) ?? true
  }

  /// Reads a control's state.
  static func of(_ control: UIControl) -> TapGateState? {
    RuntimeHooks.associatedObject(TapGateState.self, of: control)
  }

  /// Reads a control's state, creating it on first use.
  static func ensure(for control: UIControl) -> TapGateState {
    if let state = of(control) { return state }
    let state = TapGateState()
    RuntimeHooks.setAssociatedObject(state, as: TapGateState.self, of: control)
    return state
  }
}
