import Foundation

/// The settings of `tapwise audit` from a `.tapwise.yml`, merged with the command line's.
///
/// Every setting is optional; one the file leaves out keeps the audit's default. Paths in the file (``baseline``,
/// ``included`` and ``excluded``) are relative to the file's folder.
///
/// ```swift
/// let path = AuditConfiguration.find(startingAt: FileManager.default.currentDirectoryPath)
/// let file = try path.map(AuditConfiguration.load(contentsOfFile:)) ?? AuditConfiguration()
/// let settings = file.merged(with: AuditConfiguration(profile: .material))   // the command line wins
/// settings.effectiveMinimumSize        // 48×48, even if the file said minimum_size: 40
/// settings.includes("Pods/Lib/A.xib")  // false with excluded: ["Pods/**"]
/// ```
package struct AuditConfiguration: Equatable, Sendable {
  /// The file's name: `.tapwise.yml`.
  package static let fileName = ".tapwise.yml"

  /// The size standard (`profile:`), or `nil` for the default, ``AuditProfile/apple``.
  package var profile: AuditProfile?
  /// The minimum size (`minimum_size:`), which overrides the profile's, or `nil` for the profile's.
  package var minimumSize: CGSize?
  /// Globs relative to ``directory`` (`included:`): when there are any, only files that match one are audited.
  package var included: [String]
  /// Globs relative to ``directory`` (`excluded:`): files that match one are not audited.
  package var excluded: [String]
  /// Rules whose findings are not reported (`disabled_rules:`).
  package var disabledRules: Set<AuditRule>
  /// The baseline report's path (`baseline:`), already joined to ``directory`` so that it can be opened as it is;
  /// an absolute path stays as written.
  package var baseline: String?
  /// The report format (`reporter:`), or `nil` for the default, ``AuditFormat/text``.
  package var reporter: AuditFormat?
  /// The configuration file's path as it was given, or `nil` when the settings come from no file.
  package var file: String?

  /// Creates settings, by default those of no file: every setting left to the audit's default.
  /// - Parameters:
  ///   - profile: The size standard.
  ///   - minimumSize: The minimum size, which overrides the profile's.
  ///   - included: Globs relative to the file's folder; a file must match one when there are any.
  ///   - excluded: Globs relative to the file's folder; a file that matches one is left out.
  ///   - disabledRules: Rules not reported.
  ///   - baseline: The baseline report's path, as it can be opened.
  ///   - reporter: The report format.
  ///   - file: The configuration file's path.
  package init(
    profile: AuditProfile? = nil, minimumSize: CGSize? = nil, included: [String] = [], excluded: [String] = [],
    disabledRules: Set<AuditRule> = [], baseline: String? = nil, reporter: AuditFormat? = nil, file: String? = nil
  ) {
    self.profile = profile
    self.minimumSize = minimumSize
    self.included = included
    self.excluded = excluded
    self.disabledRules = disabledRules
    self.baseline = baseline
    self.reporter = reporter
    self.file = file
  }

  /// The folder the file's relative paths start from: the file's folder as the file's path names it (`.` for
  /// `.tapwise.yml`, `../..` for `../../.tapwise.yml`), or `.` when there is no file.
  package var directory: String {
    guard let file, let slash = file.lastIndex(of: "/") else { return "." }
    return slash == file.startIndex ? "/" : String(file[..<slash])
  }

  /// The profile the audit holds targets to: ``profile``, else ``AuditProfile/apple``.
  package var effectiveProfile: AuditProfile { profile ?? .apple }

  /// The minimum size the audit probes with: ``minimumSize``, else the profile's.
  package var effectiveMinimumSize: CGSize { minimumSize ?? effectiveProfile.minimumSize }

  /// The report format: ``reporter``, else ``AuditFormat/text``.
  package var effectiveReporter: AuditFormat { reporter ?? .text }

  /// These settings with the command line's on top: each setting the command line gives replaces the file's.
  ///
  /// A profile on the command line without a minimum size also drops the file's `minimum_size`, so that
  /// `--profile material` means 48 × 48 whatever the file says. Lists and rules replace the file's when the command
  /// line gives any; the file's path and folder stay, for the file's globs.
  /// - Parameters:
  ///   - commandLine: The command line's settings; its `nil` and empty ones leave the file's.
  /// - Returns: The merged settings.
  package func merged(with commandLine: AuditConfiguration) -> AuditConfiguration {
    var merged = self
    if let profile = commandLine.profile {
      merged.profile = profile
      merged.minimumSize = commandLine.minimumSize
    }
    merged.minimumSize = commandLine.minimumSize ?? merged.minimumSize
    if !commandLine.included.isEmpty { merged.included = commandLine.included }
    if !commandLine.excluded.isEmpty { merged.excluded = commandLine.excluded }
    if !commandLine.disabledRules.isEmpty { merged.disabledRules = commandLine.disabledRules }
    merged.baseline = commandLine.baseline ?? baseline
    merged.reporter = commandLine.reporter ?? reporter
    return merged
  }
}

extension AuditConfiguration {
  /// The audit's settings: the effective profile, size override, disabled rules and format.
  package var settings: AuditSettings {
    var settings = AuditSettings()
    settings.profile = effectiveProfile
    settings.minimumSize = minimumSize
    settings.disabledRules = disabledRules
    settings.format = effectiveReporter
    return settings
  }

  /// The configuration an audit runs with: the file `--config` names, else the nearest `.tapwise.yml` from the
  /// current folder up, else none; with the command line's settings on top.
  /// - Parameters:
  ///   - file: The file `--config` names, or `nil` to search.
  ///   - commandLine: The settings the command line gives.
  /// - Returns: The merged configuration.
  /// - Throws: ``AuditConfigurationError`` for a file that can't be read or used.
  package static func resolved(
    file: String?, commandLine: AuditConfiguration
  ) throws(AuditConfigurationError) -> AuditConfiguration {
    guard let path = file ?? find(startingAt: ".") else { return AuditConfiguration().merged(with: commandLine) }
    return try load(contentsOfFile: path).merged(with: commandLine)
  }
}
