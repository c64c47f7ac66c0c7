import SwiftSyntax
import TapwiseFormats

/// The UIKit targets made in a file's code. (Skeleton: filled in by the UIKit rules.)
enum UIKitTargetFinder {
  /// The UIKit targets in a file.
  /// - Parameters:
  ///   - tree: The file's tree.
  ///   - places: Lines and columns in it.
  /// - Returns: Its UIKit targets.
  static func targets(in tree: SourceFileSyntax, places: SourcePlaces) -> [SourceTarget] {
    []
  }
}
