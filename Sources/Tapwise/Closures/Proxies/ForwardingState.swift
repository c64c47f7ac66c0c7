import Foundation

/// A delegate proxy's forwardee, held weakly, and the calls each thread is inside; any thread may read and write
/// them: every access takes the lock.
///
/// The calls a thread is inside are the re-entry guard of ``DelegateForwardingProxy``: a query or message that comes
/// back to the proxy while the same thread is still inside it has gone round a loop of proxies, and stops there.
/// The guard is kept per thread, since the same method running on two threads at once is no loop. It is the
/// selector stack WAYWindow's delegate proxy keeps around its `forwardInvocation:` (weAreYeah/WAYWindow PR #11),
/// with one stack per thread and the queries guarded as well as the messages.
final class ForwardingState: @unchecked Sendable {
  /// A call the guard tracks.
  enum Call: Hashable {
    /// `responds(to:)` asked of the forwardee about a method.
    case query(Selector)
    /// A message: a method of the proxy's own, or one it forwards, by name.
    case message(String)
  }

  private let lock = NSLock()
  private weak var storage: (any NSObjectProtocol)?
  private var probed = false
  private var changes = 0
  private var idle: Set<Selector> = []
  /// For each thread, the calls it is inside, and whether each has come back.
  private var inside: [ObjectIdentifier: [Call: Bool]] = [:]

  /// The forwardee, or `nil` once it is gone. Setting it, even to the same object, counts as a change
  /// (``generation``).
  var forwardee: (any NSObjectProtocol)? {
    get { locked { storage } }
    set {
      locked {
        storage = newValue
        changes += 1
      }
    }
  }

  /// How many times the forwardee has been set or dropped: a deallocation watcher that sees another number than the
  /// one it started with belongs to a former forwardee.
  var generation: Int { locked { changes } }

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

  /// Drops the forwardee if it is still `expected`.
  /// - Parameters:
  ///   - expected: The forwardee found to lead back to the proxy.
  func drop(_ expected: any NSObjectProtocol) {
    locked {
      guard storage === expected else { return }
      storage = nil
      changes += 1
    }
  }

  /// Marks the current thread as inside a call, unless it already is.
  /// - Parameters:
  ///   - call: The call.
  /// - Returns: `true` if the thread entered the call; `false` if it was inside it already: the call came back
  ///   round a loop, which ``leave(_:)`` then reports to the outer call.
  func enter(_ call: Call) -> Bool {
    let thread = ObjectIdentifier(Thread.current)
    return locked {
      if inside[thread, default: [:]][call] != nil {
        inside[thread]?[call] = true
        return false
      }
      inside[thread, default: [:]][call] = false
      return true
    }
  }

  /// Marks the current thread as out of a call it entered.
  /// - Parameters:
  ///   - call: The call ``enter(_:)`` let in.
  /// - Returns: Whether the call came back to the proxy while the thread was inside it.
  @discardableResult
  func leave(_ call: Call) -> Bool {
    let thread = ObjectIdentifier(Thread.current)
    return locked {
      let cameBack = inside[thread]?.removeValue(forKey: call) ?? false
      if inside[thread]?.isEmpty == true { inside[thread] = nil }
      return cameBack
    }
  }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
