import Foundation

/// A target under `Sources/`, read from the repository: its Swift files, its privacy manifest, and whether it can end
/// up in an iOS app.
struct SourceTarget {
  /// Where a target's code runs, which decides whether it needs a privacy manifest.
  enum Shipping: Equatable {
    /// Linked into iOS apps: a required-reason API it uses must be declared in its own manifest, since an app's
    /// manifest doesn't cover an SDK's use.
    case inApps
    /// Never in an iOS app, for the reason given: no manifest needed.
    case notInApps(String)
  }

  /// Every target under `Sources/` and where it runs. A new target fails `ShippedManifestTests` until it is added
  /// here.
  static let shipping: [String: Shipping] = [
    "TapwiseCore": .inApps,
    "Tapwise": .inApps,
    "TapwiseSwiftUI": .inApps,
    "HeadlessUIKit": .notInApps("UIKit's stand-in: Tapwise links it only where UIKit is absent, for Linux tests"),
    "TapwiseFormats": .notInApps("the lab's files and formats, under the tapwise CLI, built for macOS and Linux only"),
    "TapwiseTraces": .notInApps("tapwise simulate's logic, built for macOS and Linux only"),
    "TapwiseAudit": .notInApps("tapwise audit's and hit's logic, built for macOS and Linux only"),
    "TapwiseSourceAudit": .notInApps("tapwise audit --swift's logic, built for macOS and Linux only"),
    "TapwiseDemo": .notInApps("tapwise demo's scenarios, built for macOS and Linux only"),
    "tapwise": .notInApps("the command-line tool, for macOS and Linux"),
    "tapwise-fuzz": .notInApps("the fuzzing harness, for Linux"),
  ]

  /// The targets' names, in order.
  static let names = shipping.keys.sorted()

  /// The repository's root, found from this file's place in it.
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Sources/`.
  static let sourcesFolder = repositoryRoot.appendingPathComponent("Sources")

  /// The target's name, which is its folder's.
  let name: String

  /// Where the target runs.
  var shipping: Shipping { Self.shipping[name] ?? .inApps }

  /// The target's folder.
  var folder: URL { Self.sourcesFolder.appendingPathComponent(name) }

  /// Where its privacy manifest is, if it has one: the folder's top, as Xcode and SwiftPM expect it.
  var manifestURL: URL { folder.appendingPathComponent("PrivacyInfo.xcprivacy") }

  /// The folders under `Sources/`.
  /// - Returns: Their names, sorted.
  static func folderNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: sourcesFolder.path).filter { name in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(
        atPath: sourcesFolder.appendingPathComponent(name).path, isDirectory: &isFolder)
        && isFolder.boolValue
    }.sorted()
  }

  /// Its privacy manifest, or `nil` when it has none.
  /// - Returns: The manifest.
  func manifest() throws -> PrivacyManifest? {
    guard FileManager.default.fileExists(atPath: manifestURL.path) else { return nil }
    return try PrivacyManifest(contentsOf: manifestURL)
  }

  /// The target's Swift files, at any depth.
  /// - Returns: Their paths from the target's folder, sorted.
  func swiftFiles() throws -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: folder.path])
    }
    return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
  }

  /// Every use of a required-reason API in the target's Swift files, whatever platform a file is compiled for.
  /// - Returns: The uses, file by file in path order.
  func requiredReasonUses() throws -> [RequiredReasonUse] {
    var uses: [RequiredReasonUse] = []
    for file in try swiftFiles() {
      let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      uses += RequiredReasonScanner.uses(in: source, file: "Sources/\(name)/\(file)")
    }
    return uses
  }
}
