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
  /// the end of each window.
  /// - Parameters:
  ///   - interval: The minimum time between two calls, in seconds. A negative, NaN or infinite interval is reported
  ///     to ``TapThrottle/invalidSettingHandler`` and registers nothing.
  ///   - handler: Called with the field and the text.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the handler and drops pending text.
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

  /// Calls a closure with the field's text once typing pauses for an interval.
  /// - Parameters:
  ///   - interval: The pause, in seconds. A negative, NaN or infinite interval is reported to
  ///     ``TapThrottle/invalidSettingHandler`` and registers nothing.
  ///   - handler: Called with the field and the latest text.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the handler and drops pending text.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @discardableResult
  @_optimize(none)
  public func onTextChange(
    debounce interval: TimeInterval, perform handler: @escaping @MainActor (Base, String) -> Void
  )
    -> HandlerRegistration
  {
    ValueChangeHandler.register(on: base, for: .editingChanged, debounce: interval, value: Self.text, handler: handler)
  }

  /// A field's text, never `nil`.
  private static func text(of field: Base) -> String {
    field.text ?? ""
  }
}
