import Foundation
import PackagePlugin

/// `swift package audit-touch-targets [options] [paths…]`: runs `tapwise audit` on the storyboards, xibs and Swift
/// sources of the package it is run in, in one invocation and so one report, with the `xcode` format unless
/// `--format` is given, and fails when `tapwise` does (findings, unreadable input, a usage error). See "The package
/// plugin" in Tapwise's documentation (Sources/Tapwise/Documentation.docc/Audit.md).
///
/// - Without paths it audits the storyboards and xibs in the whole package directory, except hidden folders such as
///   `.build` and `.git`, and the Swift files of the package's library and executable targets
///   (``SwiftSourceTargets``); a package without either gets one line that says so, and the command succeeds.
/// - Paths are relative to the package directory, which is also where `tapwise` runs and starts looking for
///   `.tapwise.yml`.
/// - `--target NAME` audits that target's folder: its storyboards and xibs, and its Swift files.
@main
struct AuditTouchTargets: CommandPlugin {
  /// The name this plugin's messages start with.
  static let name = "audit-touch-targets"

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let request = AuditArguments(arguments)
    let directory = context.package.directoryURL
    var inputs = AuditInputs()
    for path in request.paths { inputs.add(path, in: directory) }
    if !request.targets.isEmpty {
      for target in try context.package.targets(named: request.targets) {
        let folder = target.directoryURL
        if AuditedFiles.holdsAny(.interfaceBuilder, in: folder) {
          inputs.add(Self.relative(folder, to: directory), as: .interfaceBuilder)
        }
        if let swift = SwiftSourceTargets.folder(of: target) {
          inputs.add(Self.relative(swift, to: directory), as: .swift)
        }
      }
    }
    if request.paths.isEmpty && request.targets.isEmpty {
      for entry in AuditedFiles.topLevelEntries(of: .interfaceBuilder, in: directory) {
        inputs.add(entry, as: .interfaceBuilder)
      }
      for target in context.package.targets where SwiftSourceTargets.isAuditedByDefault(target) {
        if let swift = SwiftSourceTargets.folder(of: target) {
          inputs.add(Self.relative(swift, to: directory), as: .swift)
        }
      }
    }
    if inputs.isEmpty {
      let missing =
        request.targets.isEmpty
        ? "no .storyboard or .xib file in \(directory.path) (hidden folders such as .build are not searched), and "
          + "no library or executable target with .swift files"
        : "no .storyboard, .xib or .swift file in the target\(request.targets.count == 1 ? "" : "s") "
          + request.targets.joined(separator: ", ")
      print("\(Self.name): \(missing): nothing to audit")
      return
    }
    let run = TapwiseRun(tool: try context.tool(named: "tapwise").url, directory: directory)
    TapwiseRun.finish(try run.run(request.tapwiseArguments(inputs)))
  }

  /// A path inside a folder as a path relative to it (`Sources/App`), or the path itself when it is outside.
  /// - Parameters:
  ///   - url: A file or folder.
  ///   - folder: The folder `tapwise` runs in.
  static func relative(_ url: URL, to folder: URL) -> String {
    let path = url.standardizedFileURL.path
    let base = folder.standardizedFileURL.path
    let prefix = base.hasSuffix("/") ? base : base + "/"
    if path == base { return "." }
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
