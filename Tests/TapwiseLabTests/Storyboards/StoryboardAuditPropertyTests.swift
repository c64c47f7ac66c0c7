import Foundation
import HeadlessUIKit
import PropertyBased
import Tapwise
import Testing
@testable import TapwiseAudit

/// The storyboard audit is the live audit: over random screens written as storyboards, it finds exactly the
/// findings and targets that `TouchTargetAudit` finds on the same views built with UIKit's API.
///
/// A failure prints the screen and a seed; add `.fixedSeed("…")` to the test to replay it.
@MainActor
@Suite struct StoryboardAuditPropertyTests {
  static let count = 300

  @Test func aStoryboardIsAuditedAsTheSameLiveScreen() async {
    await propertyCheck(count: Self.count, input: RandomScreen.generator) { screen in
      let document: StoryboardDocument
      do {
        document = try StoryboardFixtures.read(screen.storyboard)
      } catch {
        Issue.record("\(error) reading \(screen)")
        return
      }
      let report = StoryboardAudit.run([document]).report
      let window = screen.window()
      // The live audit reports every overlapping pair; the storyboard report one per target, with a count, and
      // with paths longer than 120 characters shortened.
      var live: [(finding: TouchTargetFinding, more: Int)] = []
      for finding in TouchTargetAudit.run(on: window) {
        if case .overlapping(let view, _, _) = finding,
          let first = live.firstIndex(where: {
            $0.finding.kind == .overlapping && $0.finding.view == view
          })
        {
          live[first].more += 1
        } else {
          live.append((StoryboardAudit.shortenedPaths(finding), 0))
        }
      }
      #expect(report.findings.map(\.finding) == live.map(\.finding), "\(screen)")
      #expect(report.findings.map(\.moreOverlaps) == live.map(\.more), "\(screen)")
      let targets = TouchTargetAudit.targets(in: window).map {
        StoryboardNaming.id(inPath: $0.accessibilityIdentifier ?? "")
      }
      #expect(report.targets.map(\.id) == targets, "\(screen)")
    }
  }
}
