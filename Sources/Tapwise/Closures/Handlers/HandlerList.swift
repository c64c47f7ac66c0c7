/// The closures registered for one delegate method, in registration order.
///
/// Calls go over a snapshot of the list, so a handler added during a call waits for the next one; a handler removed
/// during a call is skipped from then on, as UIKit skips an action removed mid-dispatch. When the list gains its first
/// closure or loses its last, it tells the proxy that owns it, whose method is then in use or idle
/// (``DelegateForwardingProxy/ownMethodsChanged()``).
@MainActor
final class HandlerList<Handler> {
  /// One registered closure, marked when removed so a snapshot in progress skips it.
  private final class Entry {
    let handler: Handler
    var isRemoved = false

    init(_ handler: Handler) {
      self.handler = handler
    }
  }

  /// The live entries, in registration order.
  private var entries: [Entry] = [] {
    didSet {
      if entries.isEmpty != oldValue.isEmpty { owner?.ownMethodsChanged() }
    }
  }

  /// The proxy whose method these closures answer; held weakly, since the proxy holds the list.
  private weak var owner: DelegateForwardingProxy?

  /// Creates an empty list.
  /// - Parameters:
  ///   - owner: The proxy to tell when the list gains its first closure or loses its last.
  init(owner: DelegateForwardingProxy) {
    self.owner = owner
  }

  /// Whether no closure is registered.
  var isEmpty: Bool { entries.isEmpty }

  /// Appends a closure.
  /// - Parameters:
  ///   - handler: The closure.
  /// - Returns: Its registration; removing it drops the closure.
  func add(_ handler: Handler) -> HandlerRegistration {
    let entry = Entry(handler)
    entries.append(entry)
    return HandlerRegistration { [weak self] in
      entry.isRemoved = true
      self?.entries.removeAll { $0 === entry }
    }
  }

  /// Appends a should-closure written for a subclass of the sender (a `tw` closure's `Base`): any other sender gets
  /// the answer of a method nobody implements, `true`.
  /// - Parameters:
  ///   - handler: The closure.
  /// - Returns: Its registration.
  func add<Sender, Base>(narrowing handler: @escaping @MainActor (Base) -> Bool) -> HandlerRegistration
  where Handler == (Sender) -> Bool {
    add { sender in (sender as? Base).map(handler) ?? true }
  }

  /// Appends a did-closure written for a subclass of the sender (a `tw` closure's `Base`): any other sender is not
  /// told.
  /// - Parameters:
  ///   - handler: The closure.
  /// - Returns: Its registration.
  func add<Sender, Base>(narrowing handler: @escaping @MainActor (Base) -> Void) -> HandlerRegistration
  where Handler == (Sender) -> Void {
    add { sender in
      if let sender = sender as? Base { handler(sender) }
    }
  }

  /// Calls a closure with each registered handler, in registration order.
  /// - Parameters:
  ///   - body: Receives each handler.
  func forEach(_ body: (Handler) -> Void) {
    for entry in entries where !entry.isRemoved {
      body(entry.handler)
    }
  }

  /// The most recently registered handler still registered: the one that answers a value method, such as a
  /// table's `numberOfRows`, where only one answer can be used.
  var newest: Handler? {
    entries.last { !$0.isRemoved }?.handler
  }

  /// Asks every handler, without stopping at the first `false`, so each one sees every call.
  /// - Parameters:
  ///   - ask: Asks one handler.
  /// - Returns: `true` if every handler answered `true` (or there are none).
  func allAgree(_ ask: (Handler) -> Bool) -> Bool {
    var agreed = true
    forEach { handler in
      if !ask(handler) { agreed = false }
    }
    return agreed
  }
}
