/// Where a routed event is when a handler sees it.
///
/// A handler gets the context beside the event, so it can tell who sent the event and how it got here without the
/// event carrying either:
///
/// ```swift
/// controller.tw.handle(CellButtonEvent.self) { event, context in
///   let cell = context.path.lazy.compactMap { $0 as? UITableViewCell }.first
///   …
///   return .handled
/// }
/// ```
///
/// The context holds the responders strongly; keep it no longer than the handler runs.
@MainActor
public struct RouteContext {
  /// The responder that called ``TapwiseWrapper/route(_:)``: the first on the path.
  public let source: UIResponder
  /// The responder whose handler is running: the one it was registered on, the last on the path.
  public let responder: UIResponder
  /// The responders visited so far, from ``source`` to ``responder``, both included.
  public let path: [UIResponder]
}
