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
    // The Swift source audit's parser (TapwiseSourceAudit only), pinned to one version: the toolchain's own,
    // Swift 6.3's grammar.
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
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
    // The lab: what the `tapwise` CLI computes, in four targets whose direction the compiler keeps (formats below
    // traces and the audit, the audit below the demo). None is a library product, so no client can import them;
    // what crosses between them is `package`. They are for macOS and Linux: the audit and the demo play on
    // HeadlessUIKit. docs/ARCHITECTURE.md draws the map.
    //
    // Formats and files, the vocabulary every command shares: reading and writing files (`InputFile`, `OutputFile`),
    // the one JSON grammar, the SVG writer, text positions and the one line counter, quoting a name for output, the
    // number grammar of layouts and points, and `CommandOutput`, what every command returns. TapwiseCore only for
    // `GeometryText`, the one way the package writes a number. What the other lab targets run per event or per view
    // (the JSON reader, numbers, positions, quoting) is `public` and `@inlinable` here, though no client can see
    // the target: Swift 6.3 serializes no `package` body for another module, and each file says what it cost.
    .target(name: "TapwiseFormats", dependencies: ["TapwiseCore"], swiftSettings: strict),
    // `tapwise simulate`: trace reading, the runs of TapwiseCore's simulator (its `@_spi(Simulation)`), their JSON
    // lines and the timeline picture. No UI: it links neither Tapwise, HeadlessUIKit nor Yams.
    .target(name: "TapwiseTraces", dependencies: ["TapwiseFormats", "TapwiseCore"], swiftSettings: strict),
    // `tapwise audit` and `tapwise hit`: layouts, and storyboards read with the one XML grammar (here, not in the
    // formats: only the storyboard reader reads XML, and its scanner runs per element), built as HeadlessUIKit view
    // trees and audited with Tapwise's touch-target audit; `.tapwise.yml` (read with Yams, the one package beyond the
    // toolchain the lab uses), the report in every format, and the audit picture.
    .target(
      name: "TapwiseAudit",
      dependencies: [
        "TapwiseFormats", "TapwiseCore", "Tapwise", "HeadlessUIKit", .product(name: "Yams", package: "Yams"),
      ],
      swiftSettings: strict
    ),
    // `tapwise audit --swift`: touch targets in Swift source (SwiftUI views and programmatic UIKit), read with
    // swift-syntax, their hit areas sized where the code fixes them, into the same report as the other front ends.
    // Its own target so that swift-syntax reaches neither the demo nor the storyboard audit.
    .target(
      name: "TapwiseSourceAudit",
      dependencies: [
        "TapwiseAudit", "TapwiseFormats", "TapwiseCore",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      swiftSettings: strict
    ),
    // `tapwise demo`: scenarios played on HeadlessUIKit; one of them audits a storyboard, hence TapwiseAudit.
    .target(
      name: "TapwiseDemo", dependencies: ["TapwiseAudit", "TapwiseCore", "Tapwise", "HeadlessUIKit"],
      swiftSettings: strict),
    // The CLI: ArgumentParser commands and nothing they compute; each command calls one lab target.
    .executableTarget(
      name: "tapwise",
      dependencies: [
        "TapwiseFormats", "TapwiseTraces", "TapwiseAudit", "TapwiseSourceAudit", "TapwiseDemo",
        // RuntimeHooks.onMainThread: the commands' synchronous run() reaches the lab's main-actor code with it.
        "Tapwise",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict
    ),
    // `swift package audit-touch-targets` in any package that depends on Tapwise: runs `tapwise audit` on its
    // storyboards, xibs and Swift sources (Tapwise's documentation: Audit, "The package plugin"). Reads only, so it
    // needs no permission; Scripts/plugin-check runs it.
    .plugin(
      name: "AuditTouchTargets",
      capability: .command(
        intent: .custom(
          verb: "audit-touch-targets",
          description: "Audit the package's storyboards, xibs and Swift sources for touch targets a finger will miss")
      ),
      dependencies: ["tapwise"]
    ),
    // The lab's parsers under libFuzzer: Scripts/fuzz builds it with the fuzzer; a plain build replays saved inputs
    // through the same checks (docs/Fuzzing.md).
    .executableTarget(
      name: "tapwise-fuzz",
      // What it fuzzes: the layout, storyboard and configuration readers (the audit), the trace readers (traces),
      // and the JSON and XML grammars under them (formats).
      dependencies: ["TapwiseAudit", "TapwiseSourceAudit", "TapwiseTraces", "TapwiseFormats", "TapwiseCore"],
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
        "TapwiseFormats", "TapwiseTraces", "TapwiseAudit", "TapwiseSourceAudit", "TapwiseDemo", "TapwiseCore",
        "Tapwise", "HeadlessUIKit", .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
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
