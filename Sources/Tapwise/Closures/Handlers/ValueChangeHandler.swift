/// Registers value handlers, plain, throttled or debounced, on one of a control's events: the engine behind
/// `onValueChange` and `onTextChange`.
@MainActor
enum ValueChangeHandler {
  /// Calls the handler with the control's value on every event.
  /// - Parameters:
  ///   - control: The control.
  ///   - events: The events that report a change.
  ///   - value: Reads the control's value.
  ///   - handler: The user's handler.
  /// - Returns: The registration.
  static func register<Control: UIControl, Value>(
    on control: Control, for events: UIControl.Event, value: @escaping @MainActor (Control) -> Value,
    handler: @escaping @MainActor (Control, Value) -> Void
  ) -> HandlerRegistration {
    ControlActionHandler.register(on: control, for: events) { control in handler(control, value(control)) }
  }

  /// Calls the handler with the values the timing core's throttle lets through: the first at once, then at most one
  /// per interval, the latest value always delivered at its window's end.
  /// - Parameters:
  ///   - control: The control.
  ///   - events: The events that report a change.
  ///   - interval: The minimum time between deliveries, in seconds. A negative, NaN or infinite one is reported to
  ///     ``TapThrottle/invalidSettingHandler`` and nothing is registered.
  ///   - value: Reads the control's value.
  ///   - handler: The user's handler.
  /// - Returns: The registration, inert if the interval was refused. Its ``HandlerRegistration/flush()`` and
  ///   ``HandlerRegistration/cancelPending()`` deliver or drop the pending value.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  static func register<Control: UIControl, Value>(
    on control: Control, for events: UIControl.Event, throttle interval: TimeInterval,
    value: @escaping @MainActor (Control) -> Value, handler: @escaping @MainActor (Control, Value) -> Void
  ) -> HandlerRegistration {
    register(
      on: control, for: events,
      pacedBy: { () throws(TimingError) in try ThrottleStateMachine<Value>(interval: interval) },
      value: value, flushingOn: { _, _ in [] }, handler: handler)
  }

  /// Calls the handler with the latest value once the events pause for an interval.
  /// - Parameters:
  ///   - control: The control.
  ///   - events: The events that report a change.
  ///   - interval: The pause, in seconds. A negative, NaN or infinite one is reported to
  ///     ``TapThrottle/invalidSettingHandler`` and nothing is registered.
  ///   - value: Reads the control's value.
  ///   - endOfBurst: Registers the control's own signals that the user is done (Return, the end of editing, the
  ///     end of a drag), each calling the flush it is given; returns their registrations, removed with the handler.
  ///   - handler: The user's handler.
  /// - Returns: The registration, inert if the interval was refused. Its ``HandlerRegistration/flush()`` and
  ///   ``HandlerRegistration/cancelPending()`` deliver or drop the pending value.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  static func register<Control: UIControl, Value>(
    on control: Control, for events: UIControl.Event, debounce interval: TimeInterval,
    value: @escaping @MainActor (Control) -> Value,
    flushingOn endOfBurst: (Control, _ flush: @escaping @MainActor () -> Void) -> [HandlerRegistration],
    handler: @escaping @MainActor (Control, Value) -> Void
  ) -> HandlerRegistration {
    register(
      on: control, for: events,
      pacedBy: { () throws(TimingError) in try DebounceStateMachine<Value>(interval: interval) },
      value: value, flushingOn: endOfBurst, handler: handler)
  }

  /// Feeds every event's value to a state machine driven on the main loop; removal cancels what is pending and
  /// removes the end-of-burst signals. A machine refused for its interval is reported to
  /// ``TapThrottle/invalidSettingHandler``, and nothing is registered.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  private static func register<Control: UIControl, Machine: TimingStateMachine>(
    on control: Control, for events: UIControl.Event, pacedBy makeMachine: () throws(TimingError) -> Machine,
    value: @escaping @MainActor (Control) -> Machine.Value,
    flushingOn endOfBurst: (Control, _ flush: @escaping @MainActor () -> Void) -> [HandlerRegistration],
    handler: @escaping @MainActor (Control, Machine.Value) -> Void
  ) -> HandlerRegistration {
    let machine: Machine
    do {
      machine = try makeMachine()
    } catch {
      TapThrottle.invalidSettingHandler(error)
      return .inert
    }
    let paced = PacedDelivery<Control, Machine>(machine, deliver: handler)
    let changes = ControlActionHandler.register(on: control, for: events, onRemove: { paced.stop() }) { control in
      paced.receive(value(control), from: control)
    }
    let signals = endOfBurst(control) { paced.flush() }
    return HandlerRegistration(
      unregister: {
        changes.remove()
        for signal in signals { signal.remove() }
      },
      flush: { paced.flush() }, cancelPending: { paced.cancelPending() })
  }
}
