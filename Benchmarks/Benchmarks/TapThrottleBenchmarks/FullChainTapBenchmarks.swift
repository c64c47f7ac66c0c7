import Benchmark
import BenchmarkSupport
import Workloads

/// Issue 23: one whole tap through HeadlessUIKit with everything an app screen puts in its way (``FullTapFixture``
/// in Workloads: a non-cancelling tap recognizer, a table's delayed touches, a throttled button in a cell).
/// The recognizer's action and the button's must both arrive on every tap.
enum FullChainTapBenchmarks {
  static func register() {
    mainActorBenchmark(
      "Tap: full chain (tap recognizer, table's delayed touches, throttled button in a cell)",
      configuration: tapConfiguration, fixture: { FullTapFixture() }
    ) { benchmark, fixture in
      let buttonBefore = fixture.buttonActions
      let recognizerBefore = fixture.recognizerActions
      for _ in benchmark.scaledIterations {
        fixture.tap()
      }
      let taps = benchmark.scaledIterations.count
      let buttons = fixture.buttonActions - buttonBefore
      let recognized = fixture.recognizerActions - recognizerBefore
      if buttons != taps || recognized != taps {
        benchmark.error("\(taps) taps: \(buttons) button actions, \(recognized) recognizer actions")
      }
    }
  }
}
