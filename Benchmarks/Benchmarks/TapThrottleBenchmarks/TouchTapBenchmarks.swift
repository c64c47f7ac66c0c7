import Benchmark
import BenchmarkSupport
import Tapwise

/// Whole taps through HeadlessUIKit's `TouchDriver`: touch down, touch up, hit test, tracking, and the action, with
/// a real `UIEvent` whose timestamp the gate uses. The driver's own work dominates; the difference between the two
/// benchmarks is what the gate adds to a real tap.
enum TouchTapBenchmarks {
  static func register() {
    mainActorBenchmark(
      "Tap: TouchDriver tap, nothing installed", configuration: tapConfiguration,
      fixture: { TapFixture(firstTapByTouch: true) }
    ) { benchmark, fixture in
      precondition(!TapThrottle.isInstalled, "the baseline must run in a process without an install")
      taps(benchmark, fixture)
    }

    mainActorBenchmark(
      "Tap: TouchDriver tap, installed, every tap admitted", configuration: tapConfiguration,
      fixture: {
        TapThrottle.install()
        return TapFixture(firstTapByTouch: true)
      }
    ) { benchmark, fixture in
      taps(benchmark, fixture)
    }
  }

  /// Taps the button once per scaled iteration, 0.5 s of virtual time apart, so the default gate admits each tap.
  @MainActor
  static func taps(_ benchmark: Benchmark, _ fixture: TapFixture) {
    let before = fixture.counter.count
    for _ in benchmark.scaledIterations {
      fixture.driver.advance(by: 0.5)
      fixture.driver.tap(fixture.button)
    }
    let delivered = fixture.counter.count - before
    if delivered != benchmark.scaledIterations.count {
      benchmark.error("\(delivered) of \(benchmark.scaledIterations.count) taps were delivered")
    }
  }
}
