import Foundation

/// The backdrop for an app's views, which dispatches touch events to them.
///
/// As in UIKit, a new window is hidden: call ``makeKeyAndVisible()`` before touching it.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// window.makeKeyAndVisible()
/// window.addSubview(payButton)
/// ```
@MainActor
open class UIWindow: UIView {
  /// The responder that receives nil-target actions and keyboard input first.
  weak var firstResponder: UIResponder?

  /// Creates a hidden window with the given frame.
  /// - Parameters:
  ///   - frame: The window's frame in screen coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  /// Creates a window from an archive; see ``UIView/init(coder:)``.
  /// - Parameters:
  ///   - coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isHidden = true
  }

  /// The view controller whose view fills the window.
  open var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      oldValue?.view.removeFromSuperview()
      if let view = rootViewController?.view {
        view.frame = bounds
        addSubview(view)
      }
    }
  }

  /// Whether this is the app's key window.
  open var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

  /// Makes this the key window.
  open func makeKey() {
    UIApplication.shared.keyWindow = self
  }

  /// Makes this the key window and shows it.
  open func makeKeyAndVisible() {
    isHidden = false
    makeKey()
  }

  /// The application comes after a window in the responder chain.
  open override var next: UIResponder? { UIApplication.shared }

  /// Dispatches an event to the views that own its touches.
  ///
  /// A touch that has just begun and has no view yet is hit-tested once; the view found owns the touch for
  /// its whole life, even when it moves outside that view. A view inside a `UIScrollView` gets its touches through
  /// that scroll view, which may hold them back or cancel them (see `UIScrollView.delaysContentTouches`).
  /// - Parameters:
  ///   - event: The event to dispatch.
  open func sendEvent(_ event: UIEvent) {
    guard event.type == .touches, let touches = event.allTouches else { return }
    let mine = touches.filter { $0.window === self }
    for touch in mine where touch.phase == .began && touch.view == nil {
      touch.view = hitTest(touch.location(in: nil), with: event)
    }
    for phase in [UITouch.Phase.began, .moved, .stationary, .ended, .cancelled] {
      let inPhase = mine.filter { $0.phase == phase && $0.view != nil }
      for view in Self.owners(of: inPhase) {
        deliver(inPhase.filter { $0.view === view }, in: phase, to: view, with: event)
      }
    }
  }

  /// The distinct views that own the touches, in a stable order.
  private static func owners(of touches: Set<UITouch>) -> [UIView] {
    var views: [UIView] = []
    for touch in touches.sorted(by: { $0.sequenceNumber < $1.sequenceNumber }) {
      if let view = touch.view, !views.contains(where: { $0 === view }) { views.append(view) }
    }
    return views
  }
}
