import Foundation
import PackagePlugin

/// `swift package audit-touch-targets [options] [paths…]`: runs `tapwise audit` on the storyboards and xibs of the
/// package it is run in, with the `xcode` format unless `--format` is given, and fails when `tapwise` does (findings,
/// unreadable input, a usage error). See "The package plugin" in Tapwise's documentation (Sources/Tapwise/Documentation.docc/Audit.md).
///
/// - Without paths it audits the whole package directory, except hidden folders such as `.build` and `.git`; a
///   package without any storyboard or xib gets one line that says so, and the command succeeds.
/// - Paths are relative to the package directory, which is also where `tapwise` runs and starts looking for
///   `.tapwise.yml`.
/// - `--target NAME` audits that target's folder.
@main
struct AuditTouchTargets: CommandPlugin {
  /// The name this plugin's messages start with.
  static let name = "audit-touch-targets"

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let request = AuditArguments(arguments)
    let directory = context.package.directoryURL
    var paths = request.paths
    if !request.targets.isEmpty {
      for target in try context.package.targets(named: request.targets) {
        paths.append(Self.relative(target.directoryURL, to: directory))
      }
    }
    if paths.isEmpty {
      paths = InterfaceBuilderFiles.topLevelEntries(in: directory)
      if paths.isEmpty {
        print(
          "\(Self.name): no .storyboard or .xib file in \(directory.path) (hidden folders such as .build are "
            + "not searched): nothing to audit")
        return
      }
    }
    let run = TapwiseRun(tool: try context.tool(named: "tapwise").url, directory: directory)
    TapwiseRun.finish(try run.run(request.tapwiseArguments(paths: paths)))
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
