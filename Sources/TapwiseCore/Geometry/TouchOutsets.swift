import Foundation

/// How far a view's touch area reaches beyond each edge of its bounds.
///
/// **Positive values enlarge.** This is the opposite of the usual edge-inset convention, where a positive inset
/// moves an edge inwards: `TouchOutsets(all: 12)` makes a 20×20 view answer touches in a 44×44 square. Negative
/// values shrink the area.
///
/// ```swift
/// let outsets = TouchOutsets(top: 12, left: 12, bottom: 12, right: 12)
/// outsets.expand(CGRect(x: 0, y: 0, width: 20, height: 20))   // (-12, -12, 44, 44)
/// ```
public struct TouchOutsets: Hashable, Sendable, CustomStringConvertible {
  /// How far the area reaches above the top edge.
  public var top: CGFloat
  /// How far the area reaches beyond the left edge.
  public var left: CGFloat
  /// How far the area reaches below the bottom edge.
  public var bottom: CGFloat
  /// How far the area reaches beyond the right edge.
  public var right: CGFloat

  /// Creates outsets with a distance per edge.
  /// - Parameters:
  ///   - top: The distance above the top edge; positive enlarges.
  ///   - left: The distance beyond the left edge; positive enlarges.
  ///   - bottom: The distance below the bottom edge; positive enlarges.
  ///   - right: The distance beyond the right edge; positive enlarges.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates outsets with the same distance on every edge.
  /// - Parameters:
  ///   - distance: The distance beyond each edge; positive enlarges.
  public init(all distance: CGFloat) {
    self.init(top: distance, left: distance, bottom: distance, right: distance)
  }

  /// Creates outsets from leading and trailing distances, as SwiftUI's `EdgeInsets` gives them.
  /// - Parameters:
  ///   - top: The distance above the top edge; positive enlarges.
  ///   - leading: The distance beyond the leading edge: the left one, or the right one right to left.
  ///   - bottom: The distance below the bottom edge; positive enlarges.
  ///   - trailing: The distance beyond the trailing edge: the right one, or the left one right to left.
  ///   - rightToLeft: Whether the layout runs right to left.
  package init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat, rightToLeft: Bool) {
    self.init(
      top: top, left: rightToLeft ? trailing : leading, bottom: bottom, right: rightToLeft ? leading : trailing)
  }

  /// No outsets: the touch area is the bounds.
  public static let zero = TouchOutsets(all: 0)

  /// Whether every edge's distance is a finite number (not NaN, not infinite).
  public var isFinite: Bool {
    top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
  }

  /// Returns a rectangle with each edge moved outwards by its outset.
  /// - Parameters:
  ///   - rect: The rectangle, usually a view's bounds.
  /// - Returns: The enlarged rectangle. Negative outsets can make its width or height negative; such a
  ///   rectangle contains no point (see ``TouchArea``).
  public func expand(_ rect: CGRect) -> CGRect {
    let rect = rect.standardized
    return CGRect(
      x: rect.minX - left,
      y: rect.minY - top,
      width: rect.width + left + right,
      height: rect.height + top + bottom
    )
  }

  /// The outsets as `[top, left, bottom, right]`, the usual edge-inset order and that of layout files.
  public var description: String {
    "[\(GeometryText.number(top)), \(GeometryText.number(left)), "
      + "\(GeometryText.number(bottom)), \(GeometryText.number(right))]"
  }
}
