/// Where typed events from SwiftUI views enter UIKit's responder chain: TapwiseSwiftUI puts one behind each view with
/// `onRoute(_:perform:)` or `routesIntoUIKit()`, inside the hosting controller's view hierarchy.
///
/// An event that no SwiftUI handler takes goes on with `anchor.tw.route(event)`, so its path starts here and goes
/// up the anchor's superviews to the hosting controller, the controllers that contain it, the window and the
/// application, as any `tw.route` does. The anchor takes no touches (`isUserInteractionEnabled` is `false`), so hit
/// testing passes through it, and it draws nothing.
///
/// ```swift
/// let anchor = RouteAnchor(frame: .zero)
/// hostingController.view.addSubview(anchor)
/// node.anchor = anchor     // unhandled events from node's views go on to hostingController
/// ```
@MainActor
package final class RouteAnchor: UIView {
  /// Creates an anchor that takes no touches.
  /// - Parameters:
  ///   - frame: Its frame, in its superview's coordinates; its size doesn't matter.
  package override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Not supported: an anchor is made in code.
  package required init?(coder: NSCoder) {
    nil
  }
}
