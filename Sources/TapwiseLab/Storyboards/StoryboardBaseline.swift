import Foundation
import Tapwise

/// The findings and views without a stored frame of an earlier JSON report, which a team has accepted for now.
///
/// An item matches by file, kind and Interface Builder object ids, not by measurements or paths: a text field that
/// grows from 30 to 34 pt is still the same `tooSmall` finding, and moving a view into a stack view or relabelling
/// it keeps its id. Scenes are not compared either, so renaming a view controller's class keeps its findings.
///
/// ```swift
/// let baseline = try StoryboardBaseline.read(contentsOfFile: "touch-targets.json")
/// baseline.mark(&report)   // findings the baseline holds get isBaselined
/// ```
package struct StoryboardBaseline: Sendable, Equatable {
  /// The keys of the accepted items.
  private var keys: Set<String> = []

  /// An empty baseline, which holds nothing.
  package init() {}

  /// Reads a baseline: a JSON report of `tapwise audit --storyboard … --format json` or `--write-baseline`.
  /// - Parameters:
  ///   - path: The file's path.
  /// - Returns: The baseline.
  /// - Throws: ``StoryboardError/unreadable(file:reason:)`` when the file can't be read or isn't such a report.
  package static func read(contentsOfFile path: String) throws(StoryboardError) -> StoryboardBaseline {
    let text: String
    do {
      text = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
    } catch {
      throw .unreadable(file: path, reason: "can't read the baseline")
    }
    do {
      return try parse(text)
    } catch {
      throw .unreadable(file: path, reason: "not a storyboard audit report: \(error)")
    }
  }

  /// Parses a baseline from a JSON report's text.
  /// - Parameters:
  ///   - text: The report.
  /// - Returns: The baseline.
  /// - Throws: ``BaselineError`` naming what is missing, or the JSON syntax error.
  package static func parse(_ text: String) throws(BaselineError) -> StoryboardBaseline {
    let root: JSONNode
    do {
      root = try JSONNode.parse(text)
    } catch {
      throw BaselineError(message: "\(error)")
    }
    var baseline = StoryboardBaseline()
    for finding in try array("findings", in: root) {
      let kind = try string("kind", in: finding, of: "findings")
      let related = ["other", "ancestor", "by"].lazy.compactMap { finding[$0]?.stringValue }.first
      baseline.keys.insert(
        key(
          kind, file: try string("file", in: finding, of: "findings"),
          id: try string("id", in: finding, of: "findings"),
          related: related.map(StoryboardNaming.id(inPath:))))
    }
    for view in root["noStoredFrame"] == nil ? [] : try array("noStoredFrame", in: root) {
      let file = try string("file", in: view, of: "noStoredFrame")
      baseline.keys.insert(key("noStoredFrame", file: file, id: try string("id", in: view, of: "noStoredFrame")))
    }
    return baseline
  }

  /// Marks the report's findings and views without a frame that the baseline holds.
  /// - Parameters:
  ///   - report: The report, changed in place.
  package func mark(_ report: inout StoryboardReport) {
    for index in report.findings.indices {
      let finding = report.findings[index]
      let key = Self.key(
        finding.finding.kind.rawValue, file: finding.file, id: finding.id, related: finding.relatedID)
      report.findings[index].isBaselined = keys.contains(key)
    }
    for index in report.unframedViews.indices {
      let view = report.unframedViews[index]
      report.unframedViews[index].isBaselined = keys.contains(Self.key("noStoredFrame", file: view.file, id: view.id))
    }
  }

  private static func key(_ kind: String, file: String, id: String, related: String? = nil) -> String {
    [kind, file, id, related ?? ""].joined(separator: "\u{1F}")
  }

  private static func array(_ name: String, in root: JSONNode) throws(BaselineError) -> [JSONNode] {
    guard case .array(let elements) = root[name]?.kind else {
      throw BaselineError(message: "expected an object with a \"\(name)\" array")
    }
    return elements
  }

  private static func string(_ name: String, in node: JSONNode, of array: String) throws(BaselineError) -> String {
    guard let value = node[name]?.stringValue else {
      throw BaselineError(message: "each element of \"\(array)\" needs a \"\(name)\" string")
    }
    return value
  }

  /// What is wrong with a baseline file.
  package struct BaselineError: Error, CustomStringConvertible {
    /// The problem, in words.
    package var message: String
    package var description: String { message }
  }
}

extension JSONNode {
  /// The value of a string, or `nil` for any other kind.
  fileprivate var stringValue: String? {
    if case .string(let value) = kind { return value }
    return nil
  }
}
