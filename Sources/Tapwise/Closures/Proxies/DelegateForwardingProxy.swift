import Foundation

/// A delegate (or data source) Tapwise puts in front of the one the view had, which it calls the forwardee.
///
/// A subclass implements the methods Tapwise has closures for, and in each one calls the forwardee itself. Every
/// other method of the protocol goes to the forwardee untouched, so its own methods (`viewForHeaderInSection`,
/// swipe actions, scroll-view callbacks, methods of later SDKs) keep working behind the proxy:
/// - on Apple platforms by message forwarding (`ObjCRuntime+DelegateForwarding.swift`): the proxy responds to what
///   the forwardee responds to, and hands those messages to it, so a method the forwardee doesn't implement stays
///   unimplemented for UIKit;
/// - on Linux by explicit forwarders (`HeadlessRuntime+DelegateForwarding.swift`), one per method of HeadlessUIKit's
///   protocols, since Swift there has no message forwarding.
///
/// Five rules keep a proxy safe among other libraries' proxies and short-lived delegates:
/// - **It doesn't form a loop where it can see one.** Another library's proxy (RxCocoa's `rx.setDelegate`,
///   `rx.itemSelected`) captures the delegate it finds, Tapwise's proxy included, and forwards to it. Taking the slot
///   back with that proxy as the forwardee would make each forward to the other. So ``install(over:read:write:)``
///   first asks whether what holds the slot already reaches this proxy, and if so stays behind it.
/// - **A loop it couldn't see stops at the proxy.** The probe only sees through a proxy that forwards
///   `responds(to:)`, and RxCocoa's `DelegateProxyType.proxy(for:)` re-captures the slot on every later `rx.*`
///   access, Tapwise's proxy in it included, after Tapwise's proxy took it: the proxy then forwards to RxCocoa's,
///   which forwards back. A re-entry guard per thread and per selector (``ForwardingState``, as WAYWindow's
///   delegate proxy guards its `forwardInvocation:`) holds whatever the other proxy does:
///   - a `responds(to:)` query that comes back to the proxy through its forwardee is answered no, and the
///     forwardee, which has just shown that it leads back here, is dropped (``forwardeeResponds(to:)``). The proxy
///     is then the chain's last link: UIKit's query when the other proxy sets itself as the delegate finds the loop,
///     so each later query and event passes each proxy once;
///   - a message that comes back to the proxy while it is still handling it (a proxy that forwards a method
///     explicitly without forwarding `responds(to:)`, as hand-written and CombineCocoa-style proxies do) gets the
///     answer of a method nobody implements: it runs no closure and goes no further. That holds for the proxy's own
///     methods (``enterMethod(_:)``) and for those it forwards, which on Apple platforms go through
///     `forwardInvocation:` for this, since `forwardingTarget(for:)` returns before the message is sent again.
///     While the proxy holds the slot, such a message has passed every other proxy once. When another proxy holds
///     it, having re-captured this one, and the way back to it is hidden from the queries, the first message round
///     passes the others twice; the proxy then drops its forwardee (``dropForwardeeAfterLoop()``), as it does at
///     once when the forwardee is the slot's holder itself (``dropForwardeeInFront()``).
/// - **It never drops a message it claimed.** UIKit caches `responds(to:)` answers when a delegate is set. A method
///   the proxy claimed for its forwardee can arrive after the forwardee has gone; the proxy then answers it as a
///   method nobody implements (zero, `nil`, `false`, or UIKit's default), never with "unrecognized selector". One
///   deallocation watcher, on the current forwardee only, sets the proxy again when it goes, so UIKit asks anew.
/// - **It reaches its forwardee by what it responds to, not by what it declares**: an Objective-C delegate that never
///   declared the protocol, or an `NSProxy`-based weak proxy, still gets every call (``forwardee(as:)``).
/// - **A method nobody uses stays unimplemented.** A method of the proxy's own is implemented for UIKit only while a
///   closure (or a limit) uses it or the forwardee implements it (``ownOptionalMethods``): a table whose delegate
///   implements `heightForRowAt` asks every row's height on each reload instead of using `rowHeight`, so registering
///   `didSelectRow` alone must not make it implemented. When a registration changes that, the proxy makes the view
///   ask again (``ownMethodsChanged()``).
///
/// A delegate another library's re-capture cut off stays cut off. After `rx.itemSelected`, `tw.didSelectRow` and
/// another `rx.*` access, RxCocoa's proxy forwards to Tapwise's instead of to the app's own delegate, which it held
/// weakly and has forgotten; Tapwise's proxy never held that delegate (it forwarded to RxCocoa's proxy), and no API
/// common to such libraries tells what a proxy forwarded to, so Tapwise can't keep it reachable. The app's
/// delegate then gets no more delegate calls, and, held by nothing of Tapwise's, goes when the app lets it go, as
/// it does when RxCocoa's own `rx.setDelegate` warns that it replaces a delegate set before. The same goes for what
/// only a dropped forwardee reached, and for a delegate Tapwise's proxy forwarded to before it took the slot back
/// from a proxy that hid its capture: the install can't tell that proxy from a new delegate of the app's, which
/// replaces the old one.
@MainActor
class DelegateForwardingProxy: NSObject {
  /// The delegate the view had before the proxy, held weakly as the view held it.
  var forwardee: (any NSObjectProtocol)? {
    get { forwarding.forwardee }
    set { forwarding.forwardee = newValue }
  }

