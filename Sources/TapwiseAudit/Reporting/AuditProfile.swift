import Foundation

/// The size standard an audit holds touch targets to (`--profile`, `profile:` in `.tapwise.yml`).
///
/// ```swift
/// AuditProfile.wcagAA.minimumSize                // 24×24
/// AuditProfile.wcagAA.spacingExceptionDiameter   // 24: the SC 2.5.8 spacing exception applies
/// ```
package enum AuditProfile: String, CaseIterable, Sendable {
  /// Apple's Human Interface Guidelines: 44 × 44 pt. The default.
  case apple
  /// Material Design: 48 × 48 dp, which are points on iOS.
  case material
  /// WCAG 2.2 success criterion 2.5.8, Target Size (Minimum), level AA: 24 × 24, with its spacing exception.
  case wcagAA = "wcag-aa"
  /// WCAG 2.2 success criterion 2.5.5, Target Size (Enhanced), level AAA: 44 × 44, with no exception.
  case wcagAAA = "wcag-aaa"

  /// The smallest touch area a target should fill around its centre.
  package var minimumSize: CGSize {
    switch self {
    case .apple, .wcagAAA: CGSize(width: 44, height: 44)
    case .material: CGSize(width: 48, height: 48)
    case .wcagAA: CGSize(width: 24, height: 24)
    }
  }

  /// For WCAG 2.2 level AA, 24: an undersized target passes when a circle of this diameter centred on it
  /// intersects no other target and no other undersized target's circle. `nil` for the other profiles.
  package var spacingExceptionDiameter: CGFloat? {
    self == .wcagAA ? 24 : nil
  }
}
