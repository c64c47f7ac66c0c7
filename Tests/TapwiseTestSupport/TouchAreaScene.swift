import Tapwise

/// A visible window and helpers to place views in it and ask which view a point reaches, as an id path.
@MainActor
package struct TouchAreaScene {
  package let window: UIWindow

  package init(width: CGFloat = 400, height: CGFloat = 800) {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.accessibilityIdentifier = "window"
    window.isHidden = false
  }

  /// Adds a view with an identifier and a frame to a parent (the window by default).
  @discardableResult
  package func add<View: UIView>(_ view: View, _ id: String, _ frame: CGRect, to parent: UIView? = nil) -> View {
    view.accessibilityIdentifier = id
    view.frame = frame
    (parent ?? window).addSubview(view)
    return view
  }

  /// Adds a plain button.
  @discardableResult
  package func button(_ id: String, _ frame: CGRect, in parent: UIView? = nil) -> UIButton {
    add(UIButton(type: .custom), id, frame, to: parent)
  }

  /// The id path of the view a window hit test returns for a point, `window`, or `none`.
  package func hit(_ x: CGFloat, _ y: CGFloat) -> String {
    guard let view = window.hitTest(CGPoint(x: x, y: y), with: nil) else { return "none" }
    return TouchTargetAudit.path(of: view, from: window)
  }
}

extension UIEdgeInsets {
  /// The same distance on every edge.
  package static func all(_ distance: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: distance, left: distance, bottom: distance, right: distance)
  }
}
