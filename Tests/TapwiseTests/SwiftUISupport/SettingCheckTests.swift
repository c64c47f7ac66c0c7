import Tapwise
import TapwiseTestSupport
import Testing

/// The checks behind TapwiseSwiftUI's refused settings: a bad value is reported to the handler its UIKit counterpart
/// reports to, once per check, and refused; a good one passes silently.
///
/// Each test swaps a global handler and restores it before it returns, within one main-actor turn.
@MainActor
@Suite(.serialized) struct SettingCheckTests {
  /// Runs a body with a tap-throttle handler that records what it is given, and restores the launch settings.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  private func recordingRefusedIntervals(_ body: () -> Void) -> [TimingError] {
    var reported: [TimingError] = []
    TapThrottle.invalidSettingHandler = { reported.append($0) }
    defer { TapThrottle.uninstall() }
    body()
    return reported
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test func aNegativeIntervalIsRefusedAndReportedToTheTapThrottleHandler() {
    var accepted = true
    let reported = recordingRefusedIntervals { accepted = SettingCheck.interval(.milliseconds(-500)) }
    #expect(!accepted)
    #expect(reported == [.negativeInterval(parameter: "interval", value: .milliseconds(-500))])
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test(arguments: [0, 0.5, 3])
  func zeroAndPositiveIntervalsPassSilently(seconds: Double) {
    let interval = Duration.milliseconds(Int64(seconds * 1000))
    var accepted = false
    let reported = recordingRefusedIntervals { accepted = SettingCheck.interval(interval) }
    #expect(accepted)
    #expect(reported.isEmpty)
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
  func nonFiniteOutsetsAreRefusedAndReportedToTheTouchAreaHandler(value: CGFloat) {
    var accepted = true
    let outsets = TouchOutsets(top: 1, left: value, bottom: 1, right: 1)
    let errors = recordingInvalidSettings { accepted = SettingCheck.outsets(outsets) }
    #expect(!accepted)
    #expect(errors.count == 1)
    if case .nonFiniteOutsets = errors.first {} else { Issue.record("unexpected \(errors)") }
  }

  @Test func negativeOutsetsShrinkAndPassSilently() {
    var accepted = false
    let errors = recordingInvalidSettings { accepted = SettingCheck.outsets(TouchOutsets(all: -3)) }
    #expect(accepted)
    #expect(errors.isEmpty)
  }

  @Test(arguments: [
    CGSize(width: -1, height: 44), CGSize(width: 44, height: CGFloat.nan), CGSize(width: CGFloat.infinity, height: 0),
  ])
  func negativeOrNonFiniteMinimumSizesAreRefusedAndReported(size: CGSize) {
    var accepted = true
    let errors = recordingInvalidSettings { accepted = SettingCheck.minimumSize(size) }
    #expect(!accepted)
    #expect(errors.count == 1)
    if case .invalidMinimumSize = errors.first {} else { Issue.record("unexpected \(errors)") }
  }

  @Test(arguments: [CGSize.zero, CGSize(width: 44, height: 44), CGSize(width: 0, height: 44)])
  func validMinimumSizesPassSilently(size: CGSize) {
    var accepted = false
    let errors = recordingInvalidSettings { accepted = SettingCheck.minimumSize(size) }
    #expect(accepted)
    #expect(errors.isEmpty)
  }
}
