/// A registered closure handler: call ``remove()`` to unregister it.
///
/// Every `tw` registration returns one, and every one is `@discardableResult`: a handler you never remove lives as
/// long as its control. Dropping the registration does not remove the handler, and the registration never keeps the
/// control alive.
///
/// ```swift
/// let registration = slider.tw.onValueChange { slider, value in preview.brightness = value }
/// // later
/// registration.remove()
/// ```
@MainActor
public final class HandlerRegistration {
  /// Unregisters the handler; `nil` once removed, or for a registration that registered nothing.
  private var unregister: (@MainActor () -> Void)?
  /// Delivers what the handler holds now; `nil` for a handler that holds nothing.
  private let deliverPending: (@MainActor () -> Void)?
  /// Drops what the handler holds, or stops the work it runs; `nil` for a handler that holds nothing.
  private let dropPending: (@MainActor () -> Void)?

  /// Creates a registration that unregisters with a closure.
  /// - Parameters:
  ///   - unregister: Removes the handler. It must not hold the control strongly.
  ///   - flush: Delivers the pending value now, for ``flush()``; `nil` for a handler that holds none.
  ///   - cancelPending: Drops the pending value or cancels the running work, for ``cancelPending()``; `nil` for a
  ///     handler that holds neither.
  init(
    unregister: @escaping @MainActor () -> Void, flush: (@MainActor () -> Void)? = nil,
    cancelPending: (@MainActor () -> Void)? = nil
  ) {
    self.unregister = unregister
    self.deliverPending = flush
    self.dropPending = cancelPending
  }

  /// A registration for a request that registered nothing, such as one refused for an invalid interval.
  static var inert: HandlerRegistration {
    let registration = HandlerRegistration {}
    registration.unregister = nil
    return registration
  }

  /// Whether the handler is still registered: `false` after ``remove()``, and for a request refused as invalid.
  public var isRegistered: Bool { unregister != nil }

  /// Unregisters the handler, and cancels anything it has pending (a throttled or debounced value). Calling it again
  /// does nothing.
  ///
  /// Safe inside any handler, the removed one included. It takes effect at once: the handler is not called again,
  /// not even later in the dispatch of the event in progress, just as UIKit skips an action removed mid-dispatch.
  public func remove() {
    let unregister = self.unregister
    self.unregister = nil
    unregister?()
  }

  /// Delivers a throttled or debounced handler's pending value now, once, instead of at its time.
  ///
  /// A debounce then starts a new burst with the next change; a throttle opens a fresh window, so its next delivery
  /// comes at least one interval after this one. A second call, or the time the value was due, delivers nothing more.
  ///
  /// Does nothing when no value is pending, for a handler that never holds one (a plain or an async handler), and
  /// after ``remove()``.
  public func flush() {
    guard isRegistered else { return }
    deliverPending?()
  }

  /// Drops a throttled or debounced handler's pending value, or cancels the action an async tap handler is running.
  /// The handler stays registered.
  ///
  /// A throttle keeps its window, so the next delivery still respects the spacing; a debounce keeps its burst, so a
  /// change just after the drop still waits for the pause.
  ///
  /// Does nothing when nothing is pending or running, and after ``remove()``.
  public func cancelPending() {
    guard isRegistered else { return }
    dropPending?()
  }
}
