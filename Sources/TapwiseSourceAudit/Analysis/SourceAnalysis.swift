import SwiftParser
import SwiftSyntax
import TapwiseFormats

/// The Swift front end's analysis of one file: parses it with swift-syntax and finds its SwiftUI and UIKit touch
/// targets, each with what its code fixes about its hit area.
///
/// ```swift
/// let targets = SourceAnalysis.targets(inSource: "struct V: View { var body: some View { Button(\"OK\") {} } }")
/// targets.first?.kind   // "Button"
/// ```
package enum SourceAnalysis {
  /// The targets in a file's text, in source order.
  /// - Parameter source: The file's text.
  /// - Returns: Its targets.
  package static func targets(inSource source: String) -> [SourceTarget] {
    let tree = Parser.parse(source: source)
    return targets(in: tree, places: SourcePlaces(tree))
  }

  /// The targets in a parsed file, in source order.
  /// - Parameters:
  ///   - tree: The file's syntax tree.
  ///   - places: Lines and columns in that file.
  /// - Returns: Its targets.
  package static func targets(in tree: SourceFileSyntax, places: SourcePlaces) -> [SourceTarget] {
    let found =
      SwiftUITargetFinder.targets(in: tree, places: places) + UIKitTargetFinder.targets(in: tree, places: places)
    return found.sorted {
      ($0.region.startLine, $0.region.startColumn) < ($1.region.startLine, $1.region.startColumn)
    }
  }
}
