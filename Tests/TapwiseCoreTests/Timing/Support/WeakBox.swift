/// A weak reference for handlers that call back into the wrapper that owns them.
@MainActor
final class WeakBox<Object: AnyObject> {
  /// The referenced object, if it is still alive.
  weak var object: Object?
}
