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

  /// Creates a registration that unregisters with a closure.
  /// - Parameters:
  ///   - unregister: Removes the handler. It must not hold the control strongly.
  init(unregister: @escaping @MainActor () -> Void) {
    self.unregister = unregister
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
}
