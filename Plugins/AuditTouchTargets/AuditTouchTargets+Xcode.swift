#if canImport(XcodeProjectPlugin)
  import Foundation
  import PackagePlugin
  import XcodeProjectPlugin

  /// The plugin in an Xcode project (File ▸ Packages, or the project's context menu ▸ AuditTouchTargets): audits the
  /// storyboards and xibs among the input files of the targets Xcode passes with `--target`, or of every target, and
  /// shows each finding as a warning in the Issue navigator at its file and line, and each file that couldn't be read
  /// as an error. See "The package plugin" in Tapwise's documentation (Audit).
  ///
  /// Built only where Xcode provides the XcodeProjectPlugin module; Scripts/plugin-typecheck checks it against that
  /// module's interface.
  extension AuditTouchTargets: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      let request = AuditArguments(arguments)
      let project = context.xcodeProject
      var paths = request.paths
      if paths.isEmpty {
        let chosen = project.targets.filter { request.targets.isEmpty || request.targets.contains($0.displayName) }
        var seen: Set<String> = []
        for target in chosen {
          for file in target.inputFiles where InterfaceBuilderFiles.isInterfaceBuilderFile(file.url.path) {
            if seen.insert(file.url.path).inserted { paths.append(file.url.path) }
          }
        }
        if paths.isEmpty {
          print(
            "\(Self.name): no .storyboard or .xib file among the input files of \(project.displayName)'s "
              + "targets: nothing to audit")
          return
        }
      }
      let run = TapwiseRun(tool: try context.tool(named: "tapwise").url, directory: project.directoryURL)
      // The xcode format's lines become Xcode's own warnings, so that a click opens the file at the view's line.
      let status = try run.run(request.tapwiseArguments(paths: paths)) { line in
        if let finding = XcodeFindingLine(line) {
          if finding.isError {
            Diagnostics.error(finding.message, file: finding.file, line: finding.line)
          } else {
            Diagnostics.warning(finding.message, file: finding.file, line: finding.line)
          }
        } else {
          print(line)
        }
      }
      TapwiseRun.finish(status)
    }
  }
#endif
