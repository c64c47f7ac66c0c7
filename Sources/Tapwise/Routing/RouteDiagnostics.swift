/// Where unhandled routed events are reported.
///
/// An event that no handler stops is usually a bug: a handler registered on the wrong responder, a view routed from
/// before it was in a window, an event type nobody handles. Reporting is off by default; turn it on in debug builds:
///
/// ```swift
/// #if DEBUG
///   RouteDiagnostics.unhandledEventHandler = { event, result in
///     print("Unhandled \(type(of: event)), path:", result.path.map { type(of: $0) })
///   }
/// #endif
/// ```
@MainActor
public enum RouteDiagnostics {
  /// Called with every event that reaches the end of its path unhandled, and the result that
  /// ``TapwiseWrapper/route(_:)`` returns for it. The default, `nil`, reports nothing.
  public static var unhandledEventHandler: (@MainActor (_ event: Any, _ result: RouteResult) -> Void)?
}
