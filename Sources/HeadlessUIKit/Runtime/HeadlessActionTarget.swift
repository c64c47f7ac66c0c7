/// How an object receives target-action messages where there is no Objective-C runtime.
///
/// On Apple platforms UIKit finds a target's method by its selector at run time. HeadlessUIKit asks the
/// target instead. This protocol is not UIKit API: it is the one seam a Linux test adds to its targets.
///
/// ```swift
/// final class Checkout: UIResponder, HeadlessActionTarget {
///   var payments = 0
///   @objc func pay(_ sender: Any?) { payments += 1 }   // `@objc` only on Apple platforms
///
///   func responds(toAction action: Selector) -> Bool { action == Selector("pay:") }
///   func perform(_ action: Selector, sender: Any?, event: UIEvent?) { pay(sender) }
/// }
/// ```
///
/// - Note: UIKit traps when an explicit target does not implement the action; so does HeadlessUIKit.
@MainActor
public protocol HeadlessActionTarget: AnyObject {
  /// Returns whether this object implements the action, as `responds(to:)` does on Apple platforms.
  /// - Parameters:
  ///   - action: The action's selector.
  /// - Returns: `true` if ``perform(_:sender:event:)`` handles the action.
  func responds(toAction action: Selector) -> Bool

  /// Invokes the method named by the action.
  /// - Parameters:
  ///   - action: The action's selector.
  ///   - sender: The object that sent the action, usually a control.
  ///   - event: The event that triggered the action, if any.
  func perform(_ action: Selector, sender: Any?, event: UIEvent?)
}
