/// Typed value-change handlers on a ``ValueReportingControl``: plain, throttled (the timing core's throttle: leading
/// edge, deliveries at least the interval apart, the latest value always delivered at its window's end) and debounced
/// (after a pause).
///
/// | Control | Value |
/// | --- | --- |
/// | `UISwitch` | `Bool`, `isOn` |
/// | `UISlider` | `Float`, `value` |
/// | `UISegmentedControl` | `Int`, `selectedSegmentIndex` |
/// | `UIStepper` | `Double`, `value` |
///
/// ```swift
/// brightness.tw.onValueChange(throttle: 0.4) { _, value in lamp.send(value) }  // at most one value per 0.4 s
/// ```
///
/// Throttled and debounced forms run on the main run loop's clock and timers (HeadlessUIKit's virtual ones on
/// Linux). Their registration's ``HandlerRegistration/flush()`` delivers a pending value now and
/// ``HandlerRegistration/cancelPending()`` drops it; removing the handler, or the control deallocating, drops it too.
@MainActor
extension TapwiseWrapper where Base: ValueReportingControl {
  /// Calls a closure with the control's value whenever it changes.
  /// - Parameters:
  ///   - handler: Called with the control and its new value.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the handler.
  @discardableResult
  @_optimize(none)
  public func onValueChange(perform handler: @escaping @MainActor (Base, Base.ReportedValue) -> Void)
    -> HandlerRegistration
  {
    ValueChangeHandler.register(on: base, for: Base.valueChangeEvent, value: { $0.reportedValue }, handler: handler)
  }

  /// Calls a closure with the control's value, at most once per interval.
  ///
  /// The first change is delivered at once, and the latest one at the end of each window. The end of a touch doesn't
  /// deliver early: the spacing is the promise, and the last value arrives at most one interval late anyway.
  /// - Parameters:
  ///   - interval: The minimum time between two calls, in seconds. A negative, NaN or infinite interval is reported
  ///     to ``TapThrottle/invalidSettingHandler`` and registers nothing.
  ///   - handler: Called with the control and the value.
  /// - Returns: The registration; ``HandlerRegistration/flush()`` delivers the pending value now and restarts the
  ///   window, ``HandlerRegistration/cancelPending()`` drops it, ``HandlerRegistration/remove()`` unregisters the
  ///   handler and drops it.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @discardableResult
  @_optimize(none)
  public func onValueChange(
    throttle interval: TimeInterval, perform handler: @escaping @MainActor (Base, Base.ReportedValue) -> Void
  ) -> HandlerRegistration {
    ValueChangeHandler.register(
      on: base, for: Base.valueChangeEvent, throttle: interval, value: { $0.reportedValue }, handler: handler)
  }

  /// Calls a closure with the control's value once the changes pause for an interval, or at once when the user lets
  /// go of a drag.
  ///
  /// A touch that dragged the value (a slider's thumb) ends the burst when it lifts or is cancelled: the value it
  /// left is delivered then, once, without waiting for the pause. Taps don't end a burst, so a stepper tapped five
  /// times reports once, after the pause.
  /// - Parameters:
  ///   - interval: The pause, in seconds. A negative, NaN or infinite interval is reported to
  ///     ``TapThrottle/invalidSettingHandler`` and registers nothing.
  ///   - handler: Called with the control and the latest value.
  /// - Returns: The registration; ``HandlerRegistration/flush()`` delivers the pending value now,
  ///   ``HandlerRegistration/cancelPending()`` drops it, ``HandlerRegistration/remove()`` unregisters the handler and
  ///   drops it.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @discardableResult
  @_optimize(none)
  public func onValueChange(
    debounce interval: TimeInterval, perform handler: @escaping @MainActor (Base, Base.ReportedValue) -> Void
  ) -> HandlerRegistration {
    ValueChangeHandler.register(
      on: base, for: Base.valueChangeEvent, debounce: interval, value: { $0.reportedValue },
      flushingOn: { control, flush in
        DragRelease.register(on: control, valueEvent: Base.valueChangeEvent, perform: flush)
      },
      handler: handler)
  }
}
