extension UIControl {
  /// The states a control can be in, as a bit mask with UIKit's raw values.
  ///
  /// A control derives its ``UIControl/state`` from ``UIControl/isHighlighted``, ``UIControl/isEnabled`` and
  /// ``UIControl/isSelected``; the empty set is ``normal``.
  public struct State: OptionSet, Hashable, Sendable {
    /// The bit mask.
    public let rawValue: UInt

    /// Creates a state from a bit mask.
    /// - Parameters:
    ///   - rawValue: The bit mask.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The normal state: enabled, not selected, not highlighted (`0`).
    public static let normal = State([])
    /// A touch is down inside the control (`1 << 0`).
    public static let highlighted = State(rawValue: 1 << 0)
    /// The control is disabled (`1 << 1`).
    public static let disabled = State(rawValue: 1 << 1)
    /// The control is selected (`1 << 2`).
    public static let selected = State(rawValue: 1 << 2)
    /// The control has focus (`1 << 3`). HeadlessUIKit has no focus system and never sets it.
    public static let focused = State(rawValue: 1 << 3)
    /// States the app may define (`0x00FF_0000`).
    public static let application = State(rawValue: 0x00FF_0000)
    /// States UIKit reserves (`0xFF00_0000`).
    public static let reserved = State(rawValue: 0xFF00_0000)
  }
}
