import Foundation

/// Decides whether one action on one control goes out under the tap throttle: which control event sent it, at which
/// interval, and whether the control's ``TapThrottleState`` admits it. Shared by the app-wide install and
/// ``ThrottledButton``, on every platform.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
@MainActor
enum TapThrottleDecision {
  /// Admits or drops an action.
  ///
  /// An action is gated when the control event that sent it is one of ``TapThrottle/gatedEvents``. UIKit's
  /// `sendAction` methods are not told which control event fired, so the policy narrows it down: from the phase of
  /// the control's touch in the action's event (``possibleEvents(of:in:)``), or without one from the control's
  /// tracking state; then to the events registered on the control (UIKit sends only registered actions, so when
  /// none is left the first step was wrong, and all of them stay possible); and only when those are mixed, to the
  /// events this action is registered for.
  ///
  /// - Parameters:
  ///   - control: The sending control.
  ///   - key: The action; built only when the action may be gated.
  ///   - event: The event that triggered it, if any; its timestamp is the action's time. Without one, the action's
  ///     time is ``MainLoop``'s now, on the same clock.
  /// - Returns: `true` if the action goes out.
  static func admits(_ control: UIControl, _ key: @autoclosure () -> TapActionKey, event: UIEvent?) -> Bool {
    let state = TapThrottleState.of(control)
    if state?.ignoresThrottle == true { return true }
    let interval = state?.exactInterval ?? TapThrottle.exactDefaultInterval
    guard interval > .zero else { return true }
    let registered = control.allControlEvents
    var liveNow = registered.intersection(possibleEvents(of: control, in: event))
    if liveNow.isEmpty { liveNow = registered }
    let gatedNow = liveNow.intersection(TapThrottle.gatedEvents)
    guard !gatedNow.isEmpty else { return true }
    let key = key()
    if !liveNow.isSubset(of: gatedNow), registeredEvents(of: key, on: control).isDisjoint(with: gatedNow) {
      return true
    }
    let time = event.flatMap { try? Duration(timeInterval: $0.timestamp) } ?? MainLoop.exactNow
    return (state ?? TapThrottleState.ensure(for: control)).admit(key, at: time, interval: interval)
  }

  /// The control events sent when a touch goes down.
  static let touchDownEvents: UIControl.Event = [.touchDown, .touchDownRepeat]
  /// The control events sent when a tracked touch moves.
  static let dragEvents: UIControl.Event = [.touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit]
  /// The control events sent while a control tracks a touch.
  static let trackingEvents = touchDownEvents.union(dragEvents)
  /// The control events sent when a tracked touch lifts.
  static let touchUpEvents: UIControl.Event = [.touchUpInside, .touchUpOutside, .primaryActionTriggered]

  /// The control events an action sent now can belong to.
  ///
  /// When the action comes with an event that holds the control's touch (a touch on the control or inside it),
  /// the touch's phase decides: touch-down events when it began, drag events when it moved, everything but those
  /// and `.touchCancel` when it ended (the touch-ups and the primary action, and what a control does on a tap,
  /// such as a text field beginning to edit), and everything but those and the touch-ups when it was cancelled.
  /// `.valueChanged` is possible in every phase. The order in which UIKit clears `isTracking` and sends a touch-up
  /// doesn't matter then. Without such a touch (`sendActions(for:)` from code, UIActions, a touch that stood
  /// still), the control's tracking state decides: UIKit sends touch-down and drag events while tracking, and clears
  /// tracking before it sends the touch-ups, `.touchCancel` and the primary action.
  /// - Parameters:
  ///   - control: The sending control.
  ///   - event: The event that came with the action, if any.
  /// - Returns: The possible control events.
  static func possibleEvents(of control: UIControl, in event: UIEvent?) -> UIControl.Event {
    var events: UIControl.Event = []
    for touch in event?.allTouches ?? [] {
      guard let view = touch.view, view === control || view.isDescendant(of: control) else { continue }
      switch touch.phase {
      case .began: events.formUnion(touchDownEvents.union(.valueChanged))
      case .moved: events.formUnion(dragEvents.union(.valueChanged))
      case .ended: events.formUnion(UIControl.Event.allEvents.subtracting(trackingEvents).subtracting(.touchCancel))
      case .cancelled:
        events.formUnion(UIControl.Event.allEvents.subtracting(trackingEvents).subtracting(touchUpEvents))
      default: break
      }
    }
    guard events.isEmpty else { return events }
    return control.isTracking
      ? trackingEvents.union(.valueChanged) : UIControl.Event.allEvents.subtracting(trackingEvents)
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
