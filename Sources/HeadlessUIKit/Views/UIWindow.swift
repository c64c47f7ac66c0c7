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
  ///
  /// While the window is visible, a new root hears `viewWillAppear`, `viewIsAppearing` and `viewDidAppear`
  /// (unanimated) and the old one `viewWillDisappear` and `viewDidDisappear`; a hidden window's root hears them when
  /// ``makeKeyAndVisible()`` shows it.
  open var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      let visible = !isHidden
      if visible { oldValue?.beginAppearance(false, animated: false) }
      oldValue?.view.removeFromSuperview()
      oldValue?.rootWindowStorage = nil
      if let root = rootViewController {
        root.rootWindowStorage = self
        let view = root.view!
        if visible { root.beginAppearance(true, animated: false) }
        view.frame = bounds
        addSubview(view)
        if visible { root.viewIsInHierarchy() }
      }
      if visible {
        oldValue?.endAppearance()
        rootViewController?.endAppearance()
      }
    }
  }

  /// The window itself.
  open override var window: UIWindow? { self }

  /// Whether this is the app's key window.
  open var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

  /// Makes this the key window.
  open func makeKey() {
    UIApplication.shared.keyWindow = self
  }

  /// Makes this the key window and shows it.
  open func makeKeyAndVisible() {
    let wasHidden = isHidden
    isHidden = false
    makeKey()
    guard wasHidden, let root = rootViewController else { return }
    root.beginAppearance(true, animated: false)
    root.viewIsInHierarchy()
    root.endAppearance()
  }

  /// The application comes after a window in the responder chain.
  open override var next: UIResponder? { UIApplication.shared }

  /// Dispatches an event to the gesture recognizers and views that own its touches.
  ///
  /// A touch that has just begun and has no view yet is hit-tested once; the view found owns the touch for its whole
  /// life, even when it moves outside that view. The touch also goes to the recognizers of that view and its
  /// ancestors, which see each phase before the view does and may delay or cancel the view's share
  /// (`UIGestureRecognizer`).
  /// - Parameters:
  ///   - event: The event to dispatch.
  open func sendEvent(_ event: UIEvent) {
    guard event.type == .touches, let touches = event.allTouches else { return }
    var mine: [UITouch] = []
    for touch in touches where touch.window === self { mine.append(touch) }
    if mine.count > 1 { mine.sort { $0.sequenceNumber < $1.sequenceNumber } }
    for touch in mine where touch.phase == .began && touch.view == nil {
      touch.viewStorage = hitTest(touch.location(in: nil), with: event)
      GestureArena.shared.attachRecognizers(to: touch)
    }
    var owned: [UITouch] = []
    owned.reserveCapacity(mine.count)
    for touch in mine where touch.view != nil { owned.append(touch) }
    GestureArena.shared.deliver(owned, with: event)
  }
}