  /// The forwardee, the probe flag and the re-entry guard behind a lock. The message forwarding reads them, and
  /// `NSObject` declares that nonisolated: UIKit calls it on the main thread, but nothing guarantees every caller does.
  nonisolated let forwarding = ForwardingState()

  /// The object the proxy's one deallocation watcher is on: the forwardee it had when it last took the slot.
  private weak var watched: AnyObject?

  /// Reads the slot the proxy was last installed in.
  private var readSlot: (@MainActor @Sendable () -> AnyObject?)?

  /// The method name only a proxy that is being looked for answers to: `responds(to:)` with it is `true` exactly
  /// when the object asked is, or forwards to, the proxy ``RuntimeHooks/forwards(_:to:)`` is looking for.
  nonisolated static let probeSelector = NSSelectorFromString("tapwise_reachesProbedDelegateProxy")

  /// Sets whatever holds the view's slot there again, so the view asks `responds(to:)` anew; set by
  /// ``installed(in:of:)`` through ``announceChanges(through:of:)``.
  var reannounce: (@MainActor () -> Void)?

  /// The proxy's own optional methods, each with whether something of Tapwise's (a closure, a limit) uses it now.
  /// One nothing uses is idle: the proxy implements it for UIKit only if the forwardee does. Subclasses override.
  var ownOptionalMethods: [Selector: Bool] { [:] }

  required override init() {
    super.init()
    ownMethodsChanged()
  }

  /// The view's proxy of this class, if it has one.
  /// - Parameters:
  ///   - view: The view, which owns its proxy as an associated object.
  static func existing(on view: UIView) -> Self? {
    RuntimeHooks.associatedObject(Self.self, of: view)
  }

  /// The view's proxy of this class, created if needed, and made the view's delegate or data source again if
  /// something replaced it: how every proxy takes its slot.
  ///
  /// The view holds its delegate weakly, so it owns the proxy as an associated object. Whatever is in the proxy's
  /// place becomes the forwardee: the delegate set before the first closure, one set since the last registration
  /// (which the closures then precede again), or `nil` if it was cleared; unless it already forwards to the proxy
  /// (``install(over:read:write:)``). RxCocoa's `DelegateProxyType.proxy(for:)` takes the same steps (the proxy
  /// assigned to the object or a new one, then the current delegate as its weakly held forward-to delegate unless it
  /// is the proxy, then the proxy as the delegate), without the check for a proxy that already forwards here.
  /// - Parameters:
  ///   - slot: The view's delegate or data source property.
  ///   - view: The view.
  /// - Returns: The proxy.
  static func installed<View: UIView, Delegate>(in slot: ReferenceWritableKeyPath<View, Delegate?>, of view: View)
    -> Self
  {
    let proxy = existing(on: view) ?? Self()
    RuntimeHooks.setAssociatedObject(proxy, as: Self.self, of: view)
    proxy.announceChanges(through: slot, of: view)
    proxy.install(
      over: view[keyPath: slot] as? any NSObjectProtocol, read: { [weak view] in view?[keyPath: slot] as AnyObject? },
      write: { [weak view, weak proxy] isOn in view?[keyPath: slot] = isOn ? proxy as? Delegate : nil })
    return proxy
  }

  /// Makes this proxy the view's delegate or data source, with whatever held that slot as the forwardee, unless it
  /// is there already or the object there forwards to it.
  ///
  /// Whatever holds the slot, `nil` included, becomes the forwardee: a cleared delegate stays cleared. An object that
  /// already forwards to this proxy (another library's proxy that captured it) keeps the slot, and this proxy keeps
  /// its forwardee, behind it. The new forwardee gets the proxy's one deallocation watcher, which sets the proxy
  /// again when it goes (UIKit caches what a delegate implements when it is set); the watcher on a former forwardee
  /// is removed, and one that runs anyway (its object went on another thread meanwhile) does nothing.
  /// - Parameters:
  ///   - current: What holds the slot now.
  ///   - read: Reads the slot; holds the view weakly.
  ///   - write: Puts this proxy (`true`) or `nil` (`false`) in the slot; holds the view and the proxy weakly.
  func install(
    over current: (any NSObjectProtocol)?,
    read: @escaping @MainActor @Sendable () -> AnyObject?,
    write: @escaping @MainActor @Sendable (Bool) -> Void
  ) {
    readSlot = read
    guard current !== self else { return }
    if let current, RuntimeHooks.forwards(current, to: self) { return }
    forwardee = current
    let generation = forwarding.generation
    if let former = watched, former !== current { RuntimeHooks.stopWatching(former, by: self) }
    watched = current
    if let current {
      RuntimeHooks.whenDeallocated(current, by: self) { [weak self] in
        // Only for the forwardee this watcher was put on, while it is the proxy's forwardee and the proxy the slot's.
        guard let self, forwarding.generation == generation, read() === self else { return }
        write(false)
        write(true)
      }
    }
    write(true)
  }

