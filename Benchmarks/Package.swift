// swift-tools-version: 6.1
import PackageDescription

// Tapwise's benchmarks: a package of their own, so `swift test` at the root never builds them.
// Run everything with `swift package --package-path Benchmarks benchmark` (see docs/BENCHMARKS.md).

let package = Package(
  name: "TapwiseBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "Tapwise", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.1.4"),
  ],
  targets: [
    // Virtual-time machinery for the peers, the naive ports of the seeds, a main-actor benchmark helper, and the
    // tap fixtures that benchmarks and plain executables (the instruction-count guard) share.
    .target(
      name: "BenchmarkSupport",
      dependencies: [
        .product(name: "Tapwise", package: "Tapwise"),
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "OpenCombine", package: "OpenCombine"),
      ]
    ),
    .executableTarget(
      name: "TimingBenchmarks",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "TapwiseCore", package: "Tapwise"),
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "OpenCombine", package: "OpenCombine"),
        .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
      ],
      path: "Benchmarks/TimingBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "TapThrottleBenchmarks",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "Tapwise", package: "Tapwise"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/TapThrottleBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "TouchAreaBenchmarks",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "Tapwise", package: "Tapwise"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/TouchAreaBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Writes the generated storyboards that Scripts/storyboard-benchmarks times `tapwise audit --storyboard` on.
    .executableTarget(name: "storyboard-generator", path: "Sources/StoryboardGenerator"),
  ],
  swiftLanguageModes: [.v6]
)
