import Benchmark

/// Registers a benchmark whose fixture and body run on the main actor, as UIKit code must.
///
/// The framework calls benchmark closures off the main actor (checked: `MainActor.assumeIsolated` traps in a
/// synchronous benchmark closure), so the body is an async closure that hops with `MainActor.run` and brackets the
/// measured loop with `startMeasurement()` and `stopMeasurement()` inside the hop: the hop itself is not measured.
/// The fixture is built once per process, on the main actor, outside every measurement.
///
/// - Parameters:
///   - name: The benchmark's name.
///   - configuration: Its configuration.
///   - fixture: Builds what the body works on, once per process, before the first measurement.
///   - verify: Checks the new fixture once, outside the measurement; it may fail the benchmark.
///   - body: The measured work, run once per iteration; it may not retain the benchmark.
public func mainActorBenchmark<Fixture>(
  _ name: String,
  configuration: Benchmark.Configuration,
  fixture: @escaping @MainActor () -> Fixture,
  verify: @escaping @MainActor (Benchmark, Fixture) -> Void = { _, _ in },
  body: @escaping @MainActor (Benchmark, Fixture) -> Void
) {
  let state = FixtureBox<Fixture>()
  Benchmark(name, configuration: configuration) { benchmark async in
    let runner = Unchecked(value: benchmark)
    await MainActor.run {
      let built: Fixture
      if let existing = state.value {
        built = existing
      } else {
        built = fixture()
        state.value = built
        verify(runner.value, built)
      }
      runner.value.startMeasurement()
      body(runner.value, built)
      runner.value.stopMeasurement()
    }
  }
}

/// Holds the fixture between iterations; only touched on the main actor.
private final class FixtureBox<Fixture>: @unchecked Sendable {
  /// The fixture, once built.
  var value: Fixture?
}

/// Carries the framework's non-Sendable `Benchmark` into the main-actor hop. Safe here: the framework's runner thread
/// blocks on a semaphore until the async closure returns, so only one thread uses the benchmark at a time.
private struct Unchecked<Value>: @unchecked Sendable {
  let value: Value
}
