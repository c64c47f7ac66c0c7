import Foundation
import HeadlessUIKit
import Tapwise
import TapwiseFormats

/// What `tapwise hit` and `tapwise audit` compute, from file paths to printed text and an exit status, so that the
/// commands stay thin and everything here is testable without the binary.
///
/// Exit statuses: `hit` exits 0, or 2 for a layout it can't use. `audit` exits 0 without findings, 1 with
/// findings (so that CI can fail on them), and 2 for a layout it can't use or an SVG it can't write.
///
/// ```swift
/// let result = LayoutLab.hit(layoutFile: "Examples/layouts/overlap.json", points: [CGPoint(x: 41, y: 66)])
/// result.stdout   // "41,66 -> toolbar/back (5 pt outside its bounds)\n"
/// ```
@MainActor
package enum LayoutLab {
  /// Builds a layout file and reports which view each point reaches, one line per point.
  /// - Parameters:
  ///   - layoutFile: The layout file's path, or `-` for standard input.
  ///   - points: Points in window coordinates.
  /// - Returns: Lines such as `350,120 -> card/close`; or an error and status 2.
  package static func hit(layoutFile: String, points: [CGPoint]) -> CommandOutput {
    let layout: Layout
    do {
      layout = try Layout.read(contentsOfFile: layoutFile)
    } catch {
      return CommandOutput(stderr: "Error: \(error)\n", status: 2)
    }
    let scene = LayoutScene(layout)
    return CommandOutput(stdout: points.map { scene.hitLine(at: $0) + "\n" }.joined())
  }

  /// Builds a layout file, audits its touch targets, and optionally draws them.
  /// - Parameters:
  ///   - layoutFile: The layout file's path, or `-` for standard input.
  ///   - settings: The size standard, disabled rules and report format.
  ///   - svgFile: Where to write an SVG of every target's bounds and touch area, with findings highlighted.
  /// - Returns: The report, with status 0 when no finding counts and 1 when one does; or an error and status 2.
  package static func audit(
    layoutFile: String, settings: AuditSettings = AuditSettings(), svgFile: String? = nil
  ) -> CommandOutput {
    let layout: Layout
    do {
      layout = try Layout.read(contentsOfFile: layoutFile)
    } catch {
      return CommandOutput(stderr: "Error: \(error)\n", status: 2)
    }
    let scene = LayoutScene(layout)
    let listed = TouchTargetAudit.run(on: scene.window, options: settings.options, overlaps: .everyPair)
    let findings = listed.map(\.finding)
    if let svgFile {
      do {
        let output = try OutputFile(creating: svgFile)
        let title = layoutFile == "-" ? "standard input" : (layoutFile as NSString).lastPathComponent
        output.write(
          TouchTargetDrawing.svg(
            title: title, trees: [(scene.window, findings)], minimumSize: settings.options.minimumSize,
            name: { ($0.accessibilityIdentifier ?? "\(type(of: $0))", nil) }))
        try output.flush()
      } catch {
        return CommandOutput(stderr: "Error: \(svgFile): can't write the SVG: \(error.reason)\n", status: 2)
      }
    }
    var report = scene.report(listed, file: layoutFile)
    report.suppress(settings.disabledRules)
    let text = report.rendered(as: settings.format)
    return CommandOutput(stdout: text.isEmpty ? "" : text + "\n", status: report.hasCountedProblems ? 1 : 0)
  }

  /// Parses a point written as `X,Y`, such as `12,30` or `-4.5, 10`: two numbers as a layout writes them (JSON's
  /// number grammar, within ±100,000), separated by a comma, with optional spaces around each.
  /// - Parameters:
  ///   - text: The text.
  /// - Returns: The point.
  /// - Throws: ``PointSyntaxError`` when the text isn't two such numbers separated by a comma.
  nonisolated package static func point(from text: String) throws(PointSyntaxError) -> CGPoint {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.count == 2 else { throw PointSyntaxError(text: text, problem: nil) }
    var coordinates: [CGFloat] = []
    for part in parts {
      do {
        coordinates.append(try LayoutNumber.value(part))
      } catch .notANumber {
        throw PointSyntaxError(text: text, problem: "\(Quoting.quoted(part)) is not a number such as 12 or -4.5")
      } catch {
        throw PointSyntaxError(text: text, problem: LayoutNumber.outOfRange(part))
      }
    }
    return CGPoint(x: coordinates[0], y: coordinates[1])
  }
}

/// A point argument that isn't `X,Y`.
package struct PointSyntaxError: Error, Equatable, CustomStringConvertible {
  /// The rejected text.
  package let text: String
  /// What is wrong with one of its numbers, or `nil` when it isn't two parts separated by a comma.
  package let problem: String?

  /// What a point should look like, and what is wrong with this one.
  package var description: String {
    let expected = "expected X,Y with two numbers, such as 12,30, found \(Quoting.quoted(text))"
    return problem.map { "\(expected): \($0)" } ?? expected
  }
}
