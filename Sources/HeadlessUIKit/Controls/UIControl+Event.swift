extension UIControl {
  /// The events a control sends to its handlers, as a bit mask with UIKit's raw values.
  ///
  /// A handler registered for several events fires once for every dispatch whose events intersect its own.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The bit mask.
    public let rawValue: UInt

    /// Creates events from a bit mask.
    /// - Parameters:
    ///   - rawValue: The bit mask.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// A finger touched down in the control (`1 << 0`).
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A finger touched down again, with a tap count above one (`1 << 1`).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A finger moved within the control's tracking area (`1 << 2`).
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A finger moved outside the control's tracking area (`1 << 3`).
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A finger moved back into the control's tracking area (`1 << 4`).
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A finger moved out of the control's tracking area (`1 << 5`).
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A finger lifted within the control's tracking area: a tap (`1 << 6`).
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A finger lifted outside the control's tracking area (`1 << 7`).
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The system cancelled the touch (`1 << 8`).
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The user changed the control's value (`1 << 12`).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action fired, such as a button's tap (`1 << 13`).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// The control's menu was presented (`1 << 14`).
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began in a text control (`1 << 16`).
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text of a text control changed (`1 << 17`).
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text control (`1 << 18`).
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended in a text control through its Return key (`1 << 19`).
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// All touch events (`0x0FFF`).
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    /// All editing events (`0x000F_0000`).
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Events the app may define (`0x0F00_0000`).
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// Events UIKit reserves (`0xF000_0000`).
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event (`0xFFFF_FFFF`).
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }
}
