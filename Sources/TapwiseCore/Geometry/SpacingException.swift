import Foundation

/// WCAG 2.2's spacing exception for undersized targets (success criterion 2.5.8, Target Size (Minimum)): a target
/// smaller than 24 × 24 still passes when a 24-diameter circle centred on its bounding box intersects no other
/// target and no other undersized target's circle.
///
/// Intersecting means sharing area: circles whose centres are exactly one diameter apart only touch, and pass, as
/// in the figures of WCAG's Understanding document. An empty area is no target.
///
/// ```swift
/// // Two 16 × 16 targets whose centres are 24 apart: each circle only touches the other.
/// let regions = [TouchRegion([CGRect(x: 0, y: 0, width: 16, height: 16)]),
///                TouchRegion([CGRect(x: 24, y: 0, width: 16, height: 16)])]
/// SpacingException(diameter: 24, regions: regions, undersized: [0, 1]).passes(0)   // true
/// ```
package struct SpacingException: Sendable {
  private let radius: CGFloat
  private let regions: [TouchRegion]
  /// The centre of each undersized target's circle, by target index.
  private let centres: [Int: CGPoint]

  /// Prepares the check for one audit.
  /// - Parameters:
  ///   - diameter: The circle's diameter: 24 for WCAG 2.2 level AA.
  ///   - regions: Every target's touch area, in one coordinate space.
  ///   - undersized: The indices of the targets that are too small.
  package init(diameter: CGFloat, regions: [TouchRegion], undersized: [Int]) {
    radius = diameter.isFinite && diameter > 0 ? diameter / 2 : 0
    self.regions = regions
    var centres: [Int: CGPoint] = [:]
    for index in undersized {
      guard let box = regions[index].boundingRect else { continue }
      centres[index] = CGPoint(x: box.midX, y: box.midY)
    }
    self.centres = centres
  }

  /// Whether an undersized target passes by its spacing.
  /// - Parameters:
  ///   - index: The target's index, one of the undersized ones.
  /// - Returns: `true` when its circle shares no area with another target's touch area or another undersized
  ///   target's circle; `false` for a target without a touch area.
  package func passes(_ index: Int) -> Bool {
    guard let centre = centres[index], radius > 0 else { return false }
    for (other, region) in regions.enumerated() where other != index {
      if region.rects.contains(where: { Self.distance(from: centre, to: $0) < radius }) { return false }
      if let otherCentre = centres[other], hypot(centre.x - otherCentre.x, centre.y - otherCentre.y) < 2 * radius {
        return false
      }
    }
    return true
  }

  /// The distance from a point to the nearest point of a rectangle: 0 inside it.
  private static func distance(from point: CGPoint, to rect: CGRect) -> CGFloat {
    let dx = max(rect.minX - point.x, 0, point.x - rect.maxX)
    let dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
    return hypot(dx, dy)
  }
}
