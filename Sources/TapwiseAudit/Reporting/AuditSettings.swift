import Foundation
import Tapwise

/// What an audit holds targets to and how it reports them, whichever front end reads the screens: the command
/// line's options over `.tapwise.yml`'s.
///
/// ```swift
/// var settings = AuditSettings()
/// settings.profile = .wcagAA          // 24 × 24 with WCAG's spacing exception
/// settings.minimumSize = CGSize(width: 32, height: 32)   // overrides the profile's size, not its exception
/// ```
package struct AuditSettings: Sendable, Equatable {
  /// The size standard. The default is ``AuditProfile/apple``.
  package var profile = AuditProfile.apple
  /// A size that overrides the profile's (`--minimum-size`, `minimum_size`).
  package var minimumSize: CGSize?
  /// Rules turned off everywhere (`disabled_rules`): their findings are reported as suppressed.
  package var disabledRules: Set<AuditRule> = []
  /// The report format.
  package var format = AuditFormat.text

  /// Creates the default settings: Apple's 44 × 44, every rule, text.
  package init() {}

  /// The live audit's options for these settings.
  package var options: TouchTargetAudit.Options {
    var options = TouchTargetAudit.Options(minimumSize: minimumSize ?? profile.minimumSize)
    options.spacingExceptionDiameter = profile.spacingExceptionDiameter
    return options
  }
}

extension AuditReport {
  /// Marks the findings and views without a stored frame of disabled rules as suppressed, unless a
  /// `twAuditIgnore` or `tapwise:disable:next` already suppressed them.
  /// - Parameters:
  ///   - rules: The disabled rules.
  package mutating func suppress(_ rules: Set<AuditRule>) {
    guard !rules.isEmpty else { return }
    for index in findings.indices where findings[index].suppression == nil && rules.contains(findings[index].rule) {
      findings[index].suppression = .disabledRule
    }
    for index in unframedViews.indices where unframedViews[index].suppression == nil && rules.contains(.noStoredFrame) {
      unframedViews[index].suppression = .disabledRule
    }
    for index in sourceFindings.indices
    where sourceFindings[index].suppression == nil && rules.contains(sourceFindings[index].rule) {
      sourceFindings[index].suppression = .disabledRule
    }
  }
}
