import Benchmark
import BenchmarkSupport
import Tapwise

/// Taps sent from code, `sendActions(for: .touchUpInside)` with no event: the tightest loop around the gate. With
/// no event, the gate reads Tapwise's main-loop clock (HeadlessUIKit's virtual run loop here), as for any
/// programmatic tap.
enum ProgrammaticTapBenchmarks {
  static func register() {
    mainActorBenchmark(
      "Tap: plain UIButton, sendActions, nothing installed", configuration: tapConfiguration,
      fixture: { TapFixture() }
    ) { benchmark, fixture in
      precondition(!TapThrottle.isInstalled, "the baseline must run in a process without an install")
      taps(benchmark, fixture, expectDelivered: true)
    }

    // A 1 ns interval admits every tap, since taps are more than 1 ns apart: the gate does all its work (clock,
    // policy, lookup, update) and the action is delivered. Only the interval differs from a real app's 0.5 s.
    mainActorBenchmark(
      "Tap: installed, sendActions, every tap admitted", configuration: tapConfiguration,
      fixture: {
        TapThrottle.install(defaultInterval: 1e-9)
        return TapFixture()
      }
    ) { benchmark, fixture in
      taps(benchmark, fixture, expectDelivered: true)
    }

    // The default 0.5 s: a hammered button. Every tap after the first is dropped (but one per 0.5 s of real time).
    mainActorBenchmark(
      "Tap: installed, sendActions, hammered (dropped)", configuration: tapConfiguration,
      fixture: {
        TapThrottle.install()
        return TapFixture()
      }
    ) { benchmark, fixture in
      taps(benchmark, fixture, expectDelivered: false)
    }

    mainActorBenchmark(
      "Tap: installed, sendActions, opted-out button", configuration: tapConfiguration,
      fixture: {
        TapThrottle.install()
        return TapFixture { $0.tw.ignoresTapThrottle = true }
      }
    ) { benchmark, fixture in
      taps(benchmark, fixture, expectDelivered: true)
    }

    mainActorBenchmark(
      "Tap: ThrottledButton (no install), sendActions, every tap admitted", configuration: tapConfiguration,
      fixture: { TapFixture(ThrottledButton(type: .system)) { $0.tw.tapInterval = 1e-9 } }
    ) { benchmark, fixture in
      precondition(!TapThrottle.isInstalled, "ThrottledButton must run without an install")
      taps(benchmark, fixture, expectDelivered: true)
    }
  }

  /// Sends the iteration's taps, 1 µs of virtual time apart, and checks that they were all delivered, or, for a
  /// hammered button, nearly none.
  ///
  /// A tap sent from code is timed by Tapwise's main-loop clock, which on HeadlessUIKit is the virtual run loop's:
  /// without the advance every tap after the first would fall in the same instant, and even a 1 ns gate would drop
  /// it. Every row, the baseline included, pays the same advance.
  @MainActor
  static func taps(_ benchmark: Benchmark, _ fixture: TapFixture, expectDelivered: Bool) {
    let button = fixture.button
    let driver = fixture.driver
    let before = fixture.counter.count
    for _ in benchmark.scaledIterations {
      driver.advance(by: 1e-6)
      button.sendActions(for: .touchUpInside)
    }
    let delivered = fixture.counter.count - before
    let taps = benchmark.scaledIterations.count
    if expectDelivered ? delivered != taps : delivered > 1 {
      benchmark.error("\(delivered) of \(taps) taps were delivered")
    }
  }
}
