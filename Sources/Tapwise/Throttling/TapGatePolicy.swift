import Foundation

/// Decides whether one action on one control goes out: the logic shared by the app-wide install and
/// ``ThrottledButton``, on every platform.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
@MainActor
enum TapGatePolicy {
  /// Admits or drops an action.
  ///
  /// An action is gated when the control event that sent it is one of ``TapThrottle/gatedEvents``. UIKit's
  /// `sendAction` methods are not told which control event fired, so the policy narrows it down: from the touch's
  /// phase when there is an event (a touch that began can only send touch-down events, and so on), then to the
  /// events the action is registered for. An action sent from code with no event counts as all its registered
  /// events.
  ///
  /// - Parameters:
  ///   - control: The sending control.
  ///   - key: The action.
  ///   - event: The event that triggered it, if any; its timestamp is the action's time.
  /// - Returns: `true` if the action goes out.
  static func admits(_ control: UIControl, _ key: TapActionKey, event: UIEvent?) -> Bool {
    let state = TapGateState.of(control)
    if state?.ignoresThrottle == true { return true }
    let seconds = state?.interval ?? TapThrottle.defaultInterval
    guard seconds > 0, let interval = try? Duration(timeInterval: seconds) else { return true }
    let candidates = possibleEvents(of: control, for: event).intersection(TapThrottle.gatedEvents)
    guard !candidates.isEmpty, !registeredEvents(of: key, on: control).isDisjoint(with: candidates) else {
      return true
    }
    let time = event.flatMap { try? Duration(timeInterval: $0.timestamp) } ?? TapThrottle.now()
    return TapGateState.ensure(for: control).admit(key, at: time, interval: interval)
  }

  /// The control events an action sent during this event can belong to.
  static func possibleEvents(of control: UIControl, for event: UIEvent?) -> UIControl.Event {
    guard let event, event.type == .touches,
      let touch = event.allTouches?.first(where: { $0.view === control }) ?? event.allTouches?.first
    else { return .allEvents }
    switch touch.phase {
    case .began:
      return [.touchDown, .touchDownRepeat]
    case .moved, .stationary:
      return [.touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit, .valueChanged]
    case .ended:
      return control.isTouchInside
        ? [.touchUpInside, .primaryActionTriggered, .valueChanged] : [.touchUpOutside, .valueChanged]
    case .cancelled:
      return [.touchCancel, .valueChanged]
    default:
      return .allEvents
    }
  }

  /// The events an action is registered for on a control.
  static func registeredEvents(of key: TapActionKey, on control: UIControl) -> UIControl.Event {
    var events: UIControl.Event = []
    control.enumerateEventHandlers { action, targetAction, controlEvents, _ in
      if key.matches(action, targetAction) { events.formUnion(controlEvents) }
    }
    return events
  }
}
