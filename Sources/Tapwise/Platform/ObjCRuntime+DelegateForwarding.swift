#if canImport(UIKit) && canImport(ObjectiveC)
  import ObjectiveC
  import UIKit

  // Apple: a delegate proxy passes every message it doesn't implement itself to its forwardee. UIKit asks
  // `responds(to:)` before calling an optional method, and often caches the answer when the delegate is set; the
  // proxy says yes exactly for its own methods that something uses and the forwardee's, so a method neither
  // implements stays unimplemented for UIKit (swipe-to-delete, reordering, section index titles and the table's use
  // of `rowHeight` depend on that). Compared with RxCocoa's `DelegateProxy`/`_RXDelegateProxy`, which answers
  // `respondsToSelector:` the same way and forwards in `forwardInvocation:`; Swift can't declare that method
  // (`NSInvocation` is unavailable), so the proxy adds it and `methodSignatureForSelector:` at run time
  // (``InvocationForwarding``), and reaches them by returning `nil` from `forwardingTarget(for:)`. The guard around
  // the invocation is WAYWindow's (weAreYeah/WAYWindow PR #11): a message that comes back while it is still being
  // forwarded stops there, which `forwardingTarget(for:)` alone can't do, since it returns before the message is sent
  // on. The Linux mirror is HeadlessRuntime+DelegateForwarding.swift.
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
    /// Apple: the proxy's own methods that something uses (``ownOptionalMethods``), and every method its forwardee
    /// responds to other than through this proxy (``forwardeeResponds(to:)``); and the probe's method while a probe
    /// looks for this proxy (``RuntimeHooks/forwards(_:to:)``). A method claimed for the forwardee gets the sink's
    /// answer ready, with the forwardee's types, for after it goes.
    override nonisolated func responds(to aSelector: Selector!) -> Bool {
      if aSelector == Self.probeSelector { return forwarding.isProbed }
      if !forwarding.isIdle(aSelector), super.responds(to: aSelector) { return true }
      guard let forwardee = forwarding.forwardee, forwardeeResponds(to: aSelector) else { return false }
      ClaimedMessageSink.prepare(aSelector, claimedFor: forwardee)
      return true
    }

    /// Apple: for a message the proxy doesn't implement itself, `nil` while the forwardee responds, so the runtime
    /// sends it through `forwardInvocation:` (``InvocationForwarding``); once the forwardee is gone (or no longer
    /// responds, as another library's proxy whose own delegate died), the sink, so a message UIKit sends on a cached
    /// `responds(to:)` answer gets UIKit's answer for an unimplemented method instead of raising "unrecognized
    /// selector".
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

  /// Apple: answers a message a proxy claimed for a forwardee that has gone, as UIKit answers a method nobody
  /// implements.
  ///
  /// UIKit caches `responds(to:)` when a delegate is set, so a message the proxy claimed for its forwardee can come
  /// after the forwardee deallocated, before the proxy is set again (a delegate released off the main thread, or a
  /// proxy of another library in front whose own answers UIKit cached). RxCocoa's `_RXDelegateProxy` swallows such
  /// a message in `forwardInvocation:`, whose invocation returns zero; Swift can't implement that method, so this
  /// object gets a method for the selector, added once per selector with its type encoding. It returns UIKit's
  /// answer for an unimplemented method where that isn't zero (``uikitDefault(for:)``), and otherwise zero of the
  /// return type (`nil`, `false`, `0`, nothing).
  ///
  /// The type encoding comes from, in order:
  /// - the forwardee's own method, read when the proxy claims the message (``prepare(_:claimedFor:)``): this covers a
  ///   method no protocol declares, which RxCocoa answers with the forwardee's signature since RxSwift PR #2546
  ///   (`methodSignatureForSelector:`), and protocols the proxy doesn't adopt;
  /// - the protocols of the proxy's class and every superclass, each with the protocols it inherits, as
  ///   `_RXDelegateProxy`'s `+initialize` and `collectVoidSelectorsForProtocol:` collect them: an isa-swizzled proxy
  ///   (KVO, Aspects, RxCocoa's `methodInvoked`) is an instance of a runtime subclass that declares none;
  /// - the protocols of the views the proxies serve that a proxy doesn't adopt: `UISearchTextFieldDelegate` for a
  ///   `UISearchTextField`'s delegate.
  ///
  /// A message found in none of them was never claimed by the proxy (it never said yes for it, unless the forwardee
  /// was itself a forwarding proxy with no method of its own to read), so it raises "unrecognized selector" as it
  /// would on any object: that is what RxCocoa does too once the forwardee is gone, since its
  /// `methodSignatureForSelector:` then has no signature to give. A method returning a structure gets UIKit's answer
  /// only where ``uikitDefault(for:)`` knows it (the flow layout delegate's sizes and insets, which are the layout's
  /// own properties: RxCocoa's swallowed invocation returns a zeroed `CGSize` there, items of no size); any other
  /// raises, since the sink can't build a zero of an arbitrary structure type.
  private final class ClaimedMessageSink: NSObject, @unchecked Sendable {  // no state: its methods ignore self
    private static let shared = ClaimedMessageSink()

    /// Adds the sink's answer for a message the proxy claims for its forwardee now, with the forwardee's method's type
    /// encoding, unless the sink has one already or the forwardee's class has no method for it (it forwards too).
    /// - Parameters:
    ///   - selector: The message.
    ///   - forwardee: The object the proxy claims it for.
    static func prepare(_ selector: Selector, claimedFor forwardee: AnyObject) {
      guard class_getInstanceMethod(Self.self, selector) == nil,
        let method = class_getInstanceMethod(object_getClass(forwardee), selector)
      else { return }
      addAnswer(for: selector, types: method_getTypeEncoding(method))
    }

    /// The sink, with a method for the selector: added with the type encoding the proxy's protocols give if it has
    /// none yet, or `nil` if no encoding is known or its return type can't be answered.
    /// - Parameters:
    ///   - selector: The message.
    ///   - proxyClass: The proxy's class (a runtime subclass, for an isa-swizzled proxy).
    static func answering(_ selector: Selector, for proxyClass: AnyClass?) -> ClaimedMessageSink? {
      if class_getInstanceMethod(Self.self, selector) != nil { return shared }
      guard let types = protocolTypes(of: selector, in: proxyClass) else { return nil }
      return addAnswer(for: selector, types: types) ? shared : nil
    }

    /// Adds a method answering the selector to the sink's class, once: the runtime keeps the first method added, so
    /// a thread that loses the race frees its trampoline (`imp_removeBlock`), which nothing else would.
    /// - Returns: Whether the sink answers the selector.
    @discardableResult
    private static func addAnswer(for selector: Selector, types: UnsafePointer<CChar>?) -> Bool {
      guard let types, let block = answer(for: selector, types: String(cString: types)) else { return false }
      let implementation = imp_implementationWithBlock(block)
      if !class_addMethod(Self.self, selector, implementation, types) {
        imp_removeBlock(implementation)
      }
      return true
    }

    /// The block answering a message: UIKit's default where it isn't zero, otherwise zero of the encoded return type.
    /// Extra arguments are ignored, which the calling convention allows for these scalar and object arguments.
    private static func answer(for selector: Selector, types: String) -> Any? {
      if let answer = uikitDefault(for: selector) { return answer }
      switch types.drop(while: { "rnNoORV".contains($0) }).first {
      case "v": return { (_: AnyObject) in } as @convention(block) (AnyObject) -> Void
      case "d": return { (_: AnyObject) -> Double in 0 } as @convention(block) (AnyObject) -> Double
      case "f": return { (_: AnyObject) -> Float in 0 } as @convention(block) (AnyObject) -> Float
      case "B", "c": return { (_: AnyObject) -> ObjCBool in false } as @convention(block) (AnyObject) -> ObjCBool
      case "C", "s", "S", "i", "I", "l", "L", "q", "Q", "@", "#", ":", "*", "^":
        return { (_: AnyObject) -> Int in 0 } as @convention(block) (AnyObject) -> Int
      default: return nil
      }
    }

    /// UIKit's answer for an unimplemented method where it isn't zero, from Apple's documentation of each method
    /// ("If you don't implement this method, …" / "the default is …"); values that depend on the table are read from
    /// it, the block's second argument.
    private static func uikitDefault(for selector: Selector) -> Any? {
      typealias Yes = @convention(block) (AnyObject) -> ObjCBool
      typealias SameRow = @convention(block) (AnyObject, UITableView, AnyObject?) -> AnyObject?
      // A value of the table the message carries. The third argument, a section or an index path, is taken as a
      // plain integer and ignored: both travel in an integer register, and an integer needs no retain.
      typealias TableHeight = @convention(block) (AnyObject, UITableView, Int) -> CGFloat
      typealias TableFlag = @convention(block) (AnyObject, UITableView, Int) -> ObjCBool
      func height(_ value: @escaping @MainActor (UITableView) -> CGFloat) -> Any {
        { _, table, _ in RuntimeHooks.onMainThread { value(table) } } as TableHeight
      }
      if let answer = flowLayoutDefault(for: selector) { return answer }
      switch NSStringFromSelector(selector) {
      case "collectionView:shouldHighlightItemAtIndexPath:", "collectionView:shouldSelectItemAtIndexPath:",
        "collectionView:shouldDeselectItemAtIndexPath:":
        return { _ in true } as Yes
      case "tableView:shouldHighlightRowAtIndexPath:", "tableView:shouldIndentWhileEditingRowAtIndexPath:",
        "tableView:canEditRowAtIndexPath:", "tableView:canFocusRowAtIndexPath:",
        "tableView:shouldSpringLoadRowAtIndexPath:withContext:", "scrollViewShouldScrollToTop:",
        "textView:shouldInteractWithURL:inRange:interaction:",
        "textView:shouldInteractWithTextAttachment:inRange:interaction:", "textView:shouldInteractWithURL:inRange:",
        "textView:shouldInteractWithTextAttachment:inRange:":
        return { _ in true } as Yes
      case "tableView:editingStyleForRowAtIndexPath:":
        return { (_: AnyObject) -> Int in UITableViewCell.EditingStyle.delete.rawValue }
          as @convention(block) (AnyObject) -> Int
      case "tableView:willDeselectRowAtIndexPath:":
        return { _, _, row in row } as SameRow
      case "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:":
        return { _, _, _, proposed in proposed }
          as @convention(block) (AnyObject, UITableView, AnyObject?, AnyObject?) -> AnyObject?
      case "tableView:heightForHeaderInSection:": return height { $0.sectionHeaderHeight }
      case "tableView:heightForFooterInSection:": return height { $0.sectionFooterHeight }
      case "tableView:estimatedHeightForHeaderInSection:": return height { $0.estimatedSectionHeaderHeight }
      case "tableView:estimatedHeightForFooterInSection:": return height { $0.estimatedSectionFooterHeight }
      case "tableView:heightForRowAtIndexPath:": return height { $0.rowHeight }
      case "tableView:estimatedHeightForRowAtIndexPath:": return height { $0.estimatedRowHeight }
      case "tableView:selectionFollowsFocusForRowAtIndexPath:":
        return { _, table, _ in ObjCBool(RuntimeHooks.onMainThread { table.selectionFollowsFocus }) }
          as TableFlag
      default: return nil
      }
    }

    /// UIKit's answer for a flow layout delegate method the delegate doesn't implement: the flow layout's own
    /// property (``CollectionViewDelegateProxy/flowLayoutDefault(_:of:else:)``, as on Linux), read from the layout,
    /// the block's third argument. The fourth, a section or an index path, is taken as a plain integer and ignored,
    /// as in ``uikitDefault(for:)``.
    private static func flowLayoutDefault(for selector: Selector) -> Any? {
      typealias Size = @convention(block) (AnyObject, AnyObject?, UICollectionViewLayout, Int) -> CGSize
      typealias Insets = @convention(block) (AnyObject, AnyObject?, UICollectionViewLayout, Int) -> UIEdgeInsets
      typealias Spacing = @convention(block) (AnyObject, AnyObject?, UICollectionViewLayout, Int) -> CGFloat
      func flow<Value: Sendable>(_ value: @escaping @MainActor (UICollectionViewFlowLayout) -> Value, else zero: Value)
        -> (UICollectionViewLayout) -> Value
      {
        { layout in
          RuntimeHooks.onMainThread { CollectionViewDelegateProxy.flowLayoutDefault(value, of: layout, else: zero) }
        }
      }
      switch NSStringFromSelector(selector) {
      case "collectionView:layout:sizeForItemAtIndexPath:":
        let size = flow({ $0.itemSize }, else: .zero)
        return { _, _, layout, _ in size(layout) } as Size
      case "collectionView:layout:referenceSizeForHeaderInSection:":
        let size = flow({ $0.headerReferenceSize }, else: .zero)
        return { _, _, layout, _ in size(layout) } as Size
      case "collectionView:layout:referenceSizeForFooterInSection:":
        let size = flow({ $0.footerReferenceSize }, else: .zero)
        return { _, _, layout, _ in size(layout) } as Size
      case "collectionView:layout:insetForSectionAtIndex:":
        let insets = flow({ $0.sectionInset }, else: .zero)
        return { _, _, layout, _ in insets(layout) } as Insets
      case "collectionView:layout:minimumLineSpacingForSectionAtIndex:":
        let spacing = flow({ $0.minimumLineSpacing }, else: 0)
        return { _, _, layout, _ in spacing(layout) } as Spacing
      case "collectionView:layout:minimumInteritemSpacingForSectionAtIndex:":
        let spacing = flow({ $0.minimumInteritemSpacing }, else: 0)
        return { _, _, layout, _ in spacing(layout) } as Spacing
      default: return nil
      }
    }

    /// The type encoding of a method declared by a protocol of the proxy's class or of a superclass, or of a view
    /// protocol no proxy adopts; each protocol with the protocols it inherits.
    private static func protocolTypes(of selector: Selector, in proxyClass: AnyClass?) -> UnsafePointer<CChar>? {
      var pending: [Protocol] = []
      var current: AnyClass? = proxyClass
      while let someClass = current {
        var count: UInt32 = 0
        if let list = class_copyProtocolList(someClass, &count) {
          pending += (0..<Int(count)).map { list[$0] }
          free(UnsafeMutableRawPointer(list))
        }
        current = class_getSuperclass(someClass)
      }
      pending += [objc_getProtocol("UISearchTextFieldDelegate")].compactMap { $0 }
      var seen: Set<ObjectIdentifier> = []
      while !pending.isEmpty {
        let next = pending.removeFirst()
        guard seen.insert(ObjectIdentifier(next)).inserted else { continue }
        for isRequired in [false, true] {
          let description = protocol_getMethodDescription(next, selector, isRequired, true)
          if let types = description.types { return UnsafePointer(types) }
        }
        var count: UInt32 = 0
        if let inherited = protocol_copyProtocolList(next, &count) {
          pending += (0..<Int(count)).map { inherited[$0] }
          free(UnsafeMutableRawPointer(inherited))
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
