import Foundation

/// A delegate (or data source) Tapwise puts in front of the one the view had, which it calls the forwardee.
///
/// A subclass implements the methods Tapwise has closures for, and in each one calls the forwardee itself. Every
/// other method of the protocol goes to the forwardee untouched, so its own methods (`viewForHeaderInSection`,
/// swipe actions, scroll-view callbacks, methods of later SDKs) keep working behind the proxy:
/// - on Apple platforms by message forwarding (`ObjCRuntime+DelegateForwarding.swift`): the proxy responds to what
///   the forwardee responds to, and hands those messages to it, so a method the forwardee doesn't implement stays
///   unimplemented for UIKit;
/// - on Linux by explicit forwarders in `Platform.swift`, one per method of HeadlessUIKit's protocols, since Swift
///   there has no message forwarding.
@MainActor
class DelegateForwardingProxy: NSObject {
  /// The delegate the view had before the proxy, held weakly as the view held it.
  var forwardee: (any NSObjectProtocol)? {
    get { forwardeeReference.object }
    set { forwardeeReference.object = newValue }
  }

  /// Makes an object the forwardee. When it deallocates, `reinstall` runs: UIKit caches what a delegate implements
  /// when it is set, and a proxy that claimed the forwardee's methods must then be asked again.
  /// - Parameters:
  ///   - object: The new forwardee, or `nil`.
  ///   - reinstall: Sets the proxy on its view again; it holds the view and the proxy weakly.
  func forward(to object: (any NSObjectProtocol)?, reinstall: @escaping @MainActor @Sendable () -> Void) {
    forwardee = object
    if let object { RuntimeHooks.whenDeallocated(object, reinstall) }
  }

  /// The forwardee behind a lock. The message forwarding reads it, and `NSObject` declares that nonisolated: UIKit
  /// calls it on the main thread, but nothing guarantees every caller does.
  nonisolated let forwardeeReference = LockedWeakReference()
}

/// A weak reference that any thread may read and write: every access takes the lock.
final class LockedWeakReference: @unchecked Sendable {
  private let lock = NSLock()
  private weak var storage: (any NSObjectProtocol)?

  /// The referenced object, or `nil` once it is gone.
  var object: (any NSObjectProtocol)? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return storage
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      storage = newValue
    }
  }
}
