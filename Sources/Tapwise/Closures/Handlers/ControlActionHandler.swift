/// Registers one closure handler on a control as a `UIAction` of its own, so the control's dispatch table keeps
/// every handler, in registration order, with no Objective-C runtime.
///
/// The action holds the closure; the closure receives the control from the action's `sender`, never holding it, so
/// the only path is control → action → closure. A flag makes removal immediate even mid-dispatch, on any UIKit.
@MainActor
enum ControlActionHandler {
  /// Adds a handler as a uniquely identified `UIAction`.
  /// - Parameters:
  ///   - control: The control.
  ///   - events: The events; an empty set registers nothing.
  ///   - body: The handler, given the control typed as itself.
  ///   - onRemove: Extra work when the handler is removed, such as cancelling a pending value.
  /// - Returns: The registration; an inert one for an empty `events`.
  static func register<Control: UIControl>(
    on control: Control, for events: UIControl.Event, onRemove: (@MainActor () -> Void)? = nil,
    _ body: @escaping @MainActor (Control) -> Void
  ) -> HandlerRegistration {
    guard !events.isEmpty else { return .inert }
    let removal = RemovalFlag()
    let action = UIAction { action in
      guard !removal.isRemoved, let control = action.sender as? Control else { return }
      body(control)
    }
    let identifier = action.identifier
    control.addAction(action, for: events)
    return HandlerRegistration { [weak control] in
      removal.isRemoved = true
      control?.removeAction(identifiedBy: identifier, for: events)
      onRemove?()
    }
  }
}

/// Whether a handler has been removed, shared by the handler and its registration.
@MainActor
final class RemovalFlag {
  /// Set once, by the registration's `remove()`.
  var isRemoved = false
}
