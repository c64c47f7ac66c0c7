import HeadlessUIKit
import Testing

@testable import Tapwise

/// The gate doesn't depend on the order in which UIKit clears `isTracking` and sends the touch-up: an action that
/// comes with a touch event is judged by the phase of the control's touch in it.
///
/// The buttons here still report `isTracking` while their touch-up is dispatched, the other order from UIKit's
/// (and HeadlessUIKit's), in which tracking is cleared first.
extension TapThrottleSuites {
  @MainActor
  @Suite
  struct TapThrottleTrackingOrderTests {
    /// A button that clears `isTracking` only after it has sent `.touchUpInside`.
    final class LateTrackingButton: UIButton {
      private var isEndingTouch = false
      override var isTracking: Bool { isEndingTouch || super.isTracking }

      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        isEndingTouch = true
        defer { isEndingTouch = false }
        super.touchesEnded(touches, with: event)
      }
    }

    /// The same order on a button that gates itself.
    final class LateTrackingThrottledButton: ThrottledButton {
      private var isEndingTouch = false
      override var isTracking: Bool { isEndingTouch || super.isTracking }

      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        isEndingTouch = true
        defer { isEndingTouch = false }
        super.touchesEnded(touches, with: event)
      }
    }

    @Test func aHammeredButtonThatClearsTrackingLateFiresOncePerInterval() {
      let stage = TouchStage()
      TapThrottle.install()
      defer { TapThrottle.uninstall() }
      let counter = ActionCounter()
      let pay = stage.place(LateTrackingButton(type: .system))
      pay.addTarget(counter, action: Selector("pay:"), for: .touchUpInside)
      var tracking: [Bool] = []
      pay.addAction(UIAction { [weak pay] _ in tracking.append(pay?.isTracking == true) }, for: .touchDown)
      stage.hammer(pay, times: 5, gap: 0.06)
      #expect(counter.count("pay:") == 1)
      #expect(tracking == Array(repeating: true, count: 5), "touch-down actions are never gated")
      stage.driver.advance(by: 0.5)
      stage.driver.tap(pay)
      #expect(counter.count("pay:") == 2)
    }

    @Test func itsTouchUpIsGatedWhileAnActionForTouchDownOnTheSameTapPasses() {
      let stage = TouchStage()
      TapThrottle.install()
      defer { TapThrottle.uninstall() }
      let counter = ActionCounter()
      let pay = stage.place(LateTrackingButton(type: .system))
      pay.addTarget(counter, action: Selector("pay:"), for: [.touchDown, .touchUpInside])
      stage.hammer(pay, times: 3, gap: 0.06)
      #expect(counter.count("pay:") == 4, "three touch-downs and the first touch-up")
    }

    /// A UIAction comes with no event, so tracking is all there is to judge by; but UIKit sends only the actions
    /// registered for the event that fired, and this button has none for the events sent while tracking.
    @Test func aUIActionForTouchUpOnAButtonThatClearsTrackingLateFiresOncePerInterval() {
      let stage = TouchStage()
      TapThrottle.install()
      defer { TapThrottle.uninstall() }
      var payments = 0
      let pay = stage.place(LateTrackingButton(type: .system))
      pay.addAction(UIAction { _ in payments += 1 }, for: .touchUpInside)
      stage.hammer(pay, times: 5, gap: 0.06)
      #expect(payments == 1)
    }

    @Test func aThrottledButtonThatClearsTrackingLateFiresOncePerInterval() {
      let stage = TouchStage()
      let counter = ActionCounter()
      let pay = stage.place(LateTrackingThrottledButton(type: .system))
      pay.addTarget(counter, action: Selector("pay:"), for: .touchUpInside)
      stage.hammer(pay, times: 5, gap: 0.06)
      #expect(counter.count("pay:") == 1)
    }
  }
}
