import Foundation
import HeadlessUIKit
import Tapwise

/// The touch-target audit of Interface Builder files: each root of each scene is built as live HeadlessUIKit views
/// (``StoryboardViewTree``) and audited by `TouchTargetAudit`, the same code and the same rules as a live screen.
///
/// ```swift
/// let document = try StoryboardReader.read(contentsOfFile: "Examples/storyboards/Checkout.storyboard")
/// let audit = StoryboardAudit.run([document])
/// audit.report.findings.first?.finding   // tooSmall UIView[…]/UIButton[…]: answers 45 of 81 points …
/// ```
@MainActor
package enum StoryboardAudit {
  /// A report, and a drawing of each scene when asked for.
  package struct Result: Sendable, Equatable {
    /// What the audit found.
    package var report = AuditReport()
    /// One SVG per scene that has roots, in file order, when drawings were asked for.
    package var drawings: [Drawing] = []
  }

  /// One scene's picture.
  package struct Drawing: Sendable, Equatable {
    /// The file's path as the user named it.
    package var file: String
    /// The scene's name.
    package var scene: String
    /// The SVG document.
    package var svg: String
  }

  /// Audits documents.
  /// - Parameters:
  ///   - documents: The documents, in report order.
  ///   - options: The minimum size and sampling, as for live views.
  ///   - drawing: Whether to draw each scene.
  /// - Returns: The report, with nothing marked as baselined, and the drawings.
  package static func run(
    _ documents: [StoryboardDocument], options: TouchTargetAudit.Options = TouchTargetAudit.Options(),
    drawing: Bool = false
  ) -> Result {
    var result = Result()
    result.report.fileCount = documents.count
    for document in documents {
      if let reason = document.notAudited {
        result.report.skippedFiles.append(.init(file: document.file, reason: reason))
        continue
      }
      result.report.skippedFiles += document.scenesNotAudited.map { .init(file: document.file, reason: $0) }
      for scene in document.scenes {
        var trees: [(tree: StoryboardViewTree, findings: [TouchTargetFinding])] = []
        for root in scene.roots {
          let tree = StoryboardViewTree(root, in: document)
          let findings = audit(
            tree, scene: scene.name, file: document.file, options: options, drawing: drawing, into: &result.report)
          if drawing { trees.append((tree, findings)) }
        }
        result.report.unframedViews += scene.unframedViews.map {
          .init(
            file: document.file, scene: scene.name, id: $0.id, path: $0.path, region: $0.region,
            suppression: $0.ignoredRules.contains(.noStoredFrame) ? .runtimeAttribute : nil)
        }
        if drawing, !trees.isEmpty {
          let svg = TouchTargetDrawing.svg(
            title: scene.name, trees: trees.map { ($0.tree.window, $0.findings) }, minimumSize: options.minimumSize,
            name: { view in drawingName(of: view, in: trees.map(\.tree)) })
          result.drawings.append(.init(file: document.file, scene: scene.name, svg: svg))
        }
      }
    }
    return result
  }

  /// Audits one built root and adds its targets and findings to the report.
  /// - Returns: The root's findings as the live audit lists them, for a drawing; empty unless `drawing`.
  private static func audit(
    _ tree: StoryboardViewTree, scene: String, file: String, options: TouchTargetAudit.Options, drawing: Bool,
    into report: inout AuditReport
  ) -> [TouchTargetFinding] {
    let window = tree.window
    let paths = AuditedTree(root: window)
    for target in TouchTargetAudit.targets(in: window) {
      let id = tree.record(of: target)?.id ?? paths.path(of: target)
      report.targets.append(.init(file: file, id: id, kind: tree.kind(of: target)))
    }
    // One overlapping finding per target, with its first partner and a count of the rest: every pair of 3,000
    // stacked buttons would be 4.5 million lines, and building them took seconds and most of a gigabyte.
    let findings = TouchTargetAudit.run(on: window, options: options, overlaps: .perTarget)
    // Targets that share a path (a hostile file may repeat an id) and follow one another share a line, as when
    // the report collapsed the live audit's pairs.
    var lastOverlap: (view: String, index: Int)?
    for listed in findings {
      if case .overlapping(let view, _, _) = listed.finding {
        if let last = lastOverlap, last.view == view {
          report.findings[last.index].moreOverlaps += 1 + listed.moreOverlaps
          continue
        }
        lastOverlap = (view, report.findings.count)
      }
      // Every finding's target and related view are views of the tree, each built from a record.
      guard let record = tree.record(of: listed.target) else { continue }
      let finding = shortenedPaths(listed.finding)
      let rule = AuditRule(finding.kind)
      report.findings.append(
        .init(
          file: file, scene: scene, id: record.id, region: record.region, finding: finding,
          relatedID: listed.related.map { tree.record(of: $0)?.id ?? "window" },
          suppression: record.ignoredRules.contains(rule) ? .runtimeAttribute : nil,
          moreOverlaps: listed.moreOverlaps))
    }
    // The drawing fills every overlapping pair, as for a live screen, unless there are more than it draws.
    guard drawing else { return [] }
    let pairs = findings.reduce(0) { $0 + ($1.finding.kind == .overlapping ? 1 + $1.moreOverlaps : 0) }
    return pairs <= TouchTargetDrawing.maximumShapes
      ? TouchTargetAudit.run(on: window, options: options) : findings.map(\.finding)
  }

  /// What the picture calls a view: its title, text or Interface Builder label, else its UIKit class, and its id.
  private static func drawingName(of view: UIView, in trees: [StoryboardViewTree]) -> TouchTargetDrawing.Name {
    guard let record = trees.lazy.compactMap({ $0.record(of: view) }).first else { return ("\(type(of: view))", nil) }
    return (record.title ?? StoryboardNaming.uikitClass(of: record.element), record.id)
  }

  /// A finding with its paths cut to a readable length (``StoryboardNaming/path(_:)``), so that a deep view's
  /// findings don't repeat every view above it.
  static func shortenedPaths(_ finding: TouchTargetFinding) -> TouchTargetFinding {
    func cut(_ path: String) -> String { StoryboardNaming.path(path.split(separator: "/").map(String.init)) }
    return switch finding {
    case .tooSmall(let view, let hits, let samples, let size):
      .tooSmall(view: cut(view), hits: hits, samples: samples, minimumSize: size)
    case .overlapping(let view, let other, let area): .overlapping(view: cut(view), other: cut(other), area: area)
    case .unreachable(let view, let ancestor, let area):
      .unreachable(view: cut(view), ancestor: cut(ancestor), area: area)
    case .covered(let view, let by): .covered(view: cut(view), by: cut(by))
    }
  }
}
