// snippet.hide
import HeadlessUIKit

// snippet.show
/// Schedules a timer on the virtual main run loop, cancels it, and moves time on.
@MainActor
func cancelDelayedDelivery(driver: TouchDriver, deliverDelayedTouches: @escaping @MainActor () -> Void) {
  _ = HeadlessRunLoop.main.now  // TimeInterval, whole nanoseconds, like UIEvent.timestamp
  let timer = HeadlessRunLoop.main.schedule(after: 0.15) {  // @MainActor closure; returns a HeadlessTimer
    deliverDelayedTouches()
  }
  timer.cancel()  // timer.isPending, timer.fireTime
  driver.advance(by: 0.2)  // or HeadlessRunLoop.main.advance(by:)
  assert(HeadlessRunLoop.main.scheduledTimerCount == 0)  // the test left nothing running
}