  /// Whether the forwardee responds to a method, with the loop cut: a query that comes back to this proxy through
  /// the forwardee is answered no, and the forwardee, which has shown that it leads back here, is dropped.
  ///
  /// Only another library's proxy that captured this one after it took the slot (RxCocoa's re-capture) can lead
  /// back; it holds the slot and forwards to this proxy, so dropping it leaves a chain with no loop, that proxy in
  /// front: each later query passes each proxy once.
  /// - Parameters:
  ///   - selector: The method.
  /// - Returns: `true` if the forwardee responds, other than through this proxy.
  nonisolated func forwardeeResponds(to selector: Selector) -> Bool {
    guard let forwardee = forwarding.forwardee else { return false }
    guard forwarding.enter(.query(selector)) else { return false }
    let responds = RuntimeHooks.responds(forwardee, to: selector)
    guard !forwarding.leave(.query(selector)) else {
      forwarding.drop(forwardee)
      return false
    }
    return responds
  }

  /// Drops the forwardee if it holds the slot and this proxy doesn't: the proxy is then behind its own forwardee
  /// (which re-captured the slot, with a proxy between them that hides this from `responds(to:)`), so whatever
  /// it forwarded would go round the chain again. Called before each message is forwarded.
  func dropForwardeeInFront() {
    guard let forwardee = forwarding.forwardee, let readSlot, readSlot() === forwardee else { return }
    forwarding.drop(forwardee)
  }

  /// Enters one of the proxy's own methods, unless the current thread is inside it already: the message came back
  /// round a loop (see ``DelegateForwardingProxy``), and the method then answers as one nobody implements.
  ///
  /// ```swift
  /// guard let call = enterMethod() else { return }
  /// defer { leave(call) }
  /// ```
  /// - Parameters:
  ///   - method: The method's name.
  /// - Returns: The call, to leave when the method returns; `nil` for a message that came back.
  func enterMethod(_ method: String = #function) -> ForwardingState.Call? {
    let call = ForwardingState.Call.message(method)
    return forwarding.enter(call) ? call : nil
  }

  /// Leaves a call ``enterMethod(_:)`` let in; if the message came back round a loop meanwhile, and another object
  /// holds the slot, drops the forwardee (``dropForwardeeAfterLoop()``).
  /// - Parameters:
  ///   - call: The call.
  func leave(_ call: ForwardingState.Call) {
    if forwarding.leave(call) { dropForwardeeAfterLoop() }
  }

  /// Drops the forwardee after a message it was given came back to this proxy, if another object holds the slot.
  ///
  /// The slot's holder re-captured this proxy, and the forwardee leads back to the holder through a proxy that
  /// hides that from `responds(to:)`: the message went round past the holder a second time before it stopped here.
  /// Without the forwardee, the next one passes each proxy once. While this proxy holds the slot, a message that
  /// comes back has passed the others once and stopped here, and the forwardee stays: it is how the others are
  /// reached.
  func dropForwardeeAfterLoop() {
    guard let forwardee = forwarding.forwardee, let readSlot, readSlot() !== self else { return }
    forwarding.drop(forwardee)
  }
}

extension RuntimeHooks {
  /// Whether messages sent to an object reach a proxy: the object is the proxy, or forwards to it, directly or
  /// through other proxies.
  ///
  /// Asks the object whether it responds to ``DelegateForwardingProxy/probeSelector``, which only the proxy being
  /// looked for answers `true` to, and only while it is looked for. A forwarding proxy answers `responds(to:)` for
  /// its forwardee, so the question travels down the chain and comes back `true` exactly when the chain holds this
  /// proxy. It ends at this proxy, which answers it without forwarding, so a loop through this proxy doesn't hold
  /// it up.
  /// - Parameters:
  ///   - object: The object in a view's delegate or data source slot.
  ///   - proxy: The proxy looked for.
  static func forwards(_ object: any NSObjectProtocol, to proxy: DelegateForwardingProxy) -> Bool {
    proxy.forwarding.isProbed = true
    defer { proxy.forwarding.isProbed = false }
    return responds(object, to: DelegateForwardingProxy.probeSelector)
  }
}
