import HeadlessUIKit
import Testing

@testable import Tapwise

/// Every way an action leaves a control is gated: target-action, nil-target, UIAction, primary action and
/// `sendActions(for:)` from code.
extension TapThrottleSuites {
  @MainActor
  @Suite
  struct TapThrottlePathTests {
    private func withThrottle(_ body: (TouchStage) throws -> Void) throws {
      let stage = TouchStage()
      TapThrottle.install()
      defer { TapThrottle.uninstall() }
      try body(stage)
    }

    @Test func uiActionPathIsGatedByIdentifier() throws {
      try withThrottle { stage in
        var fired = 0
        let pay = stage.place(UIButton(type: .system))
        pay.addAction(UIAction(identifier: .init("pay")) { _ in fired += 1 }, for: .touchUpInside)
        stage.hammer(pay, times: 5, gap: 0.02)
        #expect(fired == 1)
        stage.driver.advance(by: 0.5)
        stage.driver.tap(pay)
        #expect(fired == 2)
      }
    }

    @Test func primaryActionPathIsGated() throws {
      try withThrottle { stage in
        var fired = 0
        let action = UIAction { _ in fired += 1 }
        let pay = stage.place(
          UIButton(frame: .zero, primaryAction: action))
        stage.hammer(pay, times: 5, gap: 0.02)
        #expect(fired == 1)
      }
    }

    @Test func nilTargetActionThroughTheResponderChainIsGated() throws {
      try withThrottle { stage in
        let controller = CountingController()
        controller.view.frame = stage.window.bounds
        stage.window.rootViewController = controller
        let pay = UIButton(type: .system)
        pay.frame = CGRect(x: 20, y: 700, width: 360, height: 50)
        pay.addTarget(nil, action: Selector("pay:"), for: .touchUpInside)
        controller.view.addSubview(pay)
        stage.hammer(pay, times: 5, gap: 0.02)
        #expect(controller.payments == 1)
      }
    }

    @Test func programmaticSendActionsIsGatedLikeATap() throws {
      try withThrottle { stage in
        let counter = ActionCounter()
        let pay = stage.place(UIButton(type: .system))
        pay.addTarget(counter, action: Selector("pay:"), for: .touchUpInside)
        pay.sendActions(for: .touchUpInside)
        pay.sendActions(for: .touchUpInside)
        #expect(counter.count("pay:") == 1)
        stage.driver.advance(by: 0.5)
        pay.sendActions(for: .touchUpInside)
        #expect(counter.count("pay:") == 2)
      }
    }

    @Test func disabledButtonSendsNothing() throws {
      try withThrottle { stage in
        let counter = ActionCounter()
        let pay = stage.place(UIButton(type: .system))
        pay.addTarget(counter, action: Selector("pay:"), for: .touchUpInside)
        pay.isEnabled = false
        stage.hammer(pay, times: 3, gap: 0.6)
        #expect(counter.counts.isEmpty)
      }
    }

    @Test func installingTwiceBehavesAsOneInstallWithTheNewDefault() throws {
      try withThrottle { stage in
        TapThrottle.install(defaultInterval: 1)
        #expect(TapThrottle.defaultInterval == 1)
        let counter = ActionCounter()
        let pay = stage.place(UIButton(type: .system))
        pay.addTarget(counter, action: Selector("pay:"), for: .touchUpInside)
        stage.driver.tap(pay)
        stage.driver.advance(by: 0.7)
        stage.driver.tap(pay)  // past 0.5, inside the updated 1 s
        #expect(counter.count("pay:") == 1)
        stage.driver.advance(by: 0.3)
        stage.driver.tap(pay)  // one second after the first: one install, not two gates in a row
        #expect(counter.count("pay:") == 2)
      }
    }

    @Test func buttonItsActionsAndTheirTargetsDeallocate() throws {
      weak var weakButton: UIButton?
      weak var weakCounter: ActionCounter?
      weak var weakSentinel: Sentinel?
      try withThrottle { stage in
        var counter: ActionCounter? = ActionCounter()
        var button: UIButton? = stage.place(UIButton(type: .system))
        button!.addTarget(counter, action: Selector("pay:"), for: .touchUpInside)
        let sentinel = Sentinel()
        weakSentinel = sentinel
        button!.addAction(UIAction { action in sentinel.touch(action.sender) }, for: .touchUpInside)
        button!.tw.tapInterval = 1
        stage.hammer(button!, times: 3, gap: 0.02)
        weakButton = button
        weakCounter = counter
        button!.removeFromSuperview()
        button = nil
        counter = nil
      }
      #expect(weakButton == nil)
      #expect(weakCounter == nil)
      #expect(weakSentinel == nil, "the UIAction and what its handler captures are freed with the button")
    }

    @Test func throttledButtonBehavesTheSameWithoutAnInstall() {
      let stage = TouchStage()
      let counter = ActionCounter()
      var fired = 0
      let pay = stage.place(ThrottledButton(type: .system))
      pay.addTarget(counter, action: Selector("pay:"), for: .touchUpInside)
      pay.addAction(UIAction(identifier: .init("log")) { _ in fired += 1 }, for: .primaryActionTriggered)
      stage.hammer(pay, times: 5, gap: 0.02)
      #expect(counter.count("pay:") == 1)
      #expect(fired == 1)
      stage.driver.advance(by: 0.5)
      stage.driver.tap(pay)
      #expect(counter.count("pay:") == 2)
      #expect(fired == 2)
    }

    @Test func throttledButtonUnderAnInstallIsGatedOnceNotTwice() throws {
      try withThrottle { stage in
        let counter = ActionCounter()
        let pay = stage.place(ThrottledButton(type: .system))
        pay.addTarget(counter, action: Selector("pay:"), for: .touchUpInside)
        stage.hammer(pay, times: 5, gap: 0.02)
        #expect(counter.count("pay:") == 1)
      }
    }

    /// UIActions carry no event, so they are timed by the main run loop's clock, which is the driver's: no clock to
    /// inject, and the same answer as target-action.
    @Test func tapThenOneSecondThenTapPaysTwiceWithUIActionAndWithTargetAction() throws {
      try withThrottle { stage in
        var uiActionPayments = 0
        let counter = ActionCounter()
        let pay = stage.place(UIButton(type: .system))
        pay.addAction(UIAction { _ in uiActionPayments += 1 }, for: .touchUpInside)
        pay.addTarget(counter, action: Selector("pay:"), for: .touchUpInside)
        stage.driver.tap(pay)
        stage.driver.advance(by: 1)
        stage.driver.tap(pay)
        #expect(uiActionPayments == 2)
        #expect(counter.count("pay:") == 2)
      }
    }

    @Test func uiActionTapsWithinTheIntervalOfVirtualTimePayOnce() throws {
      try withThrottle { stage in
        var payments = 0
        let pay = stage.place(UIButton(type: .system))
        pay.addAction(UIAction { _ in payments += 1 }, for: .touchUpInside)
        stage.driver.tap(pay)
        stage.driver.advance(by: 0.5 - stage.driver.step - 0.001)
        stage.driver.tap(pay)
        #expect(payments == 1)
      }
    }
  }
}

private final class PayButton: UIButton {}

/// An object a UIAction handler captures, to prove the action is freed.
private final class Sentinel {
  private(set) var senders = 0
  func touch(_ sender: Any?) { senders += 1 }
}

@MainActor
private final class CountingController: UIViewController, HeadlessActionTarget {
  var payments = 0
  func responds(toAction action: Selector) -> Bool { action == Selector("pay:") }
  func perform(_ action: Selector, sender: Any?, event: UIEvent?) { payments += 1 }
}
