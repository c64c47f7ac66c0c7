extension UIControl {
  /// Fires every handler whose events intersect `controlEvents`, in registration order, as UIKit's
  /// `_sendActionsForEvents:withEvent:`.
  ///
  /// Target-action handlers go through ``sendAction(_:to:for:)`` with `event`; a deallocated target is passed as
  /// `nil`, so its action travels the responder chain. `UIAction`s go through ``sendAction(_:)``. The table is
  /// read once, so handlers added meanwhile wait for the next dispatch, while a handler whose events are removed
  /// meanwhile is skipped. Afterwards, if the events include one of ``controlEventsForActionTriggered``, the
  /// control sends ``Event/primaryActionTriggered`` the same way.
  /// - Parameters:
  ///   - controlEvents: The events to send.
  ///   - event: The touch event behind them, or `nil` when code sends them.
  func sendActions(for controlEvents: Event, with event: UIEvent?) {
    for handler in eventRegistry.handlers where !handler.events.isDisjoint(with: controlEvents) {
      if let action = handler.action {
        sendAction(action)
      } else if let selector = handler.selector {
        sendAction(selector, to: handler.target, for: event)
      }
    }
    let triggers = controlEventsForActionTriggered.subtracting(.primaryActionTriggered)
    if !triggers.isDisjoint(with: controlEvents) {
      sendActions(for: .primaryActionTriggered, with: event)
    }
  }

  /// Calls a closure for each registered handler, in registration order.
  ///
  /// ```swift
  /// button.enumerateEventHandlers { action, targetAction, events, stop in
  ///   print(action?.identifier ?? targetAction!.1, events)
  /// }
  /// ```
  /// - Parameters:
  ///   - iterator: Receives the `UIAction` of an action handler, or the target (`nil` when nil or deallocated)
  ///     and selector of a target-action handler, then the handler's events, and a flag to set to stop.
  public func enumerateEventHandlers(_ iterator: (UIAction?, (Any?, Selector)?, UIControl.Event, inout Bool) -> Void) {
    var stop = false
    for handler in eventRegistry.handlers {
      let targetAction = handler.selector.map { (handler.target as Any?, $0) }
      iterator(handler.action, targetAction, handler.events, &stop)
      if stop { return }
    }
  }
}
