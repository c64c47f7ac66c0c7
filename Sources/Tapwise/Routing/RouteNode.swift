/// One level of typed routing in a view tree that has no responders of its own: a SwiftUI view with
/// `onRoute(_:perform:)`, for TapwiseSwiftUI, which keeps one node per modifier for as long as its view keeps its
/// identity.
///
/// A node has at most one handler, a link to the enclosing node (the one whose ``RouteAction`` was in the environment
/// where the modifier is) and an anchor, a ``RouteAnchor`` in the UIKit view hierarchy that hosts the views, where an
/// event no node handles goes on into UIKit's responder chain. ``RouteAction`` walks the nodes; everything it decides is
/// here and in ``RouteAction``, covered by the Linux tests, which build nodes directly.
///
/// Links are weak: a node keeps neither its enclosing node nor its anchor alive, so a chain lives exactly as long as
/// the views that made it.
///
/// ```swift
/// let screen = RouteNode()
/// screen.handle(CartEvent.self) { event in cart.apply(event); return .handled }
/// let row = RouteNode(enclosedBy: screen)
/// RouteAction(node: row)(CartEvent.add(item))   // reaches the screen's handler
/// ```
@MainActor
package final class RouteNode {
  /// The enclosing node: where an event goes when this node's handler doesn't handle it.
  package weak var enclosing: RouteNode?
  /// Where an event no node handles enters UIKit's responder chain, if this node has an anchor in a view hierarchy.
  package weak var anchor: RouteAnchor?
  /// The handler: `nil` for an event that is not of its type.
  private var handler: (@MainActor (Any) -> RouteDecision?)?

  /// Creates a node without a handler.
  ///
  /// Nonisolated, so that SwiftUI's `@StateObject` can create one in a property's default value.
  /// - Parameters:
  ///   - enclosing: The enclosing node, if any.
  package nonisolated init(enclosedBy enclosing: RouteNode? = nil) {
    self.enclosing = enclosing
  }

  /// Sets the node's one handler, replacing the one it had (a SwiftUI view gives its current closure with each update).
  ///
  /// The typing is `tw.handle`'s: the handler sees every event that `as? Event` accepts, by the event's own type.
  /// - Parameters:
  ///   - type: The type of event to handle: a concrete type, a class (its subclasses too) or a protocol.
  ///   - handler: Called with the event; returns whether it stops here.
  package func handle<Event>(_ type: Event.Type, perform handler: @escaping @MainActor (Event) -> RouteDecision) {
    self.handler = { event in (event as? Event).map(handler) }
  }

  /// Offers an event to the handler.
  /// - Parameters:
  ///   - event: The event.
  /// - Returns: Whether the handler handled it: `false` without a handler, or for an event not of its type.
  func offer(_ event: Any) -> Bool {
    handler?(event) == .handled
  }
}
