/// The end of a touch that dragged a control's value: the signal on which a debounced `onValueChange` delivers its
/// pending value at once, so a slider let go reports where it stopped without waiting for the pause.
///
/// A touch counts when, between its touch-down and its end, it moved (`.touchDragInside` or `.touchDragOutside`) and
/// the control reported a change of value; it ends with `.touchUpInside`, `.touchUpOutside` or `.touchCancel`. A
/// cancelled drag counts too: the control keeps the value the finger left it at, as UIKit's slider does, so that is
/// the value to report. A tap doesn't count, so the taps of a burst stay one burst: a stepper tapped five times, a
/// switch toggled twice, a segmented control tried three ways each report once, after the pause.
@MainActor
enum DragRelease {
  /// Calls a closure at the end of every touch that dragged the control's value.
  /// - Parameters:
  ///   - control: The control.
  ///   - valueEvent: The event the control sends when its value changes.
  ///   - perform: Called when such a touch ends.
  /// - Returns: The registrations of the control actions that watch the touch; remove them all to stop watching.
  static func register<Control: UIControl>(
    on control: Control, valueEvent: UIControl.Event, perform: @escaping @MainActor () -> Void
  ) -> [HandlerRegistration] {
    let touch = DraggedTouch()
    return [
      ControlActionHandler.register(on: control, for: .touchDown) { _ in touch.began() },
      ControlActionHandler.register(on: control, for: [.touchDragInside, .touchDragOutside]) { _ in touch.moved() },
      ControlActionHandler.register(on: control, for: valueEvent) { _ in touch.changedValue() },
      ControlActionHandler.register(on: control, for: [.touchUpInside, .touchUpOutside, .touchCancel]) { _ in
        if touch.ended() { perform() }
      },
    ]
  }
}

/// What the control's current touch has done so far.
@MainActor
private final class DraggedTouch {
  /// Whether a touch is down on the control.
  private var isDown = false
  /// Whether it has moved.
  private var hasMoved = false
  /// Whether the value changed since it came down.
  private var hasChangedValue = false

  /// A touch came down: a new touch, nothing done yet.
  func began() {
    isDown = true
    hasMoved = false
    hasChangedValue = false
  }

  /// The touch moved.
  func moved() {
    if isDown { hasMoved = true }
  }

  /// The control reported a new value; counted only while a touch is down.
  func changedValue() {
    if isDown { hasChangedValue = true }
  }

  /// The touch ended or was cancelled.
  /// - Returns: Whether it dragged the value.
  func ended() -> Bool {
    defer { isDown = false }
    return isDown && hasMoved && hasChangedValue
  }
}
