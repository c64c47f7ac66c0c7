import HeadlessUIKit
import Testing

@testable import Tapwise

/// Without UIKit, Tapwise's clock and timers are HeadlessUIKit's virtual main run loop.
@MainActor
@Suite struct MainLoopTests {
  @Test func tapwiseTimeIsTheDriversTime() {
    let stage = TouchStage()
    #expect(MainLoop.now == stage.driver.now)
    stage.driver.advance(by: 0.75)
    #expect(MainLoop.now == 1000.75)
    #expect(MainLoop.exactNow == .seconds(1000) + .milliseconds(750))
  }

  @Test func tapwiseTimersFireWhenTheDriverAdvances() {
    let stage = TouchStage()
    var firedAt: [TimeInterval] = []
    _ = MainLoop.schedule(after: 0.3) { firedAt.append(MainLoop.now) }
    let cancelled = MainLoop.schedule(after: 0.2) { firedAt.append(-1) }
    cancelled.cancel()
    stage.driver.advance(by: 1)
    #expect(firedAt == [1000.3])
  }
}
