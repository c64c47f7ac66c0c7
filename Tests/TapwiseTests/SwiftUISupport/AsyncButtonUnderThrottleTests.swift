import TapwiseCore
import TapwiseTestSupport
import Testing

/// `AsyncButton` under `tapThrottle`, as the two compose on a device: the throttled style's gate decides whether a tap
/// reaches the button's action, and the button's `AsyncActionRunner` whether that action starts the work. Taps are
/// replayed at given times (the gate's `admit(_:at:interval:)`), the work ended by hand (`PendingWork`).
@MainActor
@Suite struct AsyncButtonUnderThrottleTests {
  /// One throttled async button: its gate and its runner, as `ThrottledButton` and `AsyncButton` hold them.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @MainActor
  final class ThrottledAsyncButton {
    var gate = Gate<Bool>()
    let runner = AsyncActionRunner()
    let work = PendingWork()
    let interval = Duration.milliseconds(500)

    /// A tap at `time`: `true` if it started the work.
    func tap(at milliseconds: Int) -> Bool {
      guard gate.admit(true, at: .milliseconds(milliseconds), interval: interval) else { return false }
      return runner.run { [work] in try? await work.perform() }
    }
  }

  /// A three-second payment outlives the half-second interval: the taps after the interval still don't pay again.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test func workOutlastingTheIntervalStillBlocksTaps() async {
    let button = ThrottledAsyncButton()
    #expect(button.tap(at: 0))
    await PendingWork.settle()
    #expect(!button.tap(at: 200), "dropped by the throttle")
    #expect(!button.tap(at: 800), "past the interval, but the payment runs")
    #expect(!button.tap(at: 2_900))
    await PendingWork.settle()
    #expect(button.work.startCount == 1)
    button.work.finish()
    await PendingWork.settle()
    #expect(button.tap(at: 3_500), "the work ended and the interval since the last admitted tap passed")
    await PendingWork.settle()
    #expect(button.work.startCount == 2)
    button.work.finish()
    await PendingWork.settle()
  }

  /// Quick work that ends at once: the throttle's interval still spaces two starts.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @Test func afterQuickWorkTheIntervalStillSpacesStarts() async {
    let button = ThrottledAsyncButton()
    #expect(button.tap(at: 0))
    await PendingWork.settle()
    button.work.finish()
    await PendingWork.settle()
    #expect(!button.runner.isRunning)
    #expect(!button.tap(at: 300), "the work ended, but the interval has not passed")
    #expect(button.tap(at: 500))
    await PendingWork.settle()
    #expect(button.work.startCount == 2)
    button.work.finish()
    await PendingWork.settle()
  }
}
