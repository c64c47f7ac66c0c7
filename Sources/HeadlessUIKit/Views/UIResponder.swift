import Foundation

/// An object that can respond to and handle events: the base of views, view controllers, windows and the app.
///
/// The responder chain follows ``next``. Touch methods forward to the next responder by default, and a
/// nil-target action travels the chain through ``target(forAction:withSender:)``.
@MainActor
open class UIResponder: NSObject {
  /// The stand-in for Objective-C associated objects: Tapwise keeps its per-responder state here, keyed by type.
  /// It goes away with the responder, as associated objects do.
  @_spi(Tapwise) public var tapwiseAssociatedObjects: [ObjectIdentifier: AnyObject] = [:]

  /// Creates a responder.
  public override init() {
    super.init()
  }

  /// The next responder in the chain, or `nil` at its end.
  open var next: UIResponder? { nil }

  // MARK: - First responder

  /// Whether this responder can become the first responder. The default is `false`.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this responder may give up first-responder status. The default is `true`.
  open var canResignFirstResponder: Bool { true }

  /// Whether this responder is its window's first responder.
  open var isFirstResponder: Bool {
    firstResponderWindow?.firstResponder === self
  }

  /// Asks UIKit to make this responder the first responder of its window.
  /// - Returns: `true` if it is now the first responder.
  /// - Note: As in UIKit, a view must be in a window to become first responder.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let window = firstResponderWindow else { return false }
    if window.firstResponder === self { return true }
    if let current = window.firstResponder, !current.resignFirstResponder() { return false }
    window.firstResponder = self
    return true
  }

  /// Gives up first-responder status.
  /// - Returns: `true` if this responder is no longer the first responder.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard let window = firstResponderWindow, window.firstResponder === self else { return true }
    guard canResignFirstResponder else { return false }
    window.firstResponder = nil
    return true
  }

  /// The window whose first responder this responder can be.
  var firstResponderWindow: UIWindow? { nil }

  /// The view that places this responder in a view hierarchy: a view itself, a controller's loaded root view.
  var hierarchyAnchor: UIView? { nil }

  /// Whether the resignation under way is forced, so that a text field does not ask its delegate.
  ///
  /// Set only for the duration of ``resignFirstResponderByForce(in:)``.
  private(set) var isResigningByForce = false

  /// Resigns first responder without asking a text field's delegate, as `endEditing(true)` and a view leaving its
  /// window do. The responder's own `resignFirstResponder()` runs, so overrides see it; one that still refuses
  /// loses the status anyway.
  /// - Parameters:
  ///   - window: The window whose first responder this is.
  func resignFirstResponderByForce(in window: UIWindow) {
    isResigningByForce = true
    defer { isResigningByForce = false }
    resignFirstResponder()
    if window.firstResponder === self { window.firstResponder = nil }
  }

  // MARK: - Touches

  /// Tells the responder that touches began; the default forwards to the next responder.
  /// - Parameters:
  ///   - touches: The touches that began.
  ///   - event: The event they belong to.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Tells the responder that touches moved; the default forwards to the next responder.
  /// - Parameters:
  ///   - touches: The touches that moved.
  ///   - event: The event they belong to.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Tells the responder that touches ended; the default forwards to the next responder.
  /// - Parameters:
  ///   - touches: The touches that ended.
  ///   - event: The event they belong to.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Tells the responder that the system cancelled touches; the default forwards to the next responder.
  /// - Parameters:
  ///   - touches: The touches that were cancelled.
  ///   - event: The event they belong to.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  // MARK: - Actions

  /// Returns whether this responder implements an action.
  ///
  /// - Parameters:
  ///   - action: The action's selector.
  ///   - sender: The object that sends the action.
  /// - Returns: `true` if this responder adopts ``HeadlessActionTarget`` and responds to the action.
  /// - Note: UIKit answers from the Objective-C runtime's `respondsToSelector:`; HeadlessUIKit asks
  ///   ``HeadlessActionTarget``.
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    (self as? any HeadlessActionTarget)?.responds(toAction: action) ?? false
  }

  /// Returns the responder that handles an action: this one if it can perform it, else the next responder's answer.
  /// - Parameters:
  ///   - action: The action's selector.
  ///   - sender: The object that sends the action.
  /// - Returns: The responder that handles the action, or `nil` if none on the chain does.
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    if canPerformAction(action, withSender: sender) { return self }
    return next?.target(forAction: action, withSender: sender)
  }
}
