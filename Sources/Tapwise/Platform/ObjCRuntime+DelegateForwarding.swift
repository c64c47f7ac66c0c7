#if canImport(UIKit) && canImport(ObjectiveC)
  import ObjectiveC
  import UIKit

  // Apple: a delegate proxy passes every message it doesn't implement itself to its forwardee, by the runtime's fast
  // forwarding path. UIKit asks `responds(to:)` before calling an optional method, and often caches the answer when
  // the delegate is set; the proxy says yes exactly for its own methods and the forwardee's, so a method neither
  // implements stays unimplemented for UIKit (swipe-to-delete, reordering and section index titles depend on
  // that). The Linux mirror, explicit forwarders for HeadlessUIKit's protocols, is in Platform.swift.
  extension RuntimeHooks {
    /// Apple: runs `body` on the main actor when `object` deallocates, through an associated watcher object that the
    /// runtime releases with it. Each call adds a watcher of its own.
    static func whenDeallocated(_ object: AnyObject, _ body: @escaping @MainActor @Sendable () -> Void) {
      let watcher = DeallocationWatcher(body)
      let key = UnsafeRawPointer(Unmanaged.passUnretained(watcher).toOpaque())
      objc_setAssociatedObject(object, key, watcher, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }

  /// Apple: calls a closure when it is released, which happens as the object it is associated with deallocates.
  private final class DeallocationWatcher: NSObject {
    private let body: @MainActor @Sendable () -> Void

    init(_ body: @escaping @MainActor @Sendable () -> Void) {
      self.body = body
    }

    deinit {
      let body = self.body
      if Thread.isMainThread {
        RuntimeHooks.onMainThread(body)
      } else {
        Task { @MainActor in body() }
      }
    }
  }

  extension DelegateForwardingProxy {
    /// Apple: the proxy's own methods, and every method its forwardee responds to.
    override nonisolated func responds(to aSelector: Selector!) -> Bool {
      super.responds(to: aSelector) || (forwardeeReference.object?.responds(to: aSelector) ?? false)
    }

    /// Apple: the forwardee, for a message the proxy doesn't implement itself.
    override nonisolated func forwardingTarget(for aSelector: Selector!) -> Any? {
      guard let forwardee = forwardeeReference.object, forwardee.responds(to: aSelector) else {
        return super.forwardingTarget(for: aSelector)
      }
      return forwardee
    }
  }
#endif
