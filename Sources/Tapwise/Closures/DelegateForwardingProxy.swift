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
/// Three rules keep a proxy safe among other libraries' proxies and short-lived delegates:
/// - **It never forms a loop.** Another library's proxy (RxCocoa's `rx.setDelegate`, `rx.itemSelected`) captures the
///   delegate it finds, Tapwise's proxy included, and forwards to it. Taking the slot back with that proxy as the
///   forwardee would make each forward to the other: every query and every forwarded message would recurse until the
///   stack overflows. So ``install(over:read:write:)`` first asks whether what holds the slot already reaches this
///   proxy, and if so stays behind it: each proxy's handlers then run once per event, in a chain of any length.
/// - **It never drops a message it claimed.** UIKit caches `responds(to:)` answers when a delegate is set. A method
///   the proxy claimed for its forwardee can arrive after the forwardee has gone; the proxy then answers it as a
///   method nobody implements (zero, `nil`, `false`, or UIKit's default), never with "unrecognized selector".
/// - **It reaches its forwardee by what it responds to, not by what it declares**: an Objective-C delegate that never
///   declared the protocol, or an `NSProxy`-based weak proxy, still gets every call (``forwardee(as:)``).
/// - **A method nobody uses stays unimplemented.** A method of the proxy's own is implemented for UIKit only while a
///   closure (or a limit) uses it or the forwardee implements it (``ownOptionalMethods``): a table whose delegate
///   implements `heightForRowAt` asks every row's height on each reload instead of using `rowHeight`, so registering
///   `didSelectRow` alone must not make it implemented. When a registration changes that, the proxy makes the view
///   ask again (``ownMethodsChanged()``).
@MainActor
class DelegateForwardingProxy: NSObject {
  /// The delegate the view had before the proxy, held weakly as the view held it.
  var forwardee: (any NSObjectProtocol)? {
    get { forwarding.forwardee }
    set { forwarding.forwardee = newValue }
  }

  /// The forwardee and the probe flag behind a lock. The message forwarding reads them, and `NSObject` declares
  /// that nonisolated: UIKit calls it on the main thread, but nothing guarantees every caller does.
  nonisolated let forwarding = ForwardingState()

  /// The method name only a proxy that is being looked for answers to: `responds(to:)` with it is `true` exactly
  /// when the object asked is, or forwards to, the proxy ``RuntimeHooks/forwards(_:to:)`` is looking for.
  nonisolated static let probeSelector = NSSelectorFromString("tapwise_reachesProbedDelegateProxy")

  /// Sets whatever holds the view's slot there again, so the view asks `responds(to:)` anew; set by each subclass's
  /// `installed(on:)` through ``announceChanges(through:of:)``.
  var reannounce: (@MainActor () -> Void)?

  /// The proxy's own optional methods, each with whether something of Tapwise's (a closure, a limit) uses it now.
  /// One nothing uses is idle: the proxy implements it for UIKit only if the forwardee does. Subclasses override.
  var ownOptionalMethods: [Selector: Bool] { [:] }

  override init() {
    super.init()
    ownMethodsChanged()
  }

  /// Makes this proxy the view's delegate or data source, with whatever held that slot as the forwardee, unless it
  /// is there already or the object there forwards to it.
  ///
  /// Whatever holds the slot, `nil` included, becomes the forwardee: a cleared delegate stays cleared. An object that
  /// already forwards to this proxy (another library's proxy that captured it) keeps the slot, and this proxy keeps
  /// its forwardee, behind it.
  /// - Parameters:
  ///   - current: What holds the slot now.
  ///   - read: Reads the slot; holds the view weakly.
  ///   - write: Puts this proxy (`true`) or `nil` (`false`) in the slot; holds the view and the proxy weakly.
  func install(
    over current: (any NSObjectProtocol)?,
    read: @escaping @MainActor @Sendable () -> AnyObject?,
    write: @escaping @MainActor @Sendable (Bool) -> Void
  ) {
    guard current !== self else { return }
    if let current, RuntimeHooks.forwards(current, to: self) { return }
    forwardee = current
    if let current {
      RuntimeHooks.whenDeallocated(current) { [weak self] in
        // UIKit caches what a delegate implements when it is set: set the proxy again so it asks anew.
        guard let self, read() === self else { return }
        write(false)
        write(true)
      }
    }
    write(true)
  }
}

/// A proxy's forwardee, held weakly, and whether a probe is looking for the proxy; any thread may read and write
/// them: every access takes the lock.
final class ForwardingState: @unchecked Sendable {
  private let lock = NSLock()
  private weak var storage: (any NSObjectProtocol)?
  private var probed = false
  private var idle: Set<Selector> = []

  /// The forwardee, or `nil` once it is gone.
  var forwardee: (any NSObjectProtocol)? {
    get { locked { storage } }
    set { locked { storage = newValue } }
  }

  /// Whether ``RuntimeHooks/forwards(_:to:)`` is looking for this proxy right now.
  var isProbed: Bool {
    get { locked { probed } }
    set { locked { probed = newValue } }
  }

  /// The proxy's own methods that nothing uses now (``DelegateForwardingProxy/ownOptionalMethods``).
  var idleMethods: Set<Selector> {
    get { locked { idle } }
    set { locked { idle = newValue } }
  }

  /// Whether a method of the proxy's own is idle: the proxy then implements it for UIKit only if the forwardee does.
  func isIdle(_ selector: Selector) -> Bool {
    locked { idle.contains(selector) }
  }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}

extension RuntimeHooks {
  /// Whether messages sent to an object reach a proxy: the object is the proxy, or forwards to it, directly or
  /// through other proxies.
  ///
  /// Asks the object whether it responds to ``DelegateForwardingProxy/probeSelector``, which only the proxy being
  /// looked for answers `true` to, and only while it is looked for. A forwarding proxy answers `responds(to:)` for
  /// its forwardee, so the question travels down the chain and comes back `true` exactly when the chain holds this
  /// proxy; it never loops, since no loop can form while every install asks first.
  /// - Parameters:
  ///   - object: The object in a view's delegate or data source slot.
  ///   - proxy: The proxy looked for.
  static func forwards(_ object: any NSObjectProtocol, to proxy: DelegateForwardingProxy) -> Bool {
    proxy.forwarding.isProbed = true
    defer { proxy.forwarding.isProbed = false }
    return responds(object, to: DelegateForwardingProxy.probeSelector)
  }
}
