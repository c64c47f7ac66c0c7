import Benchmark
import BenchmarkSupport
import Workloads

/// Issue 23: one whole tap through HeadlessUIKit with everything an app screen puts in its way (``FullTapFixture``
/// in Workloads: a non-cancelling tap recognizer, a table's delayed touches, a throttled button in a cell).
/// Issue 33: the same tap on a collection-view cell's button inside a navigation controller
/// (``CollectionTapFixture``). The recognizer's action and the button's must both arrive on every tap.
enum FullChainTapBenchmarks {
  static func register() {
    register(
      FullTapFixture.self, "Tap: full chain (tap recognizer, table's delayed touches, throttled button in a cell)")
    register(
      CollectionTapFixture.self,
      "Tap: full chain in a navigation controller (tap recognizer, collection view's delayed touches, throttled "
        + "button in a cell)")
  }

  /// Registers the taps of one screen: every iteration checks that each tap reached both actions.
  private static func register<Screen: FullTapScreen>(_ screen: Screen.Type, _ name: String) {
    mainActorBenchmark(name, configuration: tapConfiguration, fixture: { Screen() }) { benchmark, fixture in
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
