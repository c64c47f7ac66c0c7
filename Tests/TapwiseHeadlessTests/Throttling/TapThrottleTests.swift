import HeadlessUIKit
import Testing

@testable import Tapwise

/// App-wide tap throttling through real injected taps on virtual time.
///
/// Every test installs, taps and uninstalls within one synchronous main-actor turn, so suites that run in parallel
/// in the same process never see an installed throttle.
extension TapThrottleSuites {
  @MainActor
  @Suite
  struct TapThrottleTests {
    /// Installs, runs the body on the driver's virtual time, and uninstalls.
    private func withThrottle(
      defaultInterval: TimeInterval = 0.5,
      _ body: (TouchStage) throws -> Void
    ) throws {
      let stage = TouchStage()
      TapThrottle.install(defaultInterval: defaultInterval)
      defer { TapThrottle.uninstall() }
      try body(stage)
    }

    @Test func hammeredPayButtonFiresOnce() throws {
      try withThrottle { stage in
        let counter = ActionCounter()
        let pay = stage.place(UIButton(type: .system))
        pay.addTarget(counter, action: Selector("pay:"), for: .touchUpInside)
        stage.driver.step = 0.03
        let start = stage.driver.now
        stage.hammer(pay, times: 5, gap: 0.03)  // five taps, the last lifted 0.27 s after the first went down
        #expect(stage.driver.now - start < 0.3)
        #expect(counter.count("pay:") == 1)
      }
    }

    @Test func tapExactlyOneIntervalAfterTheAdmittedOneIsAdmitted() throws {
      try withThrottle { stage in
        let counter = ActionCounter()
        let pay = stage.place(UIButton(type: .system))
        pay.addTarget(counter, action: Selector("pay:"), for: .touchUpInside)
        stage.driver.tap(pay)  // touch up at t0 + step
        stage.driver.advance(by: 0.5 - stage.driver.step)
        stage.driver.tap(pay)  // touch up at t0 + step + 0.5: exactly one interval later
        #expect(counter.count("pay:") == 2)
      }
    }

    @Test func tapJustInsideTheIntervalIsDropped() throws {
      try withThrottle { stage in
        let counter = ActionCounter()
        let pay = stage.place(UIButton(type: .system))
        pay.addTarget(counter, action: Selector("pay:"), for: .touchUpInside)
        stage.driver.tap(pay)
        stage.driver.advance(by: 0.5 - stage.driver.step - 0.000_001)
        stage.driver.tap(pay)
        #expect(counter.count("pay:") == 1)
      }
    }

    @Test func twoButtonsThrottleIndependently() throws {
      try withThrottle { stage in
        let counter = ActionCounter()
        let pay = stage.place(UIButton(type: .system), at: CGRect(x: 20, y: 600, width: 360, height: 50))
        let share = stage.place(UIButton(type: .system))
        pay.addTarget(counter, action: Selector("pay:"), for: .touchUpInside)
        share.addTarget(counter, action: Selector("pay:"), for: .touchUpInside)
        stage.driver.tap(pay)
        stage.driver.tap(share)
        stage.driver.tap(pay)
        stage.driver.tap(share)
        #expect(counter.count("pay:") == 2)
      }
    }

    @Test func oneTapDeliversTwoDifferentActionsAndARepeatDropsBoth() throws {
      try withThrottle { stage in
        let counter = ActionCounter()
        let pay = stage.place(UIButton(type: .system))
        pay.addTarget(counter, action: Selector("pay:"), for: .touchUpInside)
        pay.addTarget(counter, action: Selector("share:"), for: .touchUpInside)
        stage.driver.tap(pay)
        #expect(counter.counts == ["pay:": 1, "share:": 1])
        stage.driver.advance(by: 0.1)
        stage.driver.tap(pay)
        #expect(counter.counts == ["pay:": 1, "share:": 1])
      }
    }

    @Test func differentActionsOnOneControlDoNotBlockEachOther() throws {
      try withThrottle { stage in
        let counter = ActionCounter()
        let pay = stage.place(UIButton(type: .system))
        pay.addTarget(counter, action: Selector("pay:"), for: .touchUpInside)
        stage.driver.tap(pay)
        pay.addTarget(counter, action: Selector("share:"), for: .touchUpInside)
        stage.driver.advance(by: 0.1)
        stage.driver.tap(pay)  // pay: is inside its interval, share: has never fired
        #expect(counter.counts == ["pay:": 1, "share:": 1])
      }
    }

    @Test func perControlIntervalOverridesTheDefault() throws {
      try withThrottle { stage in
        let counter = ActionCounter()
        let pay = stage.place(UIButton(type: .system))
        pay.addTarget(counter, action: Selector("pay:"), for: .touchUpInside)
        pay.tw.tapInterval = 2
        stage.driver.tap(pay)
        stage.driver.advance(by: 1)
        stage.driver.tap(pay)  // past the default, inside the control's own 2 s
        #expect(counter.count("pay:") == 1)
        stage.driver.advance(by: 1)
        stage.driver.tap(pay)
        #expect(counter.count("pay:") == 2)
      }
    }

    @Test func zeroIntervalTurnsThrottlingOffForOneControl() throws {
      try withThrottle { stage in
        let counter = ActionCounter()
        let pay = stage.place(UIButton(type: .system))
        pay.addTarget(counter, action: Selector("pay:"), for: .touchUpInside)
        pay.tw.tapInterval = 0
        stage.hammer(pay, times: 5, gap: 0.02)
        #expect(counter.count("pay:") == 5)
      }
    }

