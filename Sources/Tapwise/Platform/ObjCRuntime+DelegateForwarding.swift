#if canImport(UIKit) && canImport(ObjectiveC)
  import ObjectiveC
  import UIKit

  // Apple: a delegate proxy passes every message it doesn't implement itself to its forwardee. UIKit asks
  // `responds(to:)` before calling an optional method, and often caches the answer when the delegate is set; the
  // proxy says yes exactly for its own methods and the forwardee's, so a method neither implements stays
  // unimplemented for UIKit (swipe-to-delete, reordering and section index titles depend on that). Compared with
  // RxCocoa's `DelegateProxy`/`_RXDelegateProxy`, which answers `respondsToSelector:` the same way and forwards in
  // `forwardInvocation:`; Swift can't declare that method (`NSInvocation` is unavailable), so the proxy adds it and
  // `methodSignatureForSelector:` at run time (``InvocationForwarding``), and reaches them by returning `nil` from
  // `forwardingTarget(for:)`. The guard around the invocation is WAYWindow's (weAreYeah/WAYWindow PR #11): a
  // message that comes back while it is still being forwarded stops there, which `forwardingTarget(for:)` alone
  // can't do, since it returns before the message is sent on. The Linux mirror is
  // HeadlessRuntime+DelegateForwarding.swift.
  extension RuntimeHooks {
    /// Apple: runs `body` on the main actor when `object` deallocates, through an object associated with it that the
    /// runtime releases with it. The watcher replaces the one `owner` had on the object, which is released.
    /// - Parameters:
    ///   - object: The object watched.
    ///   - owner: The watcher's owner, whose address is the key: one watcher per owner and object.
    ///   - body: What to run.
    static func whenDeallocated(
      _ object: AnyObject, by owner: AnyObject, _ body: @escaping @MainActor @Sendable () -> Void
    ) {
      objc_setAssociatedObject(object, watcherKey(owner), DeallocationWatcher(body), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Apple: removes the watcher `owner` put on `object`; releasing it runs its body, which must see it is stale.
    static func stopWatching(_ object: AnyObject, by owner: AnyObject) {
      objc_setAssociatedObject(object, watcherKey(owner), nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    private static func watcherKey(_ owner: AnyObject) -> UnsafeRawPointer {
      UnsafeRawPointer(Unmanaged.passUnretained(owner).toOpaque())
    }

    /// Apple: `responds(to:)`, which a forwarding proxy answers for its forwardee too.
    nonisolated static func responds(_ object: any NSObjectProtocol, to selector: Selector) -> Bool {
      object.responds(to: selector)
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
    /// Apple: the proxy's own methods, and every method its forwardee responds to other than through this proxy
    /// (``forwardeeResponds(to:)``); and the probe's method while a probe looks for this proxy
    /// (``RuntimeHooks/forwards(_:to:)``).
    override nonisolated func responds(to aSelector: Selector!) -> Bool {
      if aSelector == Self.probeSelector { return forwarding.isProbed }
      return super.responds(to: aSelector) || forwardeeResponds(to: aSelector)
    }

    /// Apple: for a message the proxy doesn't implement itself, `nil` while the forwardee responds, so the runtime
    /// sends it through `forwardInvocation:` (``InvocationForwarding``); once the forwardee is gone (or no longer
    /// responds), the sink, so a message UIKit sends on a cached `responds(to:)` answer is answered as an
    /// unimplemented method instead of raising "unrecognized selector".
    override nonisolated func forwardingTarget(for aSelector: Selector!) -> Any? {
      if Thread.isMainThread { RuntimeHooks.onMainThread { dropForwardeeInFront() } }
      if forwardeeResponds(to: aSelector) {
        InvocationForwarding.install()
        return nil
      }
      return ClaimedMessageSink.answering(aSelector, for: object_getClass(self))
        ?? super.forwardingTarget(for: aSelector)
    }

    /// Apple: the forwardee as a delegate protocol, by what it responds to rather than by what it declares, for a
    /// message about to be forwarded (unless it is in front: ``dropForwardeeInFront()``).
    ///
    /// `as? any UITableViewDelegate` asks the object's class whether it declares the protocol, which an Objective-C
    /// delegate that never declared it, or an `NSProxy`-based weak proxy, doesn't. An `@objc` protocol's existential
    /// is the object pointer alone, and calling an optional requirement checks `responds(to:)` first, so the cast is
    /// sound for the optional methods the proxies call; ``DelegateProtocol`` has values for such protocols only.
    /// - Parameters:
    ///   - delegateProtocol: The `@objc` protocol, such as `.tableViewDelegate`.
    func forwardee<Delegate>(as delegateProtocol: DelegateProtocol<Delegate>) -> Delegate? {
      dropForwardeeInFront()
      guard let forwardee else { return nil }
      return unsafeBitCast(forwardee as AnyObject, to: Delegate.self)
    }
  }

  /// Apple: `methodSignatureForSelector:` and `forwardInvocation:` for every delegate proxy, as
  /// `_RXDelegateProxy.m` implements them in Objective-C, with WAYWindow's re-entry guard around the invocation.
  ///
  /// Added to ``DelegateForwardingProxy`` once, the first time a message is forwarded. The signature is the
  /// forwardee's, or the sink's for a message whose forwardee went in between; the invocation goes to the forwardee
  /// if it still responds, otherwise, and when it comes back to the proxy while being forwarded, to the sink.
  private enum InvocationForwarding {
    /// Adds the two methods, once.
    static func install() { _ = added }

    private static let added: Void = {
      let signature: @convention(block) (AnyObject, Selector) -> AnyObject? = { object, selector in
        guard let proxy = object as? DelegateForwardingProxy else { return nil }
        if let forwardee = proxy.forwarding.forwardee, let found = methodSignature(of: selector, in: forwardee) {
          return found
        }
        if let sink = ClaimedMessageSink.answering(selector, for: object_getClass(proxy)) {
          return methodSignature(of: selector, in: sink)
        }
        return methodSignature(of: selector, in: proxy, as: NSObject.self)
      }
      let forward: @convention(block) (AnyObject, AnyObject) -> Void = { object, invocation in
        guard let proxy = object as? DelegateForwardingProxy else { return }
        let message = selector(of: invocation)
        let call = ForwardingState.Call.message(NSStringFromSelector(message))
        if proxy.forwarding.enter(call) {
          defer {
            if proxy.forwarding.leave(call), Thread.isMainThread {
              RuntimeHooks.onMainThread { proxy.dropForwardeeAfterLoop() }
            }
          }
          if let forwardee = proxy.forwarding.forwardee, forwardee.responds(to: message) {
            return invoke(invocation, on: forwardee)
          }
        }
        // Gone, or back round a loop: answered as a method nobody implements.
        if let sink = ClaimedMessageSink.answering(message, for: object_getClass(proxy)) {
          invoke(invocation, on: sink)
        }
      }
      let proxyClass: AnyClass = DelegateForwardingProxy.self
      class_addMethod(
        proxyClass, NSSelectorFromString("methodSignatureForSelector:"), imp_implementationWithBlock(signature),
        "@@::")
      class_addMethod(
        proxyClass, NSSelectorFromString("forwardInvocation:"), imp_implementationWithBlock(forward), "v@:@")
    }()

    /// `-[target methodSignatureForSelector:]`, through the class's (or `type`'s) implementation.
    private static func methodSignature(of selector: Selector, in target: AnyObject, as type: AnyClass? = nil)
      -> AnyObject?
    {
      typealias Method = @convention(c) (AnyObject, Selector, Selector) -> AnyObject?
      let name = NSSelectorFromString("methodSignatureForSelector:")
      guard let implementation = class_getMethodImplementation(type ?? object_getClass(target), name) else {
        return nil
      }
      return unsafeBitCast(implementation, to: Method.self)(target, name, selector)
    }

    /// `-[invocation selector]`.
    private static func selector(of invocation: AnyObject) -> Selector {
      typealias Method = @convention(c) (AnyObject, Selector) -> Selector
      let name = NSSelectorFromString("selector")
      let implementation = class_getMethodImplementation(object_getClass(invocation), name)
      return unsafeBitCast(implementation, to: Method.self)(invocation, name)
    }

    /// `-[invocation invokeWithTarget:]`.
    private static func invoke(_ invocation: AnyObject, on target: AnyObject) {
      typealias Method = @convention(c) (AnyObject, Selector, AnyObject) -> Void
      let name = NSSelectorFromString("invokeWithTarget:")
      let implementation = class_getMethodImplementation(object_getClass(invocation), name)
      unsafeBitCast(implementation, to: Method.self)(invocation, name, target)
    }
  }

  /// Apple: answers a message a proxy claimed for a forwardee that has gone, as a method nobody implements.
  ///
  /// UIKit caches `responds(to:)` when a delegate is set, so a message the proxy claimed for its forwardee can come
  /// after the forwardee deallocated, before the proxy is set again (a delegate released off the main thread, or a
  /// proxy of another library in front whose own answers UIKit cached). RxCocoa's `_RXDelegateProxy` swallows such
  /// a message in `forwardInvocation:`, whose invocation returns zero; Swift can't implement that method, so this
  /// object gets a method for the selector, added once with the protocol's type encoding, that returns zero of that
  /// type (`nil`, `false`, `0`), or `true` where UIKit's answer for an unimplemented method is yes.
  private final class ClaimedMessageSink: NSObject, @unchecked Sendable {  // no state: its methods ignore self
    private static let shared = ClaimedMessageSink()

    /// The methods whose unimplemented answer is `true`.
    private static let answeredYes: Set<Selector> = [
      #selector((any UITableViewDelegate).tableView(_:shouldHighlightRowAt:)),
      #selector((any UIScrollViewDelegate).scrollViewShouldScrollToTop(_:)),
      #selector((any UITableViewDelegate).tableView(_:shouldIndentWhileEditingRowAt:)),
    ]

    /// The sink, with a method for the selector if the proxy class's protocols declare it with a return type it can
    /// answer (void, an object, an integer, a `BOOL`, a float or a double), or `nil`.
    /// - Parameters:
    ///   - selector: The message.
    ///   - proxyClass: The proxy's class, whose adopted protocols declare the message.
    static func answering(_ selector: Selector, for proxyClass: AnyClass?) -> ClaimedMessageSink? {
      guard let types = protocolTypes(of: selector, in: proxyClass) else { return nil }
      let encoding = String(cString: types).drop { "rnNoORV".contains($0) }
      let block: Any
      switch encoding.first {
      case "v": block = { (_: AnyObject) in } as @convention(block) (AnyObject) -> Void
      case "d": block = { (_: AnyObject) -> Double in 0 } as @convention(block) (AnyObject) -> Double
      case "f": block = { (_: AnyObject) -> Float in 0 } as @convention(block) (AnyObject) -> Float
      case "B", "c", "C", "s", "S", "i", "I", "l", "L", "q", "Q", "@", "#", ":", "*", "^":
        let answer = answeredYes.contains(selector) ? 1 : 0
        block = { (_: AnyObject) -> Int in answer } as @convention(block) (AnyObject) -> Int
      default: return nil
      }
      // Fails harmlessly when another thread added the same method first.
      class_addMethod(Self.self, selector, imp_implementationWithBlock(block), types)
      return shared
    }

    /// The type encoding of a method of one of the class's adopted protocols (their inherited ones included).
    private static func protocolTypes(of selector: Selector, in proxyClass: AnyClass?) -> UnsafeMutablePointer<CChar>? {
      var count: UInt32 = 0
      guard let list = class_copyProtocolList(proxyClass, &count) else { return nil }
      defer { free(UnsafeMutableRawPointer(list)) }
      for index in 0..<Int(count) {
        for isRequired in [false, true] {
          let description = protocol_getMethodDescription(list[index], selector, isRequired, true)
          if let types = description.types { return types }
        }
      }
      return nil
    }
  }

  extension TextFieldDelegateProxy {
    /// Apple: iOS 26's edit of several ranges, which UIKit asks instead of
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` of a delegate that implements it. Without this
    /// method, a forwardee implementing it would get the edit through message forwarding, and `maxLength`,
    /// `allowedCharacters` and the closures would never be asked. The votes are those of the single-range method
    /// (``shouldChangeCharacters(in:of:replacementString:forwardeeVote:)``); the forwardee gets the ranges method if
    /// it implements it, and otherwise the single-range method, range by range.
    @objc(textField:shouldChangeCharactersInRanges:replacementString:)
    func textField(
      _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String
    ) -> Bool {
      guard let call = enterMethod() else { return true }
      defer { leave(call) }
      let selector = NSSelectorFromString("textField:shouldChangeCharactersInRanges:replacementString:")
      typealias RangesMethod = @convention(c) (AnyObject, Selector, UITextField, NSArray, NSString) -> ObjCBool
      return shouldChangeCharacters(in: ranges.map(\.rangeValue), of: textField, replacementString: string) {
        guard let forwardee, forwardee.responds(to: selector),
          let implementation = class_getMethodImplementation(object_getClass(forwardee), selector)
        else { return nil }
        let method = unsafeBitCast(implementation, to: RangesMethod.self)
        return method(forwardee, selector, textField, ranges as NSArray, string as NSString).boolValue
      }
    }
  }
#endif
