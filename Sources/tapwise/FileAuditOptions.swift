import ArgumentParser

/// The options of `tapwise audit` for Interface Builder files: the files, and the baseline workflow.
struct StoryboardAuditOptions: ParsableArguments {
  @Option(
    name: .customLong("storyboard"), parsing: .upToNextOption,
    help: ArgumentHelp(
      "Storyboards and xibs to audit, or folders searched recursively for them; instead of --layout.",
      valueName: "path"))
  var paths: [String] = []

  @Option(
    help: ArgumentHelp(
      "An earlier JSON report (--format json or --write-baseline): only findings not in it count toward the exit "
        + "status.", valueName: "file"))
  var baseline: String?

  @Option(
    help: ArgumentHelp("Also write this run's JSON report to a file, to use as the next --baseline.", valueName: "file")
  )
  var writeBaseline: String?
}
