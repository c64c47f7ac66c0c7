import Foundation

/// The methods a scroll view calls to tell its delegate about scrolling.
///
/// Every method is optional in UIKit. Swift on Linux has no optional protocol requirements, so each has a default
/// implementation that does what UIKit does for a delegate that doesn't implement it: nothing.
///
/// ```swift
/// final class Feed: NSObject, UIScrollViewDelegate {
///   func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { searchField.resignFirstResponder() }
/// }
/// ```
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// Tells the delegate that the content offset changed, by a drag or from code.
  /// - Parameters:
  ///   - scrollView: The scroll view that scrolled.
  func scrollViewDidScroll(_ scrollView: UIScrollView)

  /// Tells the delegate that a finger started dragging the content.
  /// - Parameters:
  ///   - scrollView: The scroll view about to scroll.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)

  /// Tells the delegate that the finger dragging the content lifted.
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - decelerate: Whether the content goes on moving; always `false` in HeadlessUIKit, which does not decelerate.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)

  /// Tells the delegate that an animated change of the content offset ended.
  /// - Parameters:
  ///   - scrollView: The scroll view.
  /// - Note: Sent by `setContentOffset(_:animated:)` with `animated` true, once the offset changed.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing, as UIKit does when the delegate doesn't implement the method.
  /// - Parameters:
  ///   - scrollView: The scroll view that scrolled.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  /// Does nothing, as UIKit does when the delegate doesn't implement the method.
  /// - Parameters:
  ///   - scrollView: The scroll view about to scroll.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

  /// Does nothing, as UIKit does when the delegate doesn't implement the method.
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - decelerate: Whether the content goes on moving.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

  /// Does nothing, as UIKit does when the delegate doesn't implement the method.
  /// - Parameters:
  ///   - scrollView: The scroll view.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
