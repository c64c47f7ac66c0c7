/// The route handlers registered on one responder, in registration order.
///
/// A responder's table is associated with it through ``RuntimeHooks``, so it goes away with the responder; a
/// registration reaches its table weakly, so it never keeps the responder alive.
@MainActor
final class RouteHandlerTable {
  /// One handler: it answers `nil` for an event that is not of its type.
  typealias Handler = @MainActor (Any, RouteContext) -> RouteDecision?

  private var handlers: [(id: Int, handler: Handler)] = []
  private var nextID = 0

  /// The responder's table, if any handler was ever registered on it.
  /// - Parameters:
  ///   - responder: The responder.
  static func of(_ responder: UIResponder) -> RouteHandlerTable? {
    RuntimeHooks.associatedObject(RouteHandlerTable.self, of: responder)
  }

  /// Registers a handler on a responder, after those already there.
  /// - Parameters:
  ///   - handler: The handler.
  ///   - responder: The responder.
  /// - Returns: The registration, which removes the handler.
  static func register(_ handler: @escaping Handler, on responder: UIResponder) -> HandlerRegistration {
    let table = of(responder) ?? RouteHandlerTable()
    RuntimeHooks.setAssociatedObject(table, as: RouteHandlerTable.self, of: responder)
    let id = table.nextID
    table.nextID += 1
    table.handlers.append((id, handler))
    return HandlerRegistration { [weak table] in table?.handlers.removeAll { $0.id == id } }
  }

  /// Offers an event to the handlers in registration order, until one handles it.
  ///
  /// The handlers are those registered when the offer starts; one removed by an earlier handler is skipped.
  /// - Parameters:
  ///   - event: The event.
  ///   - context: Where the event is.
  /// - Returns: Whether a handler handled it.
  func offer(_ event: Any, in context: RouteContext) -> Bool {
    for (id, handler) in handlers where handlers.contains(where: { $0.id == id }) {
      if handler(event, context) == .handled { return true }
    }
    return false
  }
}
