import HeadlessUIKit
import Tapwise
import TapwiseTestSupport
import Testing

/// The async `tw.onTap` under `TapThrottle`: the interval still applies between starts, and work that outlasts it
/// still blocks.
///
/// Installing is app-wide, so every install, tap and uninstall happens within one synchronous main-actor turn
/// (`throttled`); the work's task runs between turns, unthrottled suites never see an installed throttle.
extension TapThrottleSuites {
  @MainActor
  @Suite
  struct AsyncTapThrottleTests {
    let stage = ClosureStage()

    /// Runs `body` with `TapThrottle` installed at its default 0.5 s interval, within this main-actor turn.
    private func throttled(_ body: () -> Void) {
      TapThrottle.install()
      defer { TapThrottle.uninstall() }
      body()
    }

    @Test func aTapAfterTheWorkEndedButWithinTheIntervalIsDroppedByTheThrottle() async {
      let work = PendingWork()
      let (button, ignored, _) = stage.asyncButton(running: work)
      throttled { stage.driver.tap(button) }
      await PendingWork.settle()
      work.finish()
      await PendingWork.settle()
      #expect(work.endCount == 1)
      throttled { stage.driver.tap(button) }  // 0.1 s after the start: the throttle drops it before the handler
      await PendingWork.settle()
      #expect(work.startCount == 1 && ignored.count == 0)
      stage.driver.advance(by: 0.5)
      throttled { stage.driver.tap(button) }
      await PendingWork.settle()
      #expect(work.startCount == 2)
    }

    @Test func workThatOutlastsTheIntervalStillBlocksUnderTheThrottle() async {
      let work = PendingWork()
      let (button, ignored, _) = stage.asyncButton(running: work)
      throttled { stage.driver.tap(button) }
      await PendingWork.settle()
      stage.driver.advance(by: 3)
      throttled { stage.driver.tap(button) }  // the throttle admits it; the running work ignores it
      await PendingWork.settle()
      #expect(work.startCount == 1 && ignored.count == 1)
      work.finish()
      await PendingWork.settle()
      throttled { stage.driver.tap(button) }  // 0.1 s after the admitted tap: dropped by the throttle
      stage.driver.advance(by: 0.5)
      throttled { stage.driver.tap(button) }
      await PendingWork.settle()
      #expect(work.startCount == 2 && ignored.count == 1)
    }
  }
}
