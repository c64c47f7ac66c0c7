import HeadlessUIKit
import Testing
@testable import TapwiseDemo

/// A scenario's stage, window and views go away once it has played: the demo's closures capture the stage weakly,
/// as an app's would capture its view controller, so nothing outlives its scenario.
@MainActor
@Suite struct DemoLifetimeTests {
  @Test func everyScenarioLeavesNothingAliveOnceItHasPlayed() {
    for scenario in Demo.scenarios {
      weak var weakStage: DemoStage?
      weak var weakWindow: UIWindow?
      do {
        let stage = DemoStage()
        scenario.play(on: stage)
        #expect(!stage.lines.isEmpty)
        weakStage = stage
        weakWindow = stage.window
      }
      #expect(weakStage == nil, "\(scenario.title)")
      #expect(weakWindow == nil, "\(scenario.title)")
    }
  }
}
