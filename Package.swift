// swift-tools-version: 6.1
import PackageDescription

/// Platforms without UIKit get HeadlessUIKit in its place.
let headlessPlatforms: [Platform] = [.linux, .macOS, .windows, .android, .wasi, .openbsd]
/// Platforms with UIKit, where TapwiseSwiftUI has code and builds on the UIKit layer.
let uikitPlatforms: [Platform] = [.iOS, .macCatalyst, .tvOS, .visionOS]

let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "Tapwise",
  platforms: [.iOS(.v15), .macOS(.v13)],
  products: [
    .library(name: "TapwiseCore", targets: ["TapwiseCore"]),
    .library(name: "Tapwise", targets: ["Tapwise"]),
    .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
    .library(name: "TapwiseSwiftUI", targets: ["TapwiseSwiftUI"]),
    .executable(name: "tapwise", targets: ["tapwise"]),
    .plugin(name: "AuditTouchTargets", targets: ["AuditTouchTargets"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(name: "TapwiseCore", swiftSettings: strict),
    .target(name: "HeadlessUIKit", swiftSettings: strict),
    // Tapwise reads the system uptime on iOS, a required-reason API: its privacy manifest declares it for the App Store
    // (docs/Privacy.md). Nothing reads the resource at run time.
    .target(
      name: "Tapwise",
      dependencies: ["TapwiseCore", .target(name: "HeadlessUIKit", condition: .when(platforms: headlessPlatforms))],
      resources: [.copy("PrivacyInfo.xcprivacy")],
      swiftSettings: strict
    ),
    // SwiftUI modifiers over TapwiseCore and the UIKit layer. Every file is wholly under `#if canImport(SwiftUI) &&
    // canImport(UIKit)`, so the target is empty on Linux and macOS; Scripts/apple-typecheck checks it for iOS 15.
    .target(
      name: "TapwiseSwiftUI",
      dependencies: ["TapwiseCore", .target(name: "Tapwise", condition: .when(platforms: uikitPlatforms))],
      swiftSettings: strict
    ),
    .target(
      name: "TapwiseLab",
      // Yams reads `.tapwise.yml`. TapwiseLab is the CLI's body, not a library product, so no client inherits it.
      dependencies: ["TapwiseCore", "Tapwise", "HeadlessUIKit", .product(name: "Yams", package: "Yams")],
      swiftSettings: strict
    ),
    .executableTarget(
      name: "tapwise",
      dependencies: [
        "TapwiseLab",
        // RuntimeHooks.onMainThread: the commands' synchronous run() reaches the lab's main-actor code with it.
        "Tapwise",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict
    ),
    // `swift package audit-touch-targets` in any package that depends on Tapwise: runs `tapwise audit` on its
    // storyboards and xibs (Tapwise's documentation: Audit, "The package plugin"). Reads only, so it needs no
    // permission; Scripts/plugin-check runs it.
    .plugin(
      name: "AuditTouchTargets",
      capability: .command(
        intent: .custom(
          verb: "audit-touch-targets",
          description: "Audit the package's storyboards and xibs for touch targets a finger will miss (tapwise audit)")
      ),
      dependencies: ["tapwise"]
    ),
    // The lab's parsers under libFuzzer: Scripts/fuzz builds it with the fuzzer; a plain build replays saved inputs
    // through the same checks (docs/Fuzzing.md).
    .executableTarget(
      name: "tapwise-fuzz",
      dependencies: ["TapwiseLab", "TapwiseCore"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "TapwiseCoreTests",
      dependencies: [
        "TapwiseCore",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "HeadlessUIKitTests",
      dependencies: ["HeadlessUIKit", .product(name: "PropertyBased", package: "swift-property-based")],
      swiftSettings: strict),
    // Tapwise's tests written against UIKit's API alone: they run on Linux through HeadlessUIKit and typecheck
    // against the iOS SDK with UIKit in its place (Scripts/apple-typecheck).
    .target(
      name: "TapwiseTestSupport", dependencies: ["Tapwise"], path: "Tests/TapwiseTestSupport", swiftSettings: strict),
    .testTarget(name: "TapwiseTests", dependencies: ["Tapwise", "TapwiseTestSupport"], swiftSettings: strict),
    // Tapwise's tests that drive HeadlessUIKit's test drivers (TouchDriver, HeadlessActionTarget) or its SPI: Linux only.
    .testTarget(
      name: "TapwiseHeadlessTests",
      dependencies: [
        "Tapwise", "HeadlessUIKit", "TapwiseTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict),
    .testTarget(
      name: "TapwiseLabTests",
      dependencies: [
        "TapwiseLab", "TapwiseCore", "Tapwise", "HeadlessUIKit",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict
    ),
    // Every privacy manifest against the sources it covers (docs/Privacy.md). It reads the repository's files; it
    // depends on Tapwise only so that Tapwise's resource bundle is built beside the tests.
    .testTarget(name: "PrivacyManifestTests", dependencies: ["Tapwise"], swiftSettings: strict),
    .testTarget(
      name: "TapwiseCLITests",
      dependencies: ["tapwise"],
      exclude: ["Expected", "Fixtures"],
      swiftSettings: strict
    ),
  ],
  swiftLanguageModes: [.v6]
)
