import ArgumentParser
import TapwiseLab

extension LayoutLab.AuditFormat: ExpressibleByArgument {}

/// `tapwise audit`: builds a layout file in HeadlessUIKit and reports touch targets a finger will miss.
struct AuditCommand: AsyncParsableCommand, SingleValueOptions {
  static let configuration = CommandConfiguration(
    commandName: "audit",
    abstract: "Build a layout file in HeadlessUIKit and report touch targets a finger will miss.",
    discussion: """
      Reports four kinds of finding: tooSmall, overlapping, unreachable and covered. Exits 0 without findings, \
      1 with findings (so that CI can fail on them), and 2 for a layout it can't use or an SVG or output it can't \
      write.
      """
  )

  static let singleValueOptions = ["--layout", "--format", "--svg"]

  @Option(
    help: ArgumentHelp(
      "A layout JSON file: {\"width\": W, \"height\": H, \"views\": [...]}; - for standard input.", valueName: "file"))
  var layout: String

  @Option(help: "The report format: text (one line per finding, then a count) or json.")
  var format: LayoutLab.AuditFormat = .text

  @Option(
    help: ArgumentHelp(
      "Also draw each target's bounds and touch area, findings in red, to an SVG file.", valueName: "file")
  )
  var svg: String?

  func validate() throws {
    try rejectRepeatedOptions()
  }

  func run() async throws {
    let (layout, format, svg) = (layout, format, svg)
    try finish(await MainActor.run { LayoutLab.audit(layoutFile: layout, format: format, svgFile: svg) })
  }
}
