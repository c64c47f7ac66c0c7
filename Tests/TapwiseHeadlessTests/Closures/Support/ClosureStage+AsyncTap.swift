import HeadlessUIKit
import Tapwise
import TapwiseTestSupport

/// The taps an async tap handler ignored because its work was running.
@MainActor
final class IgnoredTaps {
  /// How many there were.
  var count = 0
}

extension ClosureStage {
  /// Places a button whose async tap handler awaits `work`, counting the taps it ignores.
  /// - Parameters:
  ///   - work: What the handler awaits on each start.
  /// - Returns: The button, its ignored taps, and the handler's registration.
  func asyncButton(running work: PendingWork) -> (UIButton, IgnoredTaps, HandlerRegistration) {
    let button = place(UIButton(type: .system))
    let ignored = IgnoredTaps()
    let registration = button.tw.onTap(onIgnoredTap: { _ in ignored.count += 1 }) { _ in try? await work.perform() }
    return (button, ignored, registration)
  }
}
