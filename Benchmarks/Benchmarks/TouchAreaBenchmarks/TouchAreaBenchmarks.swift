import Benchmark
import BenchmarkSupport
import Tapwise

/// Issue 5: a hit test on a 1,000-view tree, plain and with touch areas on some views. Each benchmark runs in its
/// own process, so the plain one runs where no touch area was ever set and no hook is installed. Results are per
/// hit test; see docs/BENCHMARKS.md.
let benchmarks: @Sendable () -> Void = {
  register("Hit test, 1,000 views: plain (no touch areas)", .none)
  register("Hit test, 1,000 views: 90 buttons with touch areas (runtime hook)", .runtimeHook)
  register("Hit test, 1,000 views: 90 TouchAreaButtons with touch areas (no hook)", .subclass)
}

/// Registers one setup: 1,000 hit tests per iteration, reported per hit test.
func register(_ name: String, _ setup: ViewTree.TouchAreaSetup) {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal],
    warmupIterations: 10,
    scalingFactor: .kilo,
    maxDuration: .seconds(3),
    maxIterations: 10_000
  )
  mainActorBenchmark(
    name, configuration: configuration, fixture: { ViewTree(setup) }, verify: { check($1, setup, $0) }
  ) { _, tree in
    var hits = 0
    for point in tree.points where tree.window.hitTest(point, with: nil) != nil {
      hits += 1
    }
    blackHole(hits)
  }
}

/// Fails the benchmark unless the tree is what it claims: 1,000 views, buttons hit, and with touch areas, some
/// buttons hit outside their real bounds (so the areas are really in effect). Runs outside the measurement.
@MainActor
func check(_ tree: ViewTree, _ setup: ViewTree.TouchAreaSetup, _ benchmark: Benchmark) {
  let census = tree.census()
  let areasWork = setup == .none ? census.outsideBounds == 0 : census.outsideBounds > 0
  if tree.viewCount != 1_000 || census.buttons == 0 || !areasWork {
    benchmark.error("\(tree.viewCount) views; \(census.buttons) button hits, \(census.outsideBounds) outside bounds")
  }
}
