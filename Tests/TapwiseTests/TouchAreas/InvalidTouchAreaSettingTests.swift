import Testing

@testable import Tapwise
import TapwiseTestSupport

/// Invalid settings are ignored, the previous value stays, and the handler hears about each one.
///
/// Each test swaps the global handler and restores it before it returns, within one main-actor turn.
@MainActor
@Suite(.serialized) struct InvalidTouchAreaSettingTests {
  @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
  func nonFiniteOutsetsAreIgnoredAndReported(value: CGFloat) {
    let button = UIButton(type: .close)
    button.tw.touchAreaOutsets = .all(12)
    let errors = recordingInvalidSettings {
      button.tw.touchAreaOutsets = UIEdgeInsets(top: 1, left: value, bottom: 1, right: 1)
    }
    #expect(button.tw.touchAreaOutsets == .all(12))
    #expect(errors.count == 1)
    if case .nonFiniteOutsets = errors.first {} else { Issue.record("unexpected \(errors)") }
  }

  @Test(arguments: [
    CGSize(width: -1, height: 44), CGSize(width: 44, height: CGFloat.nan), CGSize(width: CGFloat.infinity, height: 0),
  ])
  func negativeOrNonFiniteMinimumSizesAreIgnoredAndReported(size: CGSize) {
    let button = UIButton(type: .close)
    let errors = recordingInvalidSettings { button.tw.minimumTouchSize = size }
    #expect(button.tw.minimumTouchSize == .zero)
    #expect(errors.count == 1)
    if case .invalidMinimumSize = errors.first {} else { Issue.record("unexpected \(errors)") }
  }

  @Test func anIgnoredSettingCreatesNoStateAndNoHook() {
    let view = UIView()
    _ = recordingInvalidSettings { view.tw.touchAreaOutsets = .all(.nan) }
    #expect(TouchAreaState.of(view) == nil)
  }

  @Test func validSettingsReportNothing() {
    let view = UIView()
    let errors = recordingInvalidSettings {
      view.tw.touchAreaOutsets = .all(-3)
      view.tw.minimumTouchSize = CGSize(width: 0, height: 44)
    }
    #expect(errors.isEmpty)
  }

  @Test func settingDefaultsOnAPlainViewCreatesNoState() {
    let view = UIView()
    view.tw.touchAreaOutsets = .zero
    view.tw.minimumTouchSize = .zero
    view.tw.receivesTouchesOutsideBounds = false
    #expect(TouchAreaState.of(view) == nil)
  }
}
