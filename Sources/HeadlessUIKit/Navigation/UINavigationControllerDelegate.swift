import Foundation

/// The methods a navigation controller's delegate implements to hear which controller it shows.
///
/// Every member is optional, as in UIKit: the defaults do nothing.
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  /// Called before the navigation controller shows a controller's view, when a push, pop or new stack begins.
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller about to be shown: the new top of the stack.
  ///   - animated: Whether the transition is animated.
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)

  /// Called after the navigation controller showed a controller's view, when the transition ended.
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller shown.
  ///   - animated: Whether the transition was animated.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
  /// Does nothing: the method is optional.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {}

  /// Does nothing: the method is optional.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {}
}
