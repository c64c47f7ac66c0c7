import Foundation

/// An animator the system passes while an edit menu appears or disappears, to run animations alongside.
///
/// HeadlessUIKit has no edit menu and never creates one; the protocol exists because `UITextFieldDelegate` names
/// it.
@MainActor
public protocol UIEditMenuInteractionAnimating: NSObjectProtocol {
  /// Adds animations to run alongside the menu's transition.
  /// - Parameters:
  ///   - animations: The animations.
  func addAnimations(_ animations: @escaping () -> Void)

  /// Adds code to run when the menu's transition ends.
  /// - Parameters:
  ///   - completion: The code to run.
  func addCompletion(_ completion: @escaping () -> Void)
}
