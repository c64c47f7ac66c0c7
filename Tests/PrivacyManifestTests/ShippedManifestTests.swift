import Foundation
import Testing

/// The shipped privacy manifests against the sources: App Store Connect rejects an app whose SDKs use a
/// required-reason API they don't declare (ITMS-91053), and an app's own manifest can't declare it for them.
@Suite("Privacy manifests")
struct ShippedManifestTests {
  @Test func everyTargetSaysWhetherItShipsInApps() throws {
    #expect(
      try SourceTarget.folderNames() == SourceTarget.names,
      "add each new folder under Sources/ to SourceTarget.shipping, with where it runs")
  }

  @Test(arguments: SourceTarget.names)
  func manifestDeclaresExactlyTheRequiredReasonAPIsItsTargetUses(_ name: String) throws {
    let target = SourceTarget(name: name)
    try #require(!target.swiftFiles().isEmpty, "no Swift files found in \(target.folder.path)")
    let problems = ManifestCheck.problems(
      target: name, shipsInApps: target.shipping == .inApps, uses: try target.requiredReasonUses(),
      declared: try target.manifest().map { Set($0.accessedAPITypes.keys) })
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func tapwiseDeclaresItsEventClockAsSystemBootTimeForTimingEvents() throws {
    let target = SourceTarget(name: "Tapwise")
    let manifest = try #require(try target.manifest())
    #expect(manifest.accessedAPITypes == [.systemBootTime: ["35F9.1"]])
    #expect(try target.requiredReasonUses().map(\.api.name).contains("systemUptime"))
  }

  @Test(arguments: SourceTarget.names)
  func noManifestDeclaresTrackingOrCollectedData(_ name: String) throws {
    guard let manifest = try SourceTarget(name: name).manifest() else { return }
    #expect(manifest.tracking == false)
    #expect(manifest.trackingDomains == [])
    #expect(manifest.collectedDataTypes == [])
  }

  @Test func tapwiseCoreUsesNoRequiredReasonAPISoNeedsNoManifest() throws {
    let target = SourceTarget(name: "TapwiseCore")
    #expect(try target.requiredReasonUses() == [])
    #expect(try target.manifest() == nil)
  }

  @Test func tapwiseResourceBundleCarriesTheManifest() throws {
    let names = ["Tapwise_Tapwise.resources", "Tapwise_Tapwise.bundle"]
    let folders = [
      Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
    ]
    let candidates = folders.flatMap { folder in names.map { folder.appendingPathComponent($0) } }
    let bundle = try #require(
      candidates.first { FileManager.default.fileExists(atPath: $0.path) },
      "no Tapwise resource bundle in \(folders.map(\.path))")
    let shipped = try Data(contentsOf: bundle.appendingPathComponent("PrivacyInfo.xcprivacy"))
    #expect(shipped == (try Data(contentsOf: SourceTarget(name: "Tapwise").manifestURL)))
  }
}
