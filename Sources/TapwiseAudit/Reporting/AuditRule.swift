import Tapwise

/// The rules of the touch-target audit: the kinds of finding it reports, with the texts that editors, CI logs and
/// code-scanning tools show for them.
///
/// A rule's raw value is its id everywhere: in reports, baselines, `disabled_rules` and `twAuditIgnore`.
///
/// ```swift
/// AuditRule(rawValue: "tooSmall")?.help   // "Make the touch area at least as large as the profile's size …"
/// ```
package enum AuditRule: String, CaseIterable, Sendable {
  /// A target's touch area doesn't fill the minimum size around its centre.
  case tooSmall
  /// Two targets' touch areas overlap.
  case overlapping
  /// Part of a target's touch area lies outside an ancestor that doesn't receive touches outside its bounds.
  case unreachable
  /// An interactive view in front of a target covers its whole bounds.
  case covered
  /// A view stored without a frame, which the audit can't place.
  case noStoredFrame

  /// The rule a live-audit finding of a kind breaks.
  /// - Parameters:
  ///   - kind: The finding's kind.
  package init(_ kind: TouchTargetFinding.Kind) {
    switch kind {
    case .tooSmall: self = .tooSmall
    case .overlapping: self = .overlapping
    case .unreachable: self = .unreachable
    case .covered: self = .covered
    }
  }

  /// One sentence naming the problem.
  package var shortDescription: String {
    switch self {
    case .tooSmall: "A touch target is smaller than the minimum size."
    case .overlapping: "Two touch targets' touch areas overlap."
    case .unreachable: "Part of a touch target's touch area can't be reached."
    case .covered: "A touch target is covered by an interactive view in front of it."
    case .noStoredFrame: "A view has no stored frame, so its touch targets can't be audited."
    }
  }

  /// What the rule checks and why it matters.
  package var fullDescription: String {
    switch self {
    case .tooSmall:
      "The target's own point(inside:with:) misses part of a square of the minimum size (44×44 pt in Apple's "
        + "Human Interface Guidelines) around its centre, so a finger aimed at it can miss. Tapwise's touch-area "
        + "outsets and minimum touch size count. In Swift source, the code fixes a bound on the target's hit area "
        + "below the minimum in a dimension (a frame, a constant constraint); a size the code doesn't fix is never "
        + "a finding."
    case .overlapping:
      "The touch areas of two targets overlap, so a finger in the overlap may reach either of them."
    case .unreachable:
      "Part of the target's touch area lies outside an ancestor that doesn't receive touches outside its bounds, "
        + "so hit testing never reaches that part."
    case .covered:
      "An interactive view in front of the target (a later sibling of it or of an ancestor) covers its whole "
        + "bounds with its touch area, so touches on the target reach the view in front instead."
    case .noStoredFrame:
      "Interface Builder stored the view without a frame (its layout is left to Auto Layout at run time), so the "
        + "audit can't place it or anything inside it."
    }
  }

  /// How to fix a finding.
  package var help: String {
    switch self {
    case .tooSmall:
      "Make the view at least the minimum size, or enlarge its touch area without moving a pixel: set its Touch "
        + "Area Outset or Minimum Touch Size (twTouchAreaOutset, twMinimumTouchSize) in the Attributes inspector; in "
        + "Swift, add .minimumTouchSize() to a SwiftUI view or set tw.minimumTouchSize on a UIKit view."
    case .overlapping:
      "Move the targets apart, or shrink the touch-area outsets that make them meet."
    case .unreachable:
      "Let the ancestor receive touches outside its bounds (twReceivesTouchesOutsideBounds), make it larger, or "
        + "shrink the target's touch area to fit inside it."
    case .covered:
      "Move the view in front, turn off its user interaction, or put the target in front of it."
    case .noStoredFrame:
      "Open the file in Interface Builder and save it with frames (Update Frames), or audit the screen at run "
        + "time with TouchTargetAudit.run(on:)."
    }
  }
}
