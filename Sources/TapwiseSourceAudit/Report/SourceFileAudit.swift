import Foundation
import SwiftSyntax
import TapwiseAudit
import TapwiseFormats

/// One parsed Swift file: its tree, the bytes it was parsed from, and places in them.
package struct SourceFileText {
  /// The path as the user named it.
  package var path: String
  /// The tree, free of syntax errors.
  package var tree: SourceFileSyntax
  /// The file's bytes.
  package var bytes: [UInt8]
  /// Lines and columns in them.
  package var places: SourcePlaces

  /// Parses a file's bytes with the reader's checks (``SourceFileReader/parse(_:file:)``).
  /// - Parameters:
  ///   - bytes: The file's bytes.
  ///   - path: The name the report uses.
  /// - Throws: ``SourceFileError`` when the bytes can't be parsed.
  package init(parsing bytes: [UInt8], path: String) throws(SourceFileError) {
    self.path = path
    tree = try SourceFileReader.parse(bytes, file: path)
    self.bytes = bytes
    places = SourcePlaces(bytes: bytes)
  }
}

/// What one Swift file adds to the report: each target, with what its code fixes about its hit area, and a
/// `tooSmall` finding for each target whose known bound is below the minimum in a dimension.
///
/// - A target with an unknown size is listed and never a finding.
/// - A SwiftUI finding is placed at the target's view expression; a UIKit one at the expression that fixes the small
///   dimension (the earlier in the file when both are small), so that an editor shows the code to change.
/// - A finding is suppressed by `// tapwise:disable:next` on the line before its place or before the target's first
///   line (``SuppressionDirectives``).
///
/// ```swift
/// let result = try SourceFileAudit.audit(bytes: Array(text.utf8), file: "LoginView.swift", minimumSize: size)
/// result.findings.first?.message   // "Button#1: its hit area is at most 24×24 pt (.frame(…)), below 44×44"
/// ```
package enum SourceFileAudit {
  /// The targets and findings of one file.
  package struct Result: Sendable, Equatable {
    /// Every target, in source order.
    package var targets: [AuditReport.Target] = []
    /// The findings, in source order.
    package var findings: [AuditReport.SourceFinding] = []
  }

  /// Reads and audits one file.
  /// - Parameters:
  ///   - file: The path, or `-` for standard input.
  ///   - minimumSize: The size targets are held to.
  /// - Returns: Its targets and findings.
  /// - Throws: ``SourceFileError`` when the file can't be read or parsed.
  package static func audit(file: String, minimumSize: CGSize) throws(SourceFileError) -> Result {
    try audit(bytes: SourceFileReader.bytes(ofFile: file), file: file, minimumSize: minimumSize)
  }

  /// Audits a file's bytes.
  /// - Parameters:
  ///   - bytes: The file's bytes.
  ///   - file: The name the report uses.
  ///   - minimumSize: The size targets are held to.
  /// - Returns: Its targets and findings.
  /// - Throws: ``SourceFileError`` when the bytes can't be parsed.
  package static func audit(bytes: [UInt8], file: String, minimumSize: CGSize) throws(SourceFileError) -> Result {
    let text = try SourceFileText(parsing: bytes, path: file)
    return report(SourceAnalysis.targets(in: text.tree, places: text.places), in: text, minimumSize: minimumSize)
  }

  /// What a parsed file's targets add to the report: each listed, and a finding for each too small.
  /// - Parameters:
  ///   - targets: The file's targets, in source order.
  ///   - text: The file.
  ///   - minimumSize: The size targets are held to.
  /// - Returns: The targets and findings.
  package static func report(_ targets: [SourceTarget], in text: SourceFileText, minimumSize: CGSize) -> Result {
    var result = Result()
    var directives: SuppressionDirectives?
    for target in targets {
      result.targets.append(listed(target, file: text.path))
      guard var finding = finding(for: target, minimumSize: minimumSize, in: text) else { continue }
      if directives == nil {
        directives = SuppressionDirectives(tree: text.tree, bytes: text.bytes, places: text.places)
      }
      if directives?.suppresses(finding.rule, onLine: finding.region.startLine) == true
        || directives?.suppresses(finding.rule, onLine: target.region.startLine) == true
      {
        finding.suppression = .sourceComment
      }
      result.findings.append(finding)
    }
    return result
  }

  /// A target as the report lists it.
  private static func listed(_ target: SourceTarget, file: String) -> AuditReport.Target {
    AuditReport.Target(
      file: file, id: Quoting.printable(target.name), kind: target.kind,
      source: .init(
        scene: target.typeName.map(Quoting.printable), framework: target.framework.rawValue, region: target.region,
        maxWidth: target.width.upperBound, maxHeight: target.height.upperBound))
  }

  /// The finding for a target whose known bound is below the minimum in a dimension, or `nil`.
  private static func finding(
    for target: SourceTarget, minimumSize: CGSize, in text: SourceFileText
  ) -> AuditReport.SourceFinding? {
    let narrow = target.width.upperBound.map { $0 < Double(minimumSize.width) } ?? false
    let short = target.height.upperBound.map { $0 < Double(minimumSize.height) } ?? false
    guard narrow || short else { return nil }
    let region: SourceRegion
    switch target.framework {
    case .swiftUI:
      region = target.region
    case .uiKit:
      // The expression that fixes the small dimension; of two, the earlier in the file.
      let fixing = [narrow ? target.width.fixedAt : nil, short ? target.height.fixedAt : nil].compactMap { $0 }
      region = fixing.min { ($0.startLine, $0.startColumn) < ($1.startLine, $1.startColumn) } ?? target.region
    }
    func bound(_ extent: HitExtent) -> AuditReport.SourceFinding.Bound? {
      guard let length = extent.upperBound else { return nil }
      return .init(length, fixedBy: extent.fixedAt.map(text.places.excerpt(of:)) ?? "?")
    }
    return AuditReport.SourceFinding(
      file: text.path, scene: target.typeName.map(Quoting.printable), id: Quoting.printable(target.name),
      kind: target.kind, framework: target.framework.rawValue, region: region, width: bound(target.width),
      height: bound(target.height), minimumSize: minimumSize,
      fix: SourceFixes.fix(for: target, placedAt: region, minimumSize: minimumSize, in: text))
  }
}
