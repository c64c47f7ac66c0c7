#if canImport(XcodeProjectPlugin)
  import Foundation
  import PackagePlugin
  import XcodeProjectPlugin

  /// The plugin in an Xcode project (File ▸ Packages, or the project's context menu ▸ AuditTouchTargets): audits the
  /// storyboards, xibs and Swift files among the input files of the targets Xcode passes with `--target`, or of every
  /// target (test bundles' Swift files only when they are chosen), in one run of `tapwise audit`, and shows each
  /// finding as a warning in the Issue navigator at its file and line, and each file that couldn't be read as an
  /// error. See "The package plugin" in Tapwise's documentation (Audit).
  ///
  /// Built only where Xcode provides the XcodeProjectPlugin module; Scripts/plugin-typecheck checks it against that
  /// module's interface.
  extension AuditTouchTargets: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      let request = AuditArguments(arguments)
      let project = context.xcodeProject
      var inputs = AuditInputs()
      for path in request.paths { inputs.add(path, in: project.directoryURL) }
      if request.paths.isEmpty {
        let chosen = project.targets.filter { request.targets.isEmpty || request.targets.contains($0.displayName) }
        var seen: Set<String> = []
        for target in chosen {
          // Tests build views at sizes no screen shows: their Swift files are audited only when chosen by name.
          let auditsSwift = !request.targets.isEmpty || !Self.isTestBundle(target)
          for file in target.inputFiles {
            let path = file.url.path
            let kind = AuditedFileKind.allCases.first { $0.matches(path) }
            guard let kind, kind != .swift || auditsSwift, seen.insert(path).inserted else { continue }
            inputs.add(path, as: kind)
          }
        }
        if inputs.isEmpty {
          print(
            "\(Self.name): no .storyboard, .xib or .swift file among the input files of \(project.displayName)'s "
              + "targets: nothing to audit")
          return
        }
      }
      let run = TapwiseRun(tool: try context.tool(named: "tapwise").url, directory: project.directoryURL)
      // The xcode format's lines become Xcode's own warnings, so that a click opens the file at the view's line.
      let status = try run.run(request.tapwiseArguments(inputs)) { line in
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

    /// Whether an Xcode target builds a unit or UI test bundle (product types
    /// `com.apple.product-type.bundle.unit-test` and `….bundle.ui-testing`).
    /// - Parameter target: A target of the project.
    static func isTestBundle(_ target: XcodeTarget) -> Bool {
      guard case .other(let type)? = target.product?.kind else { return false }
      return type.contains(".bundle.unit-test") || type.contains(".bundle.ui-testing")
    }
  }
#endif
