/// How a routed event ended: which responder handled it, and every responder it visited.
///
/// ```swift
/// let result = cell.tw.route(CartEvent.add(item))
/// print(result.path.map { type(of: $0) })   // [CartCell, UITableView, UIView, CartViewController]
/// ```
@MainActor
public struct RouteResult {
  /// The responder whose handler returned ``RouteDecision/handled``, or `nil` if no handler did.
  public let handler: UIResponder?
  /// Every responder visited, in order, from the source to where the event stopped. When nobody handles it, the
  /// path ends at the end of the responder chain: the application, or its delegate when that is a responder; or,
  /// for a view that is not in a window, at the top of its view hierarchy.
  public let path: [UIResponder]

  /// Whether a handler returned ``RouteDecision/handled``.
  public var isHandled: Bool { handler != nil }
}
