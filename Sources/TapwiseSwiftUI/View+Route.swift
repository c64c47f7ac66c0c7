#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Tapwise

  extension View {
    /// Handles typed events that views inside this one send with `@Environment(\.route)`.
    ///
    /// A row deep in a list tells the screen something without a closure threaded through every initializer:
    ///
    /// ```swift
    /// CartList()
    ///   .onRoute(CartEvent.self) { event in
    ///     cart.apply(event)
    ///     return .handled
    ///   }
    ///
    /// // In a row, however deep:
    /// @Environment(\.route) private var route
    /// Button("Add") { route(CartEvent.add(item)) }
    /// ```
    ///
    /// An event visits the enclosing handlers innermost first, until one returns `.handled`; several `onRoute` on
    /// one view run in the order written. The handler sees every event that `as? Event` accepts: of the type, of a
    /// subclass when `Event` is a class, of a conforming type when it is a protocol (`(any Analytics).self`). An event
    /// no SwiftUI handler takes goes on into the UIKit responder chain of the hosting controller, as
    /// `tw.route(_:)` sends it (`RouteAction` in Tapwise has the details).
    ///
    /// The handler is the one given in the latest update, so it may use the view's current state.
    /// - Parameters:
    ///   - type: The type of event to handle: a concrete type, a class (its subclasses too) or a protocol.
    ///   - handler: Called with each event of the type sent from inside this view; returns `.handled` to stop it, or
    ///     `.continue` to let the next enclosing handler see it.
    /// - Returns: A view whose contents' events of the type reach the handler.
    public func onRoute<Event>(
      _ type: Event.Type, perform handler: @escaping @MainActor (Event) -> RouteDecision
    ) -> some View {
      modifier(RouteScope { node in node.handle(type, perform: handler) })
    }

    /// Lets events sent from inside this view go on into the UIKit responder chain of the hosting controller, on a
    /// screen that handles none of them in SwiftUI.
    ///
    /// `onRoute(_:perform:)` does this too; this is for a SwiftUI screen in a UIKit app whose events are all handled
    /// by its controllers:
    ///
    /// ```swift
    /// let host = UIHostingController(rootView: CartList().routesIntoUIKit())
    /// host.tw.handle(CartEvent.self) { event, _ in … }
    /// ```
    /// - Returns: A view whose contents' events, unhandled in SwiftUI, go on into UIKit.
    public func routesIntoUIKit() -> some View {
      modifier(RouteScope(install: nil))
    }
  }

  /// The wiring of `onRoute(_:perform:)` and `routesIntoUIKit()`: one `RouteNode` per modifier, linked to the enclosing
  /// one, given the current handler with each update, put in the environment for the views inside, and anchored in
  /// the UIKit view hierarchy. What an event does is decided by Tapwise's `RouteAction` and `RouteNode`, covered by the
  /// Linux tests.
  ///
  /// Contracts it rests on (typechecked, not run): `@Environment` in a view modifier reads the value in effect where the
  /// modifier is, and `environment(_:_:)` sets it for the view and everything inside it ("a view inherits its
  /// environment from its container view, subject to explicit changes from an `environment(_:_:)` view modifier");
  /// `@StateObject` keeps one node per modifier for as long as the view keeps its identity (``ViewLifetime``); the
  /// anchor's contracts are ``RouteAnchorHost``'s.
  struct RouteScope: ViewModifier {
    /// Gives the node its handler, or `nil` for a node without one.
    let install: (@MainActor (RouteNode) -> Void)?
    /// The route action of the enclosing views: its node is this one's enclosing node.
    @Environment(\.route) private var enclosing
    /// This modifier's node.
    @StateObject private var kept = ViewLifetime(RouteNode())

    /// The content, with this node's route action in its environment and an anchor behind it.
    func body(content: Content) -> some View {
      let node = kept.object
      node.enclosing = enclosing.startNode
      install?(node)
      return
        content
        .environment(\.route, RouteAction(node: node))
        .background { RouteAnchorHost(node: node).allowsHitTesting(false) }
    }
  }

  /// Puts a `RouteAnchor` behind the modified view, in the hosting controller's view hierarchy, and makes it its node's
  /// anchor.
  ///
  /// Contracts it rests on (typechecked, not run): `UIViewRepresentable.makeUIView(context:)` creates the view once
  /// and SwiftUI places it in the hosting controller's view hierarchy, so its responder chain runs through the hosting
  /// controller; `updateUIView(_:context:)` is called with that view on each update; `allowsHitTesting(false)` keeps it
  /// out of hit testing; `background(alignment:content:)` layers it behind the view.
  struct RouteAnchorHost: UIViewRepresentable {
    /// The node whose anchor this is.
    let node: RouteNode

    /// The anchor, made the node's.
    func makeUIView(context: Context) -> RouteAnchor {
      let anchor = RouteAnchor(frame: .zero)
      node.anchor = anchor
      return anchor
    }

    /// Makes the anchor the node's again, in case SwiftUI made a new view for the same node.
    func updateUIView(_ uiView: RouteAnchor, context: Context) {
      node.anchor = uiView
    }
  }
#endif
