import Foundation

/// Decides whether one action on one control goes out: the logic shared by the app-wide install and
/// ``ThrottledButton``, on every platform.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
@MainActor
enum TapGatePolicy {
  /// Admits or drops an action.
  ///
  /// An action is gated when the control event that sent it is one of ``TapThrottle/gatedEvents``. UIKit's
  /// `sendAction` methods are not told which control event fired, so the policy narrows it down: from the control's
  /// tracking state (UIKit sends touch-down and drag events while tracking, and clears tracking before it sends
  /// touch-up, cancel and primary-action events), then to the events the action is registered for.
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
    let candidates = possibleEvents(of: control).intersection(TapThrottle.gatedEvents)
    guard !candidates.isEmpty, !registeredEvents(of: key, on: control).isDisjoint(with: candidates) else {
      return true
    }
    let time = event.flatMap { try? Duration(timeInterval: $0.timestamp) } ?? TapThrottle.now()
    return TapGateState.ensure(for: control).admit(key, at: time, interval: interval)
  }

  /// The control events sent while a control tracks a touch.
  static let trackingEvents: UIControl.Event = [
    .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
  ]

  /// The control events an action sent now can belong to, judged from the control's tracking state.
  static func possibleEvents(of control: UIControl) -> UIControl.Event {
    control.isTracking ? trackingEvents.union(.valueChanged) : UIControl.Event.allEvents.subtracting(trackingEvents)
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
