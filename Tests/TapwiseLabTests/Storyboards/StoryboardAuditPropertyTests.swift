import Foundation
import HeadlessUIKit
import PropertyBased
import Tapwise
import Testing

@testable import TapwiseLab

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
      #expect(report.findings.map(\.finding) == TouchTargetAudit.run(on: window), "\(screen)")
      let targets = TouchTargetAudit.targets(in: window).map {
        StoryboardNaming.id(inPath: $0.accessibilityIdentifier ?? "")
      }
      #expect(report.targets.map(\.id) == targets, "\(screen)")
    }
  }
}
