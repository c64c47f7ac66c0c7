#if canImport(UIKit) && canImport(ObjectiveC)
  import ObjectiveC
  import UIKit

  // Apple: a delegate proxy passes every message it doesn't implement itself to its forwardee, by the runtime's fast
  // forwarding path. UIKit asks `responds(to:)` before calling an optional method, and often caches the answer when
  // the delegate is set; the proxy says yes exactly for its own methods and the forwardee's, so a method neither
  // implements stays unimplemented for UIKit (swipe-to-delete, reordering and section index titles depend on
  // that). Compared with RxCocoa's `DelegateProxy`/`_RXDelegateProxy`, which answers `respondsToSelector:` the same
  // way and forwards in `forwardInvocation:`; Swift can't implement that method, hence `forwardingTarget(for:)` and
  // ``ClaimedMessageSink``. The Linux mirror is HeadlessRuntime+DelegateForwarding.swift.
  extension RuntimeHooks {
    /// Apple: runs `body` on the main actor when `object` deallocates, through an associated watcher object that the
    /// runtime releases with it. Each call adds a watcher of its own.
    static func whenDeallocated(_ object: AnyObject, _ body: @escaping @MainActor @Sendable () -> Void) {
      let watcher = DeallocationWatcher(body)
      let key = UnsafeRawPointer(Unmanaged.passUnretained(watcher).toOpaque())
      objc_setAssociatedObject(object, key, watcher, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
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
    /// Apple: the proxy's own methods, and every method its forwardee responds to; and the probe's method while a
    /// probe looks for this proxy (``RuntimeHooks/forwards(_:to:)``).
    override nonisolated func responds(to aSelector: Selector!) -> Bool {
      if aSelector == Self.probeSelector { return forwarding.isProbed }
      return super.responds(to: aSelector) || (forwarding.forwardee?.responds(to: aSelector) ?? false)
    }

    /// Apple: the forwardee, for a message the proxy doesn't implement itself; once the forwardee is gone (or no
    /// longer responds), the sink, so a message UIKit sends on a cached `responds(to:)` answer is answered as an
    /// unimplemented method instead of raising "unrecognized selector".
    override nonisolated func forwardingTarget(for aSelector: Selector!) -> Any? {
      if let forwardee = forwarding.forwardee, forwardee.responds(to: aSelector) { return forwardee }
      return ClaimedMessageSink.answering(aSelector, for: object_getClass(self))
        ?? super.forwardingTarget(for: aSelector)
    }

    /// Apple: the forwardee as a delegate protocol, by what it responds to rather than by what it declares.
    ///
    /// `as? any UITableViewDelegate` asks the object's class whether it declares the protocol, which an Objective-C
    /// delegate that never declared it, or an `NSProxy`-based weak proxy, doesn't. An `@objc` protocol's existential
    /// is the object pointer alone, and calling an optional requirement checks `responds(to:)` first, so the cast is
    /// sound for the optional methods the proxies call.
    /// - Parameters:
    ///   - type: An `@objc` protocol's existential type, such as `(any UITableViewDelegate).self`.
    func forwardee<Delegate>(as type: Delegate.Type) -> Delegate? {
      guard let forwardee else { return nil }
      return unsafeBitCast(forwardee as AnyObject, to: Delegate.self)
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
