import ArgumentParser
import Foundation
import Tapwise
import TapwiseFormats
import TapwiseAudit
import TapwiseSourceAudit

extension AuditFormat: ExpressibleByArgument {}
extension AuditProfile: ExpressibleByArgument {}

/// `tapwise audit`: builds a layout file, or the scenes of storyboards and xibs, in HeadlessUIKit, or reads Swift
/// source, and reports touch targets a finger will miss.
struct AuditCommand: ParsableCommand, SingleValueOptions {
  static let configuration = CommandConfiguration(
    commandName: "audit",
    abstract:
      "Build a layout file or storyboards in HeadlessUIKit, or read Swift source, and report touch targets a finger "
      + "will miss.",
    discussion: """
      Reports four kinds of finding: tooSmall, overlapping, unreachable and covered; for storyboards and xibs, \
      also views without a stored frame, which can't be audited. In Swift source (--swift), it finds SwiftUI and \
      UIKit touch targets and reports tooSmall where the code fixes a bound on the hit area below the minimum; a \
      target whose size the code doesn't fix is listed, never a finding. A file it can't read is listed in the \
      report and the others are audited. Exits 0 without findings, 1 with findings not in the --baseline (so \
      that CI can fail on them), 2 when a file or path given can't be read (for Swift files, when none could be \
      read), 3 for both; and 2, with no report, for a layout, baseline or configuration it can't read or a file \
      it can't write.
      """
  )

  static let singleValueOptions = [
    "--layout", "--baseline", "--write-baseline", "--format", "--svg", "--minimum-size", "--profile", "--config",
  ]

  @Option(
    help: ArgumentHelp(
      "A layout JSON file: {\"width\": W, \"height\": H, \"views\": [...]}; - for standard input.", valueName: "file"))
  var layout: String?

  @OptionGroup var files: FileAuditOptions

  @Option(
    help: ArgumentHelp(
      "The report format: text (one line per finding, then a summary), json (everything, the --baseline format), "
        + "xcode (path:line:column: warning: …, for Xcode and editors), github (GitHub Actions annotations) or "
        + "sarif (SARIF 2.1.0, for GitHub code scanning).", valueName: "format"))
  var format: AuditFormat?

  @Option(
    help: ArgumentHelp(
      "The size standard: apple (44×44 pt, the default), material (48×48), wcag-aa (WCAG 2.2 SC 2.5.8: 24×24, with "
        + "its spacing exception) or wcag-aaa (SC 2.5.5: 44×44).", valueName: "profile"))
  var profile: AuditProfile?

  @Option(
    help: ArgumentHelp(
      "A configuration file to read instead of the nearest .tapwise.yml from the current folder up; options given "
        + "here override its settings.", valueName: "file"))
  var config: String?

  @Option(
    help: ArgumentHelp(
      "Also draw each target's bounds and touch area, findings in red, to an SVG file; with --storyboard, a folder "
        + "that gets one SVG per scene (Swift source is not drawn).", valueName: "path")
  )
  var svg: String?

  @Option(
    help: ArgumentHelp(
      "The smallest touch area a target should fill around its centre; overrides the profile's size.",
      valueName: "w,h"),
    transform: { try LayoutLab.minimumSize(from: $0) }
  )
  var minimumSize: CGSize?

  func validate() throws {
    try rejectRepeatedOptions()
    guard (layout == nil) == files.hasPaths else {
      throw ValidationError("Give either --layout FILE, or --storyboard PATH… and --swift PATH… (either or both).")
    }
    if layout != nil, files.baseline != nil || files.writeBaseline != nil {
      throw ValidationError("--baseline and --write-baseline apply to --storyboard and --swift only.")
    }
    if svg != nil, layout == nil, files.storyboardPaths.isEmpty {
      throw ValidationError("--svg draws a layout or storyboards; Swift source is not drawn.")
    }
  }

  func run() throws {
    let configuration: AuditConfiguration
    do {
      configuration = try AuditConfiguration.resolved(
        file: config,
        commandLine: AuditConfiguration(
          profile: profile, minimumSize: minimumSize, baseline: files.baseline, reporter: format))
    } catch {
      try CommandOutput(stderr: "Error: \(error)\n", status: 2).finish()
      return
    }
    let settings = configuration.settings
    let (layout, svg) = (layout, svg)
    if let layout {
      try RuntimeHooks.onMainThread { LayoutLab.audit(layoutFile: layout, settings: settings, svgFile: svg) }.finish()
      return
    }
    let files = files
    try RuntimeHooks.onMainThread {
      var request = StoryboardLab.Request(paths: files.storyboardPaths)
      request.settings = settings
      request.configuration = configuration
      request.svgFolder = svg
      request.baseline = configuration.baseline
      request.baselineMayBeMissing = files.baseline == nil
      request.writeBaseline = files.writeBaseline
      return SourceLab.audit(request, swiftPaths: files.swiftPaths)
    }.finish()
  }
}
