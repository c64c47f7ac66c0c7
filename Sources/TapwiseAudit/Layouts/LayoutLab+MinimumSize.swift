import Foundation

extension LayoutLab {
  /// Parses a minimum size written as `W,H`, such as `44,44` or `48, 48`: the `--minimum-size` of `tapwise audit`.
  /// - Parameters:
  ///   - text: The text.
  /// - Returns: The size.
  /// - Throws: ``SizeSyntaxError`` when the text isn't two finite, non-negative numbers separated by a comma.
  nonisolated package static func minimumSize(from text: String) throws(SizeSyntaxError) -> CGSize {
    guard let point = try? point(from: text), point.x >= 0, point.y >= 0 else { throw SizeSyntaxError(text: text) }
    return CGSize(width: point.x, height: point.y)
  }
}

/// A size argument that isn't `W,H`.
package struct SizeSyntaxError: Error, Equatable, CustomStringConvertible {
  /// The rejected text.
  package let text: String

  /// What a size should look like.
  package var description: String {
    "expected W,H with two finite numbers that are not negative, such as 44,44, found \"\(text)\""
  }
}
