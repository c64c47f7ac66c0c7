import TapwiseFormats

/// What the code says about a hit area in one dimension: nothing (``unknown``), or at most some length, and where
/// that bound is written.
///
/// Only an upper bound can make a finding: a target is too small in a dimension when its hit area can be no longer
/// than the bound and the bound is below the minimum. Every rule that can't bound the hit area (a size from a
/// variable, a style's padding, a shape of unknown size) makes the dimension ``unknown``, so that the audit reports
/// nothing it can't prove.
///
/// ```swift
/// let width = HitExtent.atMost(24, fixedAt: region)   // `.frame(width: 24)`
/// width.upperBound                                     // 24
/// ```
package struct HitExtent: Sendable, Equatable {
  /// The longest the hit area can be in this dimension, in points; `nil` when the code doesn't bound it.
  package var upperBound: Double?
  /// Where the expression that fixes the bound is written (`.frame(width: 24)`, `CGRect(…)`, a constant
  /// constraint); `nil` when unknown.
  package var fixedAt: SourceRegion?

  /// Nothing known: never a finding.
  package static let unknown = HitExtent(upperBound: nil, fixedAt: nil)

  /// A hit area at most this long, bounded by the expression at a place.
  /// - Parameters:
  ///   - length: The bound, in points.
  ///   - region: Where the expression that fixes it is written.
  /// - Returns: The extent.
  package static func atMost(_ length: Double, fixedAt region: SourceRegion) -> HitExtent {
    HitExtent(upperBound: length, fixedAt: region)
  }

  /// Whether the code fixes a bound.
  package var isKnown: Bool { upperBound != nil }
}
