import Foundation

/// An object that describes a single user interaction, such as the touches of one moment.
@MainActor
open class UIEvent: NSObject {
  /// The kinds of event, with UIKit's raw values.
  public enum EventType: Int, Sendable {
    /// A touch event.
    case touches = 0
    /// A motion event.
    case motion = 1
    /// A remote-control event.
    case remoteControl = 2
    /// A physical-button press event.
    case presses = 3
    /// A scroll event.
    case scroll = 10
    /// A hover event.
    case hover = 11
    /// A transform event.
    case transform = 14
  }

  /// The kind of event.
  open var type: EventType { typeStorage }
  private let typeStorage: EventType
  /// When the event happened, in seconds since system start-up.
  open var timestamp: TimeInterval { timestampStorage }
  private let timestampStorage: TimeInterval
  private var touchStorage: Set<UITouch>

  init(type: EventType = .touches, timestamp: TimeInterval, touches: Set<UITouch>) {
    self.typeStorage = type
    self.timestampStorage = timestamp
    self.touchStorage = touches
    super.init()
  }

  /// The event's touches, whatever its type.
  var touchSet: Set<UITouch> { touchStorage }

  /// All touches of the event, or `nil` for an event that is not a touch event.
  open var allTouches: Set<UITouch>? {
    type == .touches ? touchStorage : nil
  }

  /// The touches that belong to a view.
  /// - Parameters:
  ///   - view: The view that owns the touches.
  /// - Returns: The touches whose view is `view`, or `nil` when there are none.
  open func touches(for view: UIView) -> Set<UITouch>? {
    var owned = Set<UITouch>()
    for touch in touchStorage where touch.view === view { owned.insert(touch) }
    return owned.isEmpty ? nil : owned
  }

  /// The touches a gesture recognizer receives.
  /// - Parameters:
  ///   - gesture: The recognizer.
  /// - Returns: The event's touches that `gesture` tracks, or `nil` when there are none.
  open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
    var owned = Set<UITouch>()
    for touch in touchStorage where gesture.trackedTouches.containsIdentical(touch) { owned.insert(touch) }
    return owned.isEmpty ? nil : owned
  }

  /// The touches that belong to a window.
  /// - Parameters:
  ///   - window: The window of the touches.
  /// - Returns: The touches whose window is `window`, or `nil` when there are none.
  open func touches(for window: UIWindow) -> Set<UITouch>? {
    var owned = Set<UITouch>()
    for touch in touchStorage where touch.window === window { owned.insert(touch) }
    return owned.isEmpty ? nil : owned
  }
}
