import Foundation

/// How a view moves between superviews and windows: the window recorded for a whole subtree, the window callbacks
/// sent parent first, and a first responder inside a subtree that leaves its window resigning.
extension UIView {
  /// The body of ``insertSubview(_:at:)``.
  func moveIntoSubviews(_ view: UIView, at index: Int) {
    precondition(view !== self, "Can't add self as subview")
    precondition(!isDescendant(of: view), "Can't add a view's ancestor as its subview: the hierarchy would be a cycle")
    let oldWindow = view.window
    let newWindow = window
    let changesSuperview = view.superviewStorage !== self
    let changesWindow = oldWindow !== newWindow
    if changesWindow, let oldWindow { view.resignFirstResponder(leaving: oldWindow) }
    if changesSuperview { view.willMove(toSuperview: self) }
    if changesWindow { view.notifyWillMove(toWindow: newWindow) }
    view.detachFromSuperview()
    subviewStorage.insert(view, at: max(0, min(index, subviewStorage.count)))
    view.superviewStorage = self
    if changesWindow { view.setWindow(newWindow) }
    view.setNeedsLayout()
    setNeedsLayout()
    // A subtree that arrives with pending layout keeps it, whatever overrides of setNeedsLayout() did.
    if view.subtreeNeedsLayout { markSubtreeNeedsLayout() }
    if changesWindow { view.notifyDidMoveToWindow() }
    if changesSuperview { view.didMoveToSuperview() }
  }

  /// The body of ``removeFromSuperview()``.
  func detachWithCallbacks() {
    guard superviewStorage != nil else { return }
    let oldWindow = window
    if let oldWindow { resignFirstResponder(leaving: oldWindow) }
    willMove(toSuperview: nil)
    if oldWindow != nil { notifyWillMove(toWindow: nil) }
    detachFromSuperview()
    if oldWindow != nil {
      setWindow(nil)
      notifyDidMoveToWindow()
    }
    didMoveToSuperview()
  }

  /// Records the window of this view and its subviews, down to any window nested among them.
  func setWindow(_ newWindow: UIWindow?) {
    guard !(self is UIWindow) else { return }
    windowStorage = newWindow
    for subview in subviewStorage { subview.setWindow(newWindow) }
  }

  /// Sends `willMove(toWindow:)` to this view, then to its descendants, parent first.
  func notifyWillMove(toWindow newWindow: UIWindow?) {
    willMove(toWindow: newWindow)
    for subview in subviewStorage where !(subview is UIWindow) { subview.notifyWillMove(toWindow: newWindow) }
  }

  /// Sends `didMoveToWindow()` to this view, then to its descendants, parent first.
  func notifyDidMoveToWindow() {
    didMoveToWindow()
    for subview in subviewStorage where !(subview is UIWindow) { subview.notifyDidMoveToWindow() }
  }

  /// Resigns `window`'s first responder when it lies in this view's subtree, which is about to leave `window`.
  ///
  /// The resignation is forced: a text field's delegate is not asked, and a responder that refuses loses the status
  /// anyway, because a window's first responder must be in that window.
  func resignFirstResponder(leaving window: UIWindow) {
    guard let responder = firstResponderInSubtree(of: window) else { return }
    responder.resignFirstResponderByForce(in: window)
  }

  /// The window's first responder, when it is this view, a descendant, or a controller whose root view is one.
  /// - Parameters:
  ///   - window: The window.
  /// - Returns: The responder, or `nil`.
  func firstResponderInSubtree(of window: UIWindow) -> UIResponder? {
    guard let responder = window.firstResponder, let anchor = responder.hierarchyAnchor else { return nil }
    return anchor.isDescendant(of: self) ? responder : nil
  }

  func detachFromSuperview() {
    guard let superview = superviewStorage else { return }
    superview.subviewStorage.removeAll { $0 === self }
    superviewStorage = nil
  }
}
