import SwiftSyntax
import TapwiseFormats

/// The SwiftUI targets of a file. (Skeleton: filled in by the SwiftUI rules.)
enum SwiftUITargetFinder {
  /// The SwiftUI targets in a file.
  /// - Parameters:
  ///   - tree: The file's tree.
  ///   - places: Lines and columns in it.
  /// - Returns: Its SwiftUI targets.
  static func targets(in tree: SourceFileSyntax, places: SourcePlaces) -> [SourceTarget] {
    []
  }
}
