import Benchmark
import BenchmarkSupport
import Workloads

/// Issue 23: one whole tap through HeadlessUIKit with everything an app screen puts in its way (``FullTapFixture``).
/// Each tap is touch down and up, 0.5 s of virtual time after the last, so the throttle admits every one; the
/// recognizer's action and the button's must both arrive every time.
enum FullChainTapBenchmarks {
  static func register() {
    mainActorBenchmark(
      "Tap: full chain (tap recognizer, table's delayed touches, throttled button in a cell)",
      configuration: tapConfiguration, fixture: { FullTapFixture() }
    ) { benchmark, fixture in
      let buttonBefore = fixture.counter.count
      let recognizerBefore = fixture.recognizerCounter.count
      for _ in benchmark.scaledIterations {
        fixture.tap()
      }
      let taps = benchmark.scaledIterations.count
      let buttons = fixture.counter.count - buttonBefore
      let recognized = fixture.recognizerCounter.count - recognizerBefore
      if buttons != taps || recognized != taps {
        benchmark.error("\(taps) taps: \(buttons) button actions, \(recognized) recognizer actions")
      }
    }
  }
}
