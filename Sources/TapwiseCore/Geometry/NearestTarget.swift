import Foundation

/// One view's claim on a touch: how far the touch is from the view's real bounds, and where the view stacks among
/// its siblings.
public struct TouchClaim: Hashable, Sendable {
  /// The distance from the touch to the claimant's real bounds: `0` inside them.
  public var distance: CGFloat
  /// The claimant's index among its superview's subviews: a higher index is in front.
  public var stackingIndex: Int

  /// Creates a claim.
  /// - Parameters:
  ///   - distance: The distance from the touch to the claimant's real bounds.
  ///   - stackingIndex: The claimant's index among its siblings; higher is in front.
  @inlinable public init(distance: CGFloat, stackingIndex: Int) {
    self.distance = distance
    self.stackingIndex = stackingIndex
  }

  /// Whether this claim wins the touch over another: the nearer one wins, and at equal distance the one in front.
  /// - Parameters:
  ///   - other: A rival claim on the same touch.
  /// - Returns: `true` if this claim wins.
  @inlinable public func beats(_ other: TouchClaim) -> Bool {
    distance < other.distance || (distance == other.distance && stackingIndex > other.stackingIndex)
  }
}

/// The nearest-target rule: where enlarged touch areas of siblings overlap, and the touch lies inside neither's
/// real bounds, the touch goes to the view whose real bounds are nearest, not simply to the frontmost.
///
/// Hit testing asks siblings front to back. A claim at distance `0` (inside the real bounds) always accepts, and a
/// rival's claim at distance `0` never makes another claim yield: inside real bounds the frontmost rule holds, as
/// it would without touch areas. A claim from the enlarged part accepts unless a rival from its own enlarged part
/// beats it (``TouchClaim/beats(_:)``). The first sibling that accepts is then exactly ``winner(of:)``.
///
/// ```swift
/// let back = TouchClaim(distance: 3, stackingIndex: 0)
/// let front = TouchClaim(distance: 5, stackingIndex: 1)
/// NearestTarget.yields(front, to: [back])   // true: the back view is nearer
/// NearestTarget.yields(back, to: [front])   // false
/// NearestTarget.winner(of: [back, front])   // back
///
/// let field = TouchClaim(distance: 0, stackingIndex: 0)   // the touch is inside the field's bounds
/// NearestTarget.yields(front, to: [field])  // false: the enlarged area in front keeps it
/// ```
public enum NearestTarget {
  /// Whether a claim gives the touch up to one of its rivals.
  /// - Parameters:
  ///   - claim: The claim of the view being asked.
  ///   - rivals: The claims of its hit-testable siblings on the same touch.
  /// - Returns: `false` for a claim at distance `0`; otherwise `true` if some rival at a positive distance beats
  ///   it. Rivals at distance `0` are decided by stacking order alone, which the order of asking already gives.
  @inlinable public static func yields(_ claim: TouchClaim, to rivals: some Sequence<TouchClaim>) -> Bool {
    guard claim.distance > 0 else { return false }
    return rivals.contains { $0.distance > 0 && $0.beats(claim) }
  }

  /// The claim that wins a touch: the frontmost of the claims at distance `0` and the best claim at a positive
  /// distance (the nearest, and among equally near ones the frontmost).
  /// - Parameters:
  ///   - claims: Every claim on the touch.
  /// - Returns: The winning claim, or `nil` when there is none.
  @inlinable public static func winner(of claims: some Sequence<TouchClaim>) -> TouchClaim? {
    var frontmostInside: TouchClaim?
    var nearestOutside: TouchClaim?
    for claim in claims {
      if claim.distance > 0 {
        if nearestOutside.map({ claim.beats($0) }) ?? true { nearestOutside = claim }
      } else if frontmostInside.map({ claim.stackingIndex > $0.stackingIndex }) ?? true {
        frontmostInside = claim
      }
    }
    guard let frontmostInside, let nearestOutside else { return frontmostInside ?? nearestOutside }
    return frontmostInside.stackingIndex > nearestOutside.stackingIndex ? frontmostInside : nearestOutside
  }
}
