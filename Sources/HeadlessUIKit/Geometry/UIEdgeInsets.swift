import Foundation

/// Inset distances for a rectangle's four edges, as UIKit defines them: positive values shrink the rectangle.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
  /// The inset at the top edge.
  public var top: CGFloat
  /// The inset at the left edge.
  public var left: CGFloat
  /// The inset at the bottom edge.
  public var bottom: CGFloat
  /// The inset at the right edge.
  public var right: CGFloat

  /// Creates zero insets.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Creates insets with the given distances.
  /// - Parameters:
  ///   - top: The inset at the top edge.
  ///   - left: The inset at the left edge.
  ///   - bottom: The inset at the bottom edge.
  ///   - right: The inset at the right edge.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  public static let zero = UIEdgeInsets()
}

extension CGRect {
  /// Returns this rectangle with each edge moved inwards by the matching inset, as `UIEdgeInsetsInsetRect` does.
  /// - Parameters:
  ///   - insets: The distances; negative values move an edge outwards.
  /// - Returns: The adjusted rectangle.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left,
      y: origin.y + insets.top,
      width: size.width - (insets.left + insets.right),
      height: size.height - (insets.top + insets.bottom)
    )
  }
}
