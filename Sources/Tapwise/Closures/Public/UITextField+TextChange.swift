/// Text-change handlers on `.editingChanged`: every change the user makes, plain, throttled or debounced.
///
/// ```swift
/// searchField.tw.onTextChange(debounce: 0.3) { _, query in search(query) }
/// ```
///
/// Setting `text` in code sends no `.editingChanged`, as in UIKit, so it calls none of these handlers.
@MainActor
extension TapwiseWrapper where Base: UITextField {
  /// Calls a closure with the field's text after every change the user makes.
  /// - Parameters:
  ///   - handler: Called with the field and its text (`""` when empty).
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the handler.
  @discardableResult
  @_optimize(none)
  public func onTextChange(perform handler: @escaping @MainActor (Base, String) -> Void) -> HandlerRegistration {
    ValueChangeHandler.register(on: base, for: .editingChanged, value: Self.text, handler: handler)
  }

  /// Calls a closure with the field's text at most once per interval: the first change at once, the latest text at
  /// the end of each window. Return and the end of editing don't deliver early: the spacing is the promise, and the
  /// last text arrives at most one interval late anyway.
  /// - Parameters:
  ///   - interval: The minimum time between two calls, in seconds. A negative, NaN or infinite interval is reported
  ///     to ``TapThrottle/invalidSettingHandler`` and registers nothing.
  ///   - handler: Called with the field and the text.
  /// - Returns: The registration; ``HandlerRegistration/flush()`` delivers the pending text now and restarts the
  ///   window, ``HandlerRegistration/cancelPending()`` drops it, ``HandlerRegistration/remove()`` unregisters the
  ///   handler and drops it.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @discardableResult
  @_optimize(none)
  public func onTextChange(
    throttle interval: TimeInterval, perform handler: @escaping @MainActor (Base, String) -> Void
  )
    -> HandlerRegistration
  {
    ValueChangeHandler.register(on: base, for: .editingChanged, throttle: interval, value: Self.text, handler: handler)
  }

  /// Calls a closure with the field's text once typing pauses for an interval, or at once on Return or when editing
  /// ends.
  ///
  /// Return and the end of editing end the burst: the pending text is delivered then, once (Return that also ends
  /// editing delivers once). Return is heard through the field's `textFieldShouldReturn(_:)`, with Tapwise's
  /// delegate proxy in front of yours: your delegate and `shouldReturn` closures are still asked and their answer
  /// stands, and no `.editingDidEndOnExit` action is added, so Return dismisses the keyboard only if it did before.
  /// Setting the field's `delegate` after this call replaces the proxy, as for every delegate closure: Return then
  /// no longer delivers early, the end of editing still does.
  /// - Parameters:
  ///   - interval: The pause, in seconds. A negative, NaN or infinite interval is reported to
  ///     ``TapThrottle/invalidSettingHandler`` and registers nothing.
  ///   - handler: Called with the field and the latest text.
  /// - Returns: The registration; ``HandlerRegistration/flush()`` delivers the pending text now,
  ///   ``HandlerRegistration/cancelPending()`` drops it (Escape, a cleared search), ``HandlerRegistration/remove()``
  ///   unregisters the handler and drops it.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @discardableResult
  @_optimize(none)
  public func onTextChange(
    debounce interval: TimeInterval, perform handler: @escaping @MainActor (Base, String) -> Void
  )
    -> HandlerRegistration
  {
    ValueChangeHandler.register(
      on: base, for: .editingChanged, debounce: interval, value: Self.text, flushingOn: Self.endOfTyping,
      handler: handler)
  }

  /// Return and the end of editing, each calling a flush.
  /// - Parameters:
  ///   - field: The field.
  ///   - flush: Delivers the pending text.
  /// - Returns: The registrations of the two signals.
  private static func endOfTyping(of field: Base, flush: @escaping @MainActor () -> Void) -> [HandlerRegistration] {
    [
      // A vote of `true` changes no answer: the proxy's answer is every vote's and the delegate's, `true` unasked.
      TextFieldDelegateProxy.installed(on: field).shouldReturn.add { _ in
        flush()
        return true
      },
      ControlActionHandler.register(on: field, for: .editingDidEnd) { _ in flush() },
    ]
  }

  /// A field's text, never `nil`.
  private static func text(of field: Base) -> String {
    field.text ?? ""
  }
}
