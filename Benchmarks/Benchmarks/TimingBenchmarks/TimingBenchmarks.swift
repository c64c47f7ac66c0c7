import Benchmark

/// Issue 3: 1,000,000 events at 1 ms spacing on virtual time, through Tapwise's gate, throttle and debounce and
/// through each peer. Results are per event; see docs/BENCHMARKS.md.
let benchmarks: @Sendable () -> Void = {
  TapwiseTimingBenchmarks.register()
  PeerTimingBenchmarks.register()
}
