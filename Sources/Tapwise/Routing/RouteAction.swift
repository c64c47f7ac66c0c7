/// Sends a typed event up the SwiftUI view hierarchy, to the handlers of the views that enclose the sender, and on
/// into UIKit's responder chain when none of them handles it.
///
/// TapwiseSwiftUI puts one in the environment as `route`. Read it with `@Environment(\.route)` and call it, as
/// SwiftUI's `DismissAction` is called:
///
/// ```swift
/// struct CartRow: View {
///   let item: Item
///   @Environment(\.route) private var route
///
///   var body: some View {
///     Button("Add to cart") { route(CartEvent.add(item)) }
///   }
/// }
///
/// // Any enclosing view, however far up:
/// CartList().onRoute(CartEvent.self) { event in
///   cart.apply(event)
///   return .handled
/// }
/// ```
///
/// **Order.** The handlers run innermost first: the nearest enclosing `onRoute`, then the next one out, until one
/// returns ``RouteDecision/handled``. Several `onRoute` modifiers on one view run in the order they are written (the
/// first written is the innermost).
///
/// **Typing** is `tw.handle`'s: a handler for `T` sees every event that `as? T` accepts, by the event's own type: an
/// event of type `T`, of a subclass when `T` is a class, or of a conforming type when `T` is a protocol. Handlers for
/// other types never see it.
///
/// **Into UIKit.** An event that no SwiftUI handler takes goes on with `tw.route(_:)` from the `RouteAnchor` of the
/// innermost enclosing `onRoute` or `routesIntoUIKit()` (the innermost whose anchor is in a window, if any is), so it
/// reaches the hosting controller, the controllers around it, the window and the application, and their `tw.handle`
/// handlers. An event nobody handles, in SwiftUI or UIKit, is reported to ``RouteDiagnostics/unhandledEventHandler``
/// once: by `tw.route(_:)` when the event went into UIKit, or here with an empty path when no anchor was there (no
/// `onRoute` or `routesIntoUIKit()` encloses the sender, or their views are gone).
///
/// **Lifetime.** A route action reaches the handlers of the views that are there when it is called. It keeps none of
/// them alive: one kept past its views (in a task, say) reaches no handler of theirs and reports the event unhandled.
public struct RouteAction: Sendable, Equatable {
  /// The innermost enclosing node, or `nil` where no `onRoute` encloses the view.
  private weak var node: RouteNode?

  /// A route action that starts at a node.
  /// - Parameters:
  ///   - node: The innermost node the event visits, or `nil` for an action that reaches no handler.
  package init(node: RouteNode?) {
    self.node = node
  }

  /// The innermost node the event visits, while it exists.
  package var startNode: RouteNode? {
    node
  }

  /// Sends an event to the handlers of the enclosing views, innermost first, then into UIKit's responder chain.
  ///
  /// Handlers run synchronously, before this returns; one may send another event (it's a nested walk). An enclosing
  /// view reached twice (a link that loops) ends the walk through SwiftUI.
  /// - Parameters:
  ///   - event: The event, of any type.
  /// - Returns: Whether a handler, in SwiftUI or UIKit, returned ``RouteDecision/handled``.
  @MainActor
  @discardableResult
  public func callAsFunction<Event>(_ event: Event) -> Bool {
    var visited: Set<ObjectIdentifier> = []
    var anchors: [RouteAnchor] = []
    var next = node
    while let current = next, visited.insert(ObjectIdentifier(current)).inserted {
      if current.offer(event) { return true }
      if let anchor = current.anchor { anchors.append(anchor) }
      next = current.enclosing
    }
    if let anchor = anchors.first(where: { $0.window != nil }) ?? anchors.first {
      return anchor.tw.route(event).isHandled
    }
    RouteDiagnostics.unhandledEventHandler?(event, RouteResult(handler: nil, path: []))
    return false
  }

  /// Whether two route actions start at the same view, so SwiftUI needn't update views that read an unchanged one.
  /// - Parameters:
  ///   - lhs: A route action.
  ///   - rhs: Another route action.
  /// - Returns: Whether both start at the same node (or neither at any).
  public static func == (lhs: RouteAction, rhs: RouteAction) -> Bool {
    lhs.node === rhs.node
  }
}
