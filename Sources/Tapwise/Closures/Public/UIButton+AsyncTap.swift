/// Async tap handlers: work that takes time runs once however often the button is tapped meanwhile.
///
/// ```swift
/// payButton.tw.onTap(whileRunning: .disablesControl) { _ in
///   await checkout.pay()     // three seconds: taps meanwhile start nothing
/// }
/// ```
@MainActor
extension TapwiseWrapper where Base: UIButton {
  /// Runs async work when the button is tapped, and ignores taps while it runs.
  ///
  /// Each tap on `.primaryActionTriggered` starts the work in a new task on the main actor, unless the work this
  /// handler started last is still running: then the tap starts nothing and goes to `onIgnoredTap`. When the work
  /// ends, the next tap starts it again. An installed ``TapThrottle`` still gates the handler like any action on the
  /// button: a tap within the interval after the last start is dropped before it reaches the handler (and its
  /// ignored-tap hook).
  ///
  /// The work starts just after the tap's dispatch, in its own task; the busy indication is shown at once, inside
  /// the dispatch. ``HandlerRegistration/cancelPending()`` cancels the running work (the handler stays);
  /// ``HandlerRegistration/remove()`` cancels it and unregisters the handler. Either ends the busy indication at
  /// once, without waiting for the cancelled work to return.
  ///
  /// - Note: The task holds the button weakly until the work starts: a button that deallocates first cancels it,
  ///   and the work never runs. Once started, the work holds the button, as any argument is held, until it returns,
  ///   so a screen that goes away while the work runs keeps its button until then. Don't capture the screen
  ///   strongly in `work`; to stop the work with the screen, call `remove()` or `cancelPending()` when it goes.
  /// - Parameters:
  ///   - busy: How the button shows that the work runs; none by default.
  ///   - onIgnoredTap: Called with the button, inside the dispatch, for a tap that arrived while the work ran, for
  ///     a haptic or a log.
  ///   - work: The work, given the button. It should check for cancellation (`Task.checkCancellation()`, or async
  ///     calls that throw `CancellationError`).
  /// - Returns: The registration.
  @discardableResult
  @_optimize(none)
  public func onTap(
    whileRunning busy: BusyIndication = [], onIgnoredTap: (@MainActor (Base) -> Void)? = nil,
    perform work: @escaping @MainActor (Base) async -> Void
  ) -> HandlerRegistration {
    AsyncTapHandler.register(
      on: base, showing: busy, onIgnoredTap: onIgnoredTap, start: AsyncTapHandler.starting(work))
  }

  /// Runs throwing async work when the button is tapped, ignores taps while it runs, and reports what it throws.
  ///
  /// Behaves as ``onTap(whileRunning:onIgnoredTap:perform:)``; an error the work throws goes to `onError`, except
  /// the `CancellationError` of work that `remove()`, `cancelPending()` or the button's deallocation cancelled,
  /// which is the cancellation's expected end. The busy indication ends after `onError` returns.
  ///
  /// ```swift
  /// payButton.tw.onTap(whileRunning: .showsActivityIndicator) { _ in
  ///   try await checkout.pay()
  /// } onError: { [weak self] _, error in
  ///   self?.show(error)
  /// }
  /// ```
  /// - Parameters:
  ///   - busy: How the button shows that the work runs; none by default.
  ///   - onIgnoredTap: Called with the button, inside the dispatch, for a tap that arrived while the work ran.
  ///   - work: The work, given the button.
  ///   - onError: Called on the main actor with the button and the error the work threw.
  /// - Returns: The registration.
  @discardableResult
  @_optimize(none)
  public func onTap(
    whileRunning busy: BusyIndication = [], onIgnoredTap: (@MainActor (Base) -> Void)? = nil,
    perform work: @escaping @MainActor (Base) async throws -> Void,
    onError: @escaping @MainActor (Base, any Error) -> Void
  ) -> HandlerRegistration {
    AsyncTapHandler.register(
      on: base, showing: busy, onIgnoredTap: onIgnoredTap, start: AsyncTapHandler.starting(work, onError: onError))
  }
}
