import Foundation

/// The methods a delegate implements to fine-tune a gesture recognizer's behaviour.
///
/// Every member is optional in UIKit. Linux has no `@objc optional`, so each has a default implementation in a
/// protocol extension that answers as UIKit does when the delegate doesn't implement it.
///
/// ```swift
/// final class Checkout: NSObject, UIGestureRecognizerDelegate {
///   func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
///     !(touch.view is UIControl)          // let buttons have their touches
///   }
/// }
/// ```
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  /// Asks whether the recognizer may leave ``UIGestureRecognizer/State-swift.enum/possible``; `false` makes it
  /// fail. Unimplemented: `true`.
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer about to begin or recognize.
  /// - Returns: Whether it may.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

  /// Asks whether two recognizers may recognize at the same time, instead of the first preventing the other.
  /// `true` from either recognizer's delegate allows it. Unimplemented: `false`.
  /// - Parameters:
  ///   - gestureRecognizer: This delegate's recognizer.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: Whether both may recognize.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  /// Asks whether the recognizer must wait for another one to fail, as `require(toFail:)` makes it, for this touch
  /// sequence only. Unimplemented: `false`.
  /// - Parameters:
  ///   - gestureRecognizer: This delegate's recognizer.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  /// Asks whether another recognizer must wait for this one to fail. Unimplemented: `false`.
  /// - Parameters:
  ///   - gestureRecognizer: This delegate's recognizer.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  /// Asks whether the recognizer receives a touch that just began in its view or a subview. It is asked once per
  /// touch, before the recognizer's `touchesBegan`. Unimplemented: `true`.
  /// - Parameters:
  ///   - gestureRecognizer: This delegate's recognizer.
  ///   - touch: The touch.
  /// - Returns: `false` to keep the touch from the recognizer (the view still gets it).
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// UIKit's answer without this method: `true`.
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  /// - Returns: `true`.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// UIKit's answer without this method: `false`.
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }

  /// UIKit's answer without this method: `false`.
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }

  /// UIKit's answer without this method: `false`.
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }

  /// UIKit's answer without this method: `true`.
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - touch: The touch.
  /// - Returns: `true`.
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    true
  }
}
