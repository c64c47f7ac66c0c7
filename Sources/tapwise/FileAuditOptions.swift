import ArgumentParser

/// The options of `tapwise audit` for files placed in scenes: storyboards and xibs, Swift source, and the baseline
/// workflow they share.
struct FileAuditOptions: ParsableArguments {
  @Option(
    name: .customLong("storyboard"), parsing: .upToNextOption,
    help: ArgumentHelp(
      "Storyboards and xibs to audit, or folders searched recursively for them; instead of --layout.",
      valueName: "path"))
  var storyboardPaths: [String] = []

  @Option(
    name: .customLong("swift"), parsing: .upToNextOption,
    help: ArgumentHelp(
      "Swift files to audit for SwiftUI and UIKit touch targets whose size the code fixes, or folders searched "
        + "recursively for them; with or instead of --storyboard, in one report.", valueName: "path"))
  var swiftPaths: [String] = []

  @Option(
    help: ArgumentHelp(
      "An earlier JSON report (--format json or --write-baseline): only findings not in it count toward the exit "
        + "status.", valueName: "file"))
  var baseline: String?

  @Option(
    help: ArgumentHelp("Also write this run's JSON report to a file, to use as the next --baseline.", valueName: "file")
  )
  var writeBaseline: String?

  /// Whether any file was given: a storyboard or a Swift path.
  var hasPaths: Bool { !storyboardPaths.isEmpty || !swiftPaths.isEmpty }
}
