import Foundation

/// The bar at the top of a navigation controller's view. HeadlessUIKit draws nothing: the bar is a view of
/// UIKit's standard height, in front of the content, so a touch on it never reaches the content beneath.
@MainActor
open class UINavigationBar: UIView {
  /// The height of a standard navigation bar: 44 points, UIKit's `UINavigationBar` default (its `sizeThatFits(_:)`
  /// on iPhone, without a large title or a prompt).
  static let standardHeight: CGFloat = 44
}
