import HeadlessUIKit
import Tapwise
import Testing

extension TapThrottleSuites {
  /// Invalid intervals and lengths go to `TapThrottle.invalidSettingHandler`, and `onTap` handlers are gated by an
  /// installed `TapThrottle`. Both touch app-wide state, so these run serialized with the other throttle suites.
  @MainActor
  @Suite struct ClosureSettingTests {
    let stage = ClosureStage()

    /// Runs a body with the invalid-setting handler recording, and restores every `TapThrottle` default after.
    private func recordingInvalidSettings(_ body: () -> Void) -> [TimingError] {
      var reported: [TimingError] = []
      TapThrottle.invalidSettingHandler = { reported.append($0) }
      defer { TapThrottle.uninstall() }
      body()
      return reported
    }

    @Test(arguments: [-0.1, .nan, .infinity, -.infinity])
    func invalidIntervalsRegisterNothing(interval: TimeInterval) {
      let slider = stage.slider()
      let field = stage.editingField()
      var registrations: [HandlerRegistration] = []
      let reported = recordingInvalidSettings {
        registrations = [
          slider.tw.onValueChange(throttle: interval) { _, _ in },
          slider.tw.onValueChange(debounce: interval) { _, _ in },
          UISwitch().tw.onValueChange(throttle: interval) { _, _ in },
          UIStepper().tw.onValueChange(debounce: interval) { _, _ in },
          UISegmentedControl().tw.onValueChange(throttle: interval) { _, _ in },
          field.tw.onTextChange(throttle: interval) { _, _ in },
          field.tw.onTextChange(debounce: interval) { _, _ in },
        ]
      }
      #expect(reported.count == registrations.count)
      #expect(registrations.allSatisfy { !$0.isRegistered })
      #expect(slider.allControlEvents.isEmpty)
      #expect(!field.allControlEvents.contains(.editingChanged))
      registrations.first?.remove()
    }

    @Test func aNegativeMaxLengthIsReportedAndChangesNothing() {
      let field = stage.editingField()
      field.tw.maxLength = 3
      let reported = recordingInvalidSettings { field.tw.maxLength = -1 }
      #expect(reported == [.negativeCount(parameter: "maxLength", value: -1)])
      #expect("\(reported[0])" == "maxLength must not be negative, got -1")
      #expect(field.tw.maxLength == 3)
    }

    @Test func anInstalledTapThrottleGatesOnTapPerControl() {
      TapThrottle.install(defaultInterval: 0.5)
      defer { TapThrottle.uninstall() }
      let pay = stage.place(UIButton(type: .system))
      let cancel = stage.place(UIButton(type: .system), at: CGRect(x: 20, y: 300, width: 200, height: 44))
      var log: [String] = []
      pay.tw.onTap { _ in log.append("pay") }
      pay.tw.onTap { _ in log.append("receipt") }
      cancel.tw.onTap { _ in log.append("cancel") }
      stage.driver.tap(pay)
      stage.driver.tap(pay)
      stage.driver.tap(cancel)
      stage.driver.advance(by: 0.5)
      stage.driver.tap(pay)
      #expect(log == ["pay", "receipt", "cancel", "pay", "receipt"])
    }
  }
}
