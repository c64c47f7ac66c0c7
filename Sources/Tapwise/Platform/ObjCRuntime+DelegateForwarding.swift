#if canImport(UIKit) && canImport(ObjectiveC)
  import ObjectiveC
  import UIKit

  // Apple: a delegate proxy passes every message it doesn't implement itself to its forwardee, by the runtime's fast
  // forwarding path. UIKit asks `responds(to:)` before calling an optional method, and often caches the answer when
  // the delegate is set; the proxy says yes exactly for its own methods and the forwardee's, so a method neither
  // implements stays unimplemented for UIKit (swipe-to-delete, reordering and section index titles depend on
  // that). The Linux mirror, explicit forwarders for HeadlessUIKit's protocols, is in Platform.swift.
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
