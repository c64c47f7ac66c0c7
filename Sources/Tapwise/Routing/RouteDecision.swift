/// What a route handler decides: stop the event where it is, or let it go on up the responder chain.
///
/// ```swift
/// controller.tw.handle(CartEvent.self) { event, _ in
///   cart.apply(event)
///   return .handled
/// }
/// ```
public enum RouteDecision: Sendable, Equatable {
  /// The event stops here: no later handler, here or further up the chain, sees it.
  case handled
  /// The event goes on: to the next handler registered on this responder, then up the chain.
  case `continue`
}
