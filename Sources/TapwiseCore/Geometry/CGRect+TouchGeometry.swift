import Foundation

/// The rectangle arithmetic that hit testing needs, with `CGRectContainsPoint`'s edge rule: minimum edges inside,
/// maximum edges outside.
///
/// ```swift
/// let close = CGRect(x: 0, y: 0, width: 20, height: 20)
/// close.containsTouch(at: CGPoint(x: 20, y: 5))   // false: the maximum edges are outside
/// close.distance(to: CGPoint(x: 23, y: 24))        // 5: a 3-4-5 triangle from the corner
/// ```
extension CGRect {
  /// Whether a touch at a point lands inside, with `CGRectContainsPoint`'s rule.
  ///
  /// The minimum edges are inside and the maximum edges are not, so two rectangles that share an edge never both
  /// contain a point on it. A rectangle with zero or negative width or height contains nothing.
  /// - Parameters:
  ///   - point: The point, in the rectangle's coordinate system.
  /// - Returns: `true` when `minX ≤ x < maxX` and `minY ≤ y < maxY`.
  /// - Note: Unlike `standardized`, a negative width is not flipped here: it is what negative outsets produce,
  ///   and it means "no area".
  package func containsTouch(at point: CGPoint) -> Bool {
    size.width > 0 && size.height > 0
      && point.x >= origin.x && point.x < origin.x + size.width
      && point.y >= origin.y && point.y < origin.y + size.height
  }

  /// The Euclidean distance from a point to the nearest point of this rectangle: `0` inside or on an edge.
  /// - Parameters:
  ///   - point: The point, in the rectangle's coordinate system.
  /// - Returns: The distance in points; NaN only if an input is NaN.
  package func distance(to point: CGPoint) -> CGFloat {
    let rect = standardized
    let dx = Swift.max(rect.minX - point.x, 0, point.x - rect.maxX)
    let dy = Swift.max(rect.minY - point.y, 0, point.y - rect.maxY)
    if dx == 0 { return dy }
    if dy == 0 { return dx }
    return (dx * dx + dy * dy).squareRoot()
  }

  /// The distance with which a touch at a point is outside the rectangle: `0` exactly when
  /// ``containsTouch(at:)`` is `true`, otherwise ``distance(to:)``, but never less than the smallest positive
  /// number, so a point on the maximum edges (outside, yet at distance `0`) still counts as outside.
  /// - Parameters:
  ///   - point: The point, in the rectangle's coordinate system.
  /// - Returns: The distance in points.
  package func touchDistance(to point: CGPoint) -> CGFloat {
    containsTouch(at: point) ? 0 : Swift.max(distance(to: point), .leastNonzeroMagnitude)
  }

  /// The area of the rectangle, or `0` when its width or height is not positive.
  package var positiveArea: CGFloat {
    size.width > 0 && size.height > 0 ? size.width * size.height : 0
  }

  /// The overlap of two rectangles, or `nil` when they share no area.
  ///
  /// Rectangles that only touch along an edge or at a corner share no area.
  /// - Parameters:
  ///   - other: The other rectangle, in the same coordinate system.
  /// - Returns: The overlap, with positive width and height, or `nil`.
  package func overlap(with other: CGRect) -> CGRect? {
    guard size.width > 0, size.height > 0, other.size.width > 0, other.size.height > 0 else { return nil }
    let minX = Swift.max(origin.x, other.origin.x)
    let minY = Swift.max(origin.y, other.origin.y)
    let maxX = Swift.min(origin.x + size.width, other.origin.x + other.size.width)
    let maxY = Swift.min(origin.y + size.height, other.origin.y + other.size.height)
    guard maxX > minX, maxY > minY else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// A rectangle of a given size whose centre is at a point.
  /// - Parameters:
  ///   - size: The size.
  ///   - center: The centre.
  /// - Returns: The rectangle.
  package static func centered(size: CGSize, at center: CGPoint) -> CGRect {
    CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
  }
}
