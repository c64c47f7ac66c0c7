import Benchmark

/// Issue 3's workload: 1,000,000 events, one every millisecond of virtual time, values `0..<1_000_000`.
///
/// Every benchmark runs the whole stream once per iteration through `benchmark.scaledIterations`, whose count is
/// the scaling factor, `.mega`. The framework divides each iteration's totals by that factor, so the reported
/// wall time and malloc count are per event.
enum Workload {
  /// The time between events.
  static let spacing = Duration.milliseconds(1)
  /// How long the virtual clock runs on after the last event, so trailing timers fire: longer than every interval.
  static let drain = Duration.seconds(1)

  /// The gate's interval.
  static let gateInterval = Duration.milliseconds(500)
  /// The throttle's interval.
  static let throttleInterval = Duration.milliseconds(400)
  /// The debounce's interval.
  static let debounceInterval = Duration.milliseconds(300)

  /// The configuration shared by every timing benchmark.
  static var configuration: Benchmark.Configuration {
    .init(
      metrics: [.wallClock, .mallocCountTotal],
      warmupIterations: 1,
      scalingFactor: .mega,
      maxDuration: .seconds(5),
      maxIterations: 25
    )
  }
}

/// What came out of one run: how many deliveries, and the last value. Checked after every run, so a benchmark that
/// stopped delivering, or delivered something else, fails instead of looking fast.
struct Tally {
  /// The number of deliveries.
  var count = 0
  /// The last delivered value, or -1.
  var last = -1

  /// Records one delivery.
  /// - Parameters:
  ///   - value: The delivered value.
  mutating func record(_ value: Int) {
    count += 1
    last = value
  }

  /// Fails the benchmark unless this run delivered what the workload's semantics predict.
  /// - Parameters:
  ///   - count: The expected number of deliveries.
  ///   - last: The expected last value.
  ///   - benchmark: The benchmark to fail.
  func expect(count: Int, last: Int, _ benchmark: Benchmark) {
    blackHole(self)
    guard self.count != count || self.last != last else { return }
    benchmark.error("delivered \(self.count) values ending with \(self.last); expected \(count) ending with \(last)")
  }
}

/// The deliveries each policy must produce on the workload; see docs/BENCHMARKS.md for the derivation.
enum Expected {
  /// Gate 0.5 s: admissions at 0, 0.5, …, 999.5 s.
  static let gate = (count: 2_000, last: 999_500)
  /// Throttle 0.4 s, leading, trailing, latest: at 0, then at every window end 0.4, 0.8, …, 1000.0 s.
  static let throttle = (count: 2_501, last: 999_999)
  /// Debounce 0.3 s: the stream never pauses, so only the last event, 0.3 s after it.
  static let debounce = (count: 1, last: 999_999)
}
