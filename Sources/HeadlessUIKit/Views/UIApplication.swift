import Foundation

/// The app's delegate. Every member is optional.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {}

/// The centralized point of control for the app: it routes actions and events.
@MainActor
open class UIApplication: UIResponder {
  private static let sharedApplication = UIApplication()

  /// The app's single instance.
  open class var shared: UIApplication { sharedApplication }

  override init() {
    super.init()
  }

  /// The app's delegate. It follows the application in the responder chain when it is a `UIResponder`.
  open weak var delegate: (any UIApplicationDelegate)?

  /// The window that receives nil-target actions first.
  ///
  /// Held weakly, as in UIKit: the app keeps its windows alive (a scene or app delegate's `window` property), and a
  /// window nobody holds goes away even while it is key.
  weak var keyWindow: UIWindow?

  /// The delegate, when it is a responder that is not already part of the responder chain.
  ///
  /// Apple's rule: the app delegate follows the application only if it "is an instance of UIResponder and not
  /// already part of the responder chain". A view, a view controller or the application itself already is, and
  /// following it again would loop forever.
  open override var next: UIResponder? {
    guard let responder = delegate as? UIResponder else { return nil }
    if responder is UIView || responder is UIViewController || responder is UIApplication { return nil }
    return responder
  }

  /// Sends an action message to a target, or up the responder chain when the target is `nil`.
  ///
  /// A nil target goes to the key window's first responder and up the chain from there; when there is no first
  /// responder, the search starts at the sender (observed UIKit behaviour).
  /// - Parameters:
  ///   - action: The action's selector.
  ///   - target: The receiver, or `nil` to search the responder chain.
  ///   - sender: The object sending the message, usually a control.
  ///   - event: The event that triggered the action, if any.
  /// - Returns: `true` if some responder handled the action.
  /// - Note: Traps, as UIKit does ("unrecognized selector"), when an explicit target does not implement the action.
  @discardableResult
  open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
    if let target {
      guard let receiver = target as? any HeadlessActionTarget, receiver.responds(toAction: action) else {
        preconditionFailure(
          "unrecognized selector \(NSStringFromSelector(action)) sent to instance of \(type(of: target))")
      }
      receiver.perform(action, sender: sender, event: event)
      return true
    }
    let start = keyWindow?.firstResponder ?? (sender as? UIResponder)
    guard let found = start?.target(forAction: action, withSender: sender) as? any HeadlessActionTarget else {
      return false
    }
    found.perform(action, sender: sender, event: event)
    return true
  }

  /// Dispatches an event to the windows of its touches.
  ///
  /// Each window is laid out (``UIView/layoutIfNeeded()``) before it hit-tests the event and again after it handled
  /// it: the layout pass iOS runs at the end of every run-loop turn, so the user touches views as laid out, and what
  /// the event changed (a table scrolled by a drag) is laid out before the next one.
  /// - Parameters:
  ///   - event: The event to dispatch.
  open func sendEvent(_ event: UIEvent) {
    var windows: [UIWindow] = []
    for touch in event.allTouches ?? [] {
      if let window = touch.window { windows.appendIfAbsent(window) }
    }
    // The layout pass of the run-loop turn that delivers the event. Timers' turns run none (see the UIKitBehaviour
    // article in HeadlessUIKit's documentation).
    for window in windows { window.layoutIfNeeded() }
    for window in windows { window.sendEvent(event) }
    for window in windows { window.layoutIfNeeded() }
  }
}
