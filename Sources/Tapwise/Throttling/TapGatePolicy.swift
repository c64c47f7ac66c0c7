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
  /// touch-up, cancel and primary-action events), then to the events registered on the control, and only when
  /// those are mixed, to the events this action is registered for.
  ///
  /// - Parameters:
  ///   - control: The sending control.
  ///   - key: The action; built only when the action may be gated.
  ///   - event: The event that triggered it, if any; its timestamp is the action's time. Without one, the action's
  ///     time is ``MainLoop``'s now, on the same clock.
  /// - Returns: `true` if the action goes out.
  static func admits(_ control: UIControl, _ key: @autoclosure () -> TapActionKey, event: UIEvent?) -> Bool {
    let state = TapGateState.of(control)
    if state?.ignoresThrottle == true { return true }
    let interval = state?.exactInterval ?? TapThrottle.exactDefaultInterval
    guard interval > .zero else { return true }
    let candidates = possibleEvents(of: control)
    let gatedNow = candidates.intersection(TapThrottle.gatedEvents)
    let liveNow = control.allControlEvents.intersection(candidates)
    guard !liveNow.isDisjoint(with: gatedNow) else { return true }
    let key = key()
    if !liveNow.isSubset(of: gatedNow), registeredEvents(of: key, on: control).isDisjoint(with: gatedNow) {
      return true
    }
    let time = event.flatMap { try? Duration(timeInterval: $0.timestamp) } ?? MainLoop.exactNow
    return (state ?? TapGateState.ensure(for: control)).admit(key, at: time, interval: interval)
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
