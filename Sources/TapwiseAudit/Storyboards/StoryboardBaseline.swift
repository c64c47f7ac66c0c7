import Foundation
import Tapwise
import TapwiseFormats

/// The findings and views without a stored frame of an earlier JSON report, which a team has accepted for now.
///
/// An item matches by file, kind and Interface Builder object ids, not by measurements or paths: a text field that
/// grows from 30 to 34 pt is still the same `tooSmall` finding, and moving a view into a stack view or relabelling
/// it keeps its id. Scenes are not compared either, so renaming a view controller's class keeps its findings. A
/// finding in Swift source matches by file, type, target name and rule, not by line: its name (`closeButton`,
/// `Button#2`) is unique only in its type, and lines move with every edit above it.
///
/// ```swift
/// let baseline = try StoryboardBaseline.read(contentsOfFile: "touch-targets.json")
/// baseline.mark(&report)   // findings the baseline holds get isBaselined
/// ```
package struct StoryboardBaseline: Sendable, Equatable {
  /// The keys of the accepted items, each with how many more targets an accepted overlap may overlap
  /// (``AuditReport/Finding/moreOverlaps``; 0 for other items).
  private var keys: [String: Int] = [:]

  /// An empty baseline, which holds nothing.
  package init() {}

  /// Reads a baseline: a JSON report of `tapwise audit --storyboard … --format json` or `--write-baseline`.
  /// - Parameters:
  ///   - path: The file's path.
  /// - Returns: The baseline.
  /// - Throws: ``StoryboardError/unreadable(file:reason:)`` when the file can't be read or isn't such a report.
  package static func read(contentsOfFile path: String) throws(StoryboardError) -> StoryboardBaseline {
    let bytes = try StoryboardReader.readFile(path, whatItIs: "baseline")
    guard let text = String(bytes: bytes, encoding: .utf8) else {
      throw .unreadable(file: path, reason: "not a storyboard audit report: the file is not UTF-8 text")
    }
    do {
      return try parse(text)
    } catch {
      throw .unreadable(file: path, reason: "not a storyboard audit report: \(error)")
    }
  }

  /// Parses a baseline from a JSON report's text, in one pass with the lab's JSON reader.
  /// - Parameters:
  ///   - text: The report.
  /// - Returns: The baseline.
  /// - Throws: ``BaselineError`` naming what is missing, or the JSON syntax error.
  package static func parse(_ text: String) throws(BaselineError) -> StoryboardBaseline {
    var baseline = StoryboardBaseline()
    do {
      try JSONReader.read(text) { (reader: inout JSONReader) throws(JSONError) in
        guard try reader.peek() == .object else { throw reader.error(missingArray("findings")) }
        try reader.beginObject()
        var sawFindings = false
        while let name = try reader.nextMember() {
          guard name == "findings" || name == "noStoredFrame" else {
            try reader.skipValue()
            continue
          }
          guard try reader.peek() == .array else { throw reader.error(missingArray(name)) }
          sawFindings = sawFindings || name == "findings"
          try reader.beginArray()
          while try reader.nextElement() {
            let item = try strings(&reader)
            func field(_ field: String) throws(JSONError) -> String {
              guard let value = item[field] else {
                throw reader.error("each element of \"\(name)\" needs a \"\(field)\" string")
              }
              return value
            }
            if name == "findings" {
              let kind = try field("kind")
              // Reports since the CI formats carry the other view's id as data; earlier ones only in its path.
              let related =
                item["relatedId"]
                ?? ["other", "ancestor", "by"].lazy.compactMap { item[$0] }.first.map(StoryboardNaming.id(inPath:))
              let file = try field("file")
              let id = try field("id")
              // A finding in Swift source (it names its framework) is keyed by its type as well.
              let key =
                item["framework"] != nil
                ? sourceKey(kind, file: file, scene: item["scene"], id: id)
                : key(kind, file: file, id: id, related: related)
              baseline.keys[key] = max(baseline.keys[key] ?? 0, Int(item["moreOverlaps"] ?? "") ?? 0)
            } else {
              let file = try field("file")
              baseline.keys[key("noStoredFrame", file: file, id: try field("id"))] = 0
            }
          }
        }
        try reader.finish()
        guard sawFindings else { throw reader.error(missingArray("findings")) }
      }
    } catch {
      throw BaselineError(
        message: error.kind == .content ? error.problem : "malformed JSON at byte \(error.offset + 1): \(error.problem)"
      )
    }
    return baseline
  }

  private static func missingArray(_ name: String) -> String {
    "expected an object with a \"\(name)\" array"
  }

  /// The string members of the object the reader is at, and its `moreOverlaps` count as text; other members are
  /// checked and skipped.
  private static func strings(_ reader: inout JSONReader) throws(JSONError) -> [String: String] {
    var strings: [String: String] = [:]
    guard try reader.peek() == .object else {
      try reader.skipValue()
      return strings
    }
    try reader.beginObject()
    while let name = try reader.nextMember() {
      switch try reader.peek() {
      case .string: strings[name] = try reader.readString()
      case .number where name == "moreOverlaps":
        let count = try reader.readNumber().double(in: reader.bytes)
        strings[name] = count >= 0 && count <= Double(Int32.max) ? String(Int(count)) : nil
      default: try reader.skipValue()
      }
    }
    return strings
  }

  /// Marks the report's findings (those in Swift source too) and views without a frame that the baseline holds.
  /// - Parameters:
  ///   - report: The report, changed in place.
  package func mark(_ report: inout AuditReport) {
    for index in report.findings.indices {
      let finding = report.findings[index]
      let key = Self.key(
        finding.finding.kind.rawValue, file: finding.file, id: finding.id, related: finding.relatedID)
      // An overlap stays baselined while it overlaps no more targets than it did; a new partner counts.
      report.findings[index].isBaselined = keys[key].map { finding.moreOverlaps <= $0 } ?? false
    }
    for index in report.sourceFindings.indices {
      let finding = report.sourceFindings[index]
      let key = Self.sourceKey(finding.rule.rawValue, file: finding.file, scene: finding.scene, id: finding.id)
      report.sourceFindings[index].isBaselined = keys[key] != nil
    }
    for index in report.unframedViews.indices {
      let view = report.unframedViews[index]
      report.unframedViews[index].isBaselined = keys[Self.key("noStoredFrame", file: view.file, id: view.id)] != nil
    }
  }

  private static func key(_ kind: String, file: String, id: String, related: String? = nil) -> String {
    [kind, file, id, related ?? ""].joined(separator: "\u{1F}")
  }

  /// The key of a finding in Swift source: its type too, and a mark that keeps it apart from the other front ends'.
  private static func sourceKey(_ kind: String, file: String, scene: String?, id: String) -> String {
    ["swift", kind, file, scene ?? "", id].joined(separator: "\u{1F}")
  }

  /// What is wrong with a baseline file.
  package struct BaselineError: Error, CustomStringConvertible {
    /// The problem, in words.
    package var message: String
    package var description: String { message }
  }
}
