/// Closure handlers for any control's events, and for a button's tap.
///
/// ```swift
/// nameField.tw.on(.editingDidBegin) { field in field.backgroundColor = .systemYellow }
/// payButton.tw.onTap { [weak self] _ in self?.pay() }
/// ```
///
/// Each registration adds one `UIAction` to the control, so any number of handlers share an event, each called
/// once per event, in registration order, alongside the control's other actions and targets.
@MainActor
extension TapwiseWrapper where Base: UIControl {
  /// Calls a closure whenever the control sends any of the given events.
  ///
  /// Works for every `UIControl`, not only buttons. The handler receives the control typed as itself, so it needs
  /// no reference to it.
  /// - Parameters:
  ///   - events: The events to handle. An empty set registers nothing.
  ///   - handler: Called synchronously, inside UIKit's dispatch of the event, with the control.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the handler.
  @discardableResult
  @_optimize(none)
  public func on(_ events: UIControl.Event, perform handler: @escaping @MainActor (Base) -> Void)
    -> HandlerRegistration
  {
    ControlActionHandler.register(on: base, for: events, handler)
  }
}

@MainActor
extension TapwiseWrapper where Base: UIButton {
  /// Calls a closure when the button is tapped: on `.primaryActionTriggered`, as `UIButton(primaryAction:)` does.
  ///
  /// The handler is a `UIAction`, so an installed ``TapThrottle`` gates it like any other action on the button:
  /// two taps within the button's interval call it once.
  /// - Parameters:
  ///   - handler: Called with the button.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the handler.
  @discardableResult
  @_optimize(none)
  public func onTap(perform handler: @escaping @MainActor (Base) -> Void) -> HandlerRegistration {
    ControlActionHandler.register(on: base, for: .primaryActionTriggered, handler)
  }
}
