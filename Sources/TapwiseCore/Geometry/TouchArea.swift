import Foundation

/// The area in which a view answers touches: its bounds enlarged by outsets, united with a rectangle of at least a
/// minimum size centred on the bounds.
///
/// The bounds never change; only the question "is this point inside?" gets a different answer. A point in the
/// area *claims* the touch with a distance: how far it is from the real bounds (`0` inside them). Sibling claims
/// are compared with ``NearestTarget``.
///
/// ```swift
/// let close = TouchArea(
///   bounds: CGRect(x: 0, y: 0, width: 20, height: 20),
///   outsets: TouchOutsets(all: 12))
/// close.contains(CGPoint(x: -10, y: 10))        // true: 10 pt left of the bounds
/// close.claimDistance(at: CGPoint(x: -10, y: 10))   // 10
///
/// let icon = TouchArea(
///   bounds: CGRect(x: 0, y: 0, width: 20, height: 20),
///   minimumSize: CGSize(width: 44, height: 44))
/// icon.region.area                                 // 1936: a 44×44 square around the icon's centre
/// ```
///
/// - Note: Edges follow `CGRectContainsPoint`: minimum edges inside, maximum edges outside.
public struct TouchArea: Equatable, Sendable {
  /// The view's real bounds, in its own coordinate system.
  public let bounds: CGRect
  /// How far the area reaches beyond each edge of the bounds; positive enlarges.
  public let outsets: TouchOutsets
  /// The smallest size the area has around the bounds' centre; `.zero` means no minimum.
  public let minimumSize: CGSize
  /// The bounds enlarged by the outsets, or `nil` when negative outsets leave it without area.
  public let outsetRect: CGRect?
  /// The rectangle of at least ``minimumSize`` centred on the bounds, or `nil` when no minimum is set.
  public let minimumSizeRect: CGRect?

  /// Creates the touch area of a view.
  /// - Parameters:
  ///   - bounds: The view's bounds.
  ///   - outsets: How far the area reaches beyond each edge; positive enlarges, negative shrinks.
  ///   - minimumSize: The smallest size of the area around the bounds' centre. Each dimension grows to
  ///     `max(bounds, minimum)`. `.zero` (the default) sets no minimum, so negative outsets can shrink the area
  ///     below the bounds.
  /// - Note: Because the minimum-size rectangle is never smaller than the bounds and the area is the union, any
  ///   minimum size other than `.zero` (even 1×1) restores at least the whole bounds and so cancels negative
  ///   outsets. To shrink a view's area, leave the minimum size at `.zero`.
  public init(bounds: CGRect, outsets: TouchOutsets = .zero, minimumSize: CGSize = .zero) {
    let bounds = bounds.standardized
    self.bounds = bounds
    self.outsets = outsets
    self.minimumSize = minimumSize
    let expanded = outsets.expand(bounds)
    outsetRect = expanded.positiveArea > 0 ? expanded : nil
    if minimumSize == .zero {
      minimumSizeRect = nil
    } else {
      let size = CGSize(
        width: Swift.max(bounds.width, minimumSize.width),
        height: Swift.max(bounds.height, minimumSize.height)
      )
      let rect = CGRect.centered(size: size, at: CGPoint(x: bounds.midX, y: bounds.midY))
      minimumSizeRect = rect.positiveArea > 0 ? rect : nil
    }
  }

  /// The rectangles whose union is the area: the enlarged bounds, then the minimum-size rectangle, when each has
  /// area.
  public var rects: [CGRect] {
    [outsetRect, minimumSizeRect].compactMap { $0 }
  }

  /// The area as a region, for measuring its size and overlaps.
  public var region: TouchRegion {
    TouchRegion(rects)
  }

  /// How far the area reaches beyond the bounds on its farthest side, `0` when it lies within them: the bounds
  /// grown by this much on every side contain the whole area. A cheap bound for skipping a view that can't claim
  /// a point.
  public var reach: CGFloat {
    guard let box = region.boundingRect else { return 0 }
    return Swift.max(0, bounds.minX - box.minX, bounds.minY - box.minY, box.maxX - bounds.maxX, box.maxY - bounds.maxY)
  }

  /// Whether the area contains a point.
  /// - Parameters:
  ///   - point: The point, in the view's coordinate system.
  /// - Returns: `true` when the enlarged bounds or the minimum-size rectangle contains it.
  public func contains(_ point: CGPoint) -> Bool {
    (outsetRect?.containsTouch(at: point) ?? false) || (minimumSizeRect?.containsTouch(at: point) ?? false)
  }

  /// The distance with which the area claims a point: from the point to the real bounds.
  /// - Parameters:
  ///   - point: The point, in the view's coordinate system.
  /// - Returns: `0` for a point inside the bounds, the Euclidean distance to the bounds for a point in the
  ///   enlarged part, and `nil` for a point outside the area. A point on the maximum edges is outside the bounds,
  ///   so it claims at the smallest positive distance (`CGRect.touchDistance(to:)`), not `0`.
  public func claimDistance(at point: CGPoint) -> CGFloat? {
    contains(point) ? bounds.touchDistance(to: point) : nil
  }
}