    @Test func optedOutControlPassesEveryTap() throws {
      try withThrottle { stage in
        let counter = ActionCounter()
        let pay = stage.place(UIButton(type: .system))
        pay.addTarget(counter, action: Selector("pay:"), for: .touchUpInside)
        pay.tw.ignoresTapThrottle = true
        stage.hammer(pay, times: 5, gap: 0.02)
        #expect(counter.count("pay:") == 5)
        #expect(pay.tw.ignoresTapThrottle)
      }
    }

    @Test(arguments: [-1, Double.nan, Double.infinity])
    func invalidControlIntervalIsIgnoredAndReported(_ value: TimeInterval) throws {
      try withThrottle { stage in
        var reports: [TimingError] = []
        TapThrottle.invalidSettingHandler = { reports.append($0) }
        let pay = stage.place(UIButton(type: .system))
        pay.tw.tapInterval = 1
        pay.tw.tapInterval = value
        #expect(pay.tw.tapInterval == 1)
        #expect(reports.count == 1)
      }
    }

    @Test(arguments: [-0.5, Double.nan, -Double.infinity])
    func invalidDefaultIntervalIsReportedAndChangesNothing(_ value: TimeInterval) {
      var reports: [TimingError] = []
      TapThrottle.invalidSettingHandler = { reports.append($0) }
      defer { TapThrottle.uninstall() }
      TapThrottle.install(defaultInterval: value)
      #expect(!TapThrottle.isInstalled)
      #expect(TapThrottle.defaultInterval == 0.5)
      #expect(reports.count == 1)
    }

    @Test func twoTargetsSharingASelectorBothReceiveOneTap() throws {
      try withThrottle { stage in
        let checkout = ActionCounter()
        let analytics = ActionCounter()
        let pay = stage.place(UIButton(type: .system))
        pay.addTarget(checkout, action: Selector("pay:"), for: .touchUpInside)
        pay.addTarget(analytics, action: Selector("pay:"), for: .touchUpInside)
        stage.hammer(pay, times: 3, gap: 0.02)
        #expect(checkout.count("pay:") == 1)
        #expect(analytics.count("pay:") == 1)
      }
    }

    @Test func actionRegisteredForTouchDownAndTouchUpInsideGetsBothCallsOfOneTap() throws {
      try withThrottle { stage in
        let counter = ActionCounter()
        var uiActionCalls = 0
        let pay = stage.place(UIButton(type: .system))
        pay.addTarget(counter, action: Selector("pay:"), for: [.touchDown, .touchUpInside])
        pay.addAction(UIAction { _ in uiActionCalls += 1 }, for: [.touchDown, .touchUpInside])
        stage.driver.tap(pay)
        #expect(counter.count("pay:") == 2)
        #expect(uiActionCalls == 2)
        stage.driver.advance(by: 0.1)
        stage.driver.tap(pay)  // touchDown passes again; touchUpInside is inside its interval
        #expect(counter.count("pay:") == 3)
        #expect(uiActionCalls == 3)
      }
    }

    @Test func touchDownAlwaysPasses() throws {
      try withThrottle { stage in
        let counter = ActionCounter()
        let pay = stage.place(UIButton(type: .system))
        pay.addTarget(counter, action: Selector("down:"), for: .touchDown)
        stage.hammer(pay, times: 5, gap: 0.02)
        #expect(counter.count("down:") == 5)
      }
    }

    @Test func sliderValueChangedIsNeverTouched() throws {
      try withThrottle { stage in
        let counter = ActionCounter()
        let slider = stage.place(UISlider(), at: CGRect(x: 0, y: 700, width: 400, height: 40))
        slider.addTarget(counter, action: Selector("slide:"), for: .valueChanged)
        stage.driver.drag(along: (0...10).map { CGPoint(x: 20 + 30 * Double($0), y: 720) })
        #expect(counter.count("slide:") >= 10)
      }
    }

    @Test func controlClassesOutsideTheScopeAreNeverTouched() throws {
      try withThrottle { stage in
        let counter = ActionCounter()
        let toggle = stage.place(UISwitch(), at: CGRect(x: 20, y: 700, width: 51, height: 31))
        let plain = stage.place(UIControl(), at: CGRect(x: 20, y: 600, width: 100, height: 50))
        toggle.addTarget(counter, action: Selector("pay:"), for: .valueChanged)
        plain.addTarget(counter, action: Selector("share:"), for: .touchUpInside)
        stage.hammer(toggle, times: 4, gap: 0.02)
        stage.hammer(plain, times: 4, gap: 0.02)
        #expect(counter.counts == ["pay:": 4, "share:": 4])
      }
    }

    @Test func scopeCanNameOtherClassesAndEvents() throws {
      try withThrottle { stage in
        TapThrottle.gatedControlClasses = [UISwitch.self]
        TapThrottle.gatedEvents = [.valueChanged]
        let counter = ActionCounter()
        let toggle = stage.place(UISwitch(), at: CGRect(x: 20, y: 700, width: 51, height: 31))
        let pay = stage.place(UIButton(type: .system), at: CGRect(x: 20, y: 600, width: 360, height: 50))
        toggle.addTarget(counter, action: Selector("pay:"), for: .valueChanged)
        pay.addTarget(counter, action: Selector("share:"), for: .touchUpInside)
        stage.hammer(toggle, times: 4, gap: 0.02)
        stage.hammer(pay, times: 4, gap: 0.02)
        #expect(counter.counts == ["pay:": 1, "share:": 4])
      }
    }
  }
}
