/// Typed events up the responder chain: a view sends an event, and the first responder above it that handles its
/// type gets it. No string names, no `userInfo` dictionaries, no override that handles every event.
///
/// ```swift
/// enum CartEvent { case add(Item), remove(Item) }
///
/// // In the cell: the button knows nothing about who handles the event.
/// addButton.tw.onTap { button in button.tw.route(CartEvent.add(item)) }
///
/// // In the view controller:
/// tw.handle(CartEvent.self) { [weak self] event, _ in
///   self?.cart.apply(event)
///   return .handled
/// }
/// ```
///
/// **Typing.** A handler registered for a type `T` sees every event that `as? T` accepts: an event of type `T`,
/// of a subclass of `T` when `T` is a class, or of any type conforming to `T` when `T` is a protocol
/// (`(any Analytics).self`). So one event can reach several handlers: a `CartEvent` that conforms to `Analytics`
/// reaches handlers for both, in the order they were registered, until one returns ``RouteDecision/handled``.
/// Handlers for other types never see it.
@MainActor
extension TapwiseWrapper where Base: UIResponder {
  /// Sends an event up the responder chain, from this responder through each `next`, until a handler for its type
  /// returns ``RouteDecision/handled``.
  ///
  /// At each responder, the handlers registered there run in registration order. A responder that appears twice
  /// (a custom `next` that loops) ends the walk. An event nobody handles is reported to
  /// ``RouteDiagnostics/unhandledEventHandler``.
  ///
  /// - Note: A view that is not in a window has a short chain: it ends at the top of the view hierarchy, before
  ///   any view controller. Route from a view once it is on screen, as from a control's action.
  /// - Parameters:
  ///   - event: The event, of any type.
  /// - Returns: The responder that handled the event, if any, and the path the event took.
  @discardableResult
  public func route<Event>(_ event: Event) -> RouteResult {
    var path: [UIResponder] = []
    var visited: Set<ObjectIdentifier> = []
    var next: UIResponder? = base
    while let responder = next, visited.insert(ObjectIdentifier(responder)).inserted {
      path.append(responder)
      if let table = RouteHandlerTable.of(responder),
        table.offer(event, in: RouteContext(source: base, responder: responder, path: path))
      {
        return RouteResult(handler: responder, path: path)
      }
      next = responder.next
    }
    let result = RouteResult(handler: nil, path: path)
    RouteDiagnostics.unhandledEventHandler?(event, result)
    return result
  }

  /// Handles routed events of a type that reach this responder.
  ///
  /// The handler runs for each event of the type (see the typing rules above) that reaches this responder, after
  /// the handlers registered here before it. It neither keeps the responder alive nor outlives it.
  /// - Parameters:
  ///   - type: The type of event to handle: a concrete type, a class (its subclasses too) or a protocol.
  ///   - handler: Called with the event and where it is; returns whether the event stops here.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the handler.
  @discardableResult
  public func handle<Event>(
    _ type: Event.Type, perform handler: @escaping @MainActor (Event, RouteContext) -> RouteDecision
  ) -> HandlerRegistration {
    RouteHandlerTable.register({ event, context in (event as? Event).map { handler($0, context) } }, on: base)
  }

  /// Handles routed events of a type that reach this responder, with the responder passed in, typed as itself.
  ///
  /// The same as the `handle(_:perform:)` whose handler takes the event and its context, for a handler that needs
  /// the responder it is registered on without capturing it:
  ///
  /// ```swift
  /// tw.handle(CartEvent.self) { controller, event, _ in
  ///   controller.cart.apply(event)   // no [weak self] needed
  ///   return .handled
  /// }
  /// ```
  /// - Parameters:
  ///   - type: The type of event to handle: a concrete type, a class (its subclasses too) or a protocol.
  ///   - handler: Called with this responder, the event and where it is; returns whether the event stops here.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the handler.
  @discardableResult
  @_optimize(none)
  public func handle<Event>(
    _ type: Event.Type, perform handler: @escaping @MainActor (Base, Event, RouteContext) -> RouteDecision
  ) -> HandlerRegistration {
    RouteHandlerTable.register(
      { event, context in
        guard let event = event as? Event, let responder = context.responder as? Base else { return nil }
        return handler(responder, event, context)
      }, on: base)
  }
}
