import TapwiseFormats
import TapwiseSourceAudit

/// Runs the Swift front end on UIKit snippets and reads back what its regions cover.
enum UIKitSourceFixtures {
  /// The UIKit targets of a snippet.
  static func targets(_ source: String) -> [SourceTarget] {
    SourceAnalysis.targets(inSource: source).filter { $0.framework == .uiKit }
  }

  /// The one UIKit target of a snippet, or `nil` when it has none or several.
  static func target(_ source: String) -> SourceTarget? {
    let found = targets(source)
    return found.count == 1 ? found[0] : nil
  }

  /// The text a region covers in a snippet (columns count Unicode scalars, as the lab counts them).
  static func text(_ region: SourceRegion?, in source: String) -> String? {
    guard let region else { return nil }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { Array(String($0).unicodeScalars) }
    guard region.startLine >= 1, region.endLine <= lines.count else { return nil }
    var scalars: [Unicode.Scalar] = []
    for line in region.startLine...region.endLine {
      let characters = lines[line - 1]
      let from = line == region.startLine ? region.startColumn - 1 : 0
      let to = line == region.endLine ? region.endColumn - 1 : characters.count
      guard from <= to, to <= characters.count else { return nil }
      scalars += characters[from..<to]
      if line != region.endLine { scalars.append("\n") }
    }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    return text
  }

  /// A view controller holding a snippet's members.
  static func controller(_ members: String) -> String {
    """
    import UIKit

    final class SettingsViewController: UIViewController {
    \(members)
    }
    """
  }
}
