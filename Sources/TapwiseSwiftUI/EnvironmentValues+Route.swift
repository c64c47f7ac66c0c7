#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Tapwise

  extension EnvironmentValues {
    /// Sends a typed event to the `onRoute(_:perform:)` handlers of the views that enclose this one, innermost
    /// first, then into the UIKit responder chain of the hosting controller.
    ///
    /// ```swift
    /// @Environment(\.route) private var route
    /// …
    /// Button("Add to cart") { route(CartEvent.add(item)) }
    /// ```
    ///
    /// Each `onRoute(_:perform:)` and `routesIntoUIKit()` sets it for the views inside. Outside all of them it is an
    /// action that reaches no handler and reports each event to `RouteDiagnostics.unhandledEventHandler`. Setting it
    /// with `environment(_:_:)` carries a route action where the environment doesn't flow by itself, such as the root
    /// view of a `UIHostingController` presented from inside another SwiftUI screen.
    public var route: RouteAction {
      get { self[RouteActionKey.self] }
      set { self[RouteActionKey.self] = newValue }
    }
  }

  /// The environment key of ``SwiftUI/EnvironmentValues/route``: by default, an action that reaches no handler.
  ///
  /// Contract it rests on (typechecked, not run): `EnvironmentKey`'s documented way to add a custom environment value,
  /// a key with a `defaultValue` and a property on `EnvironmentValues` that reads and writes it through
  /// `subscript(_:)`.
  private struct RouteActionKey: EnvironmentKey {
    static let defaultValue = RouteAction(node: nil)
  }
#endif
