import SwiftSyntax
import TapwiseFormats

/// Lines and columns of syntax nodes in one file, counted as every lab reader counts them: lines from 1, columns in
/// Unicode scalars from 1 (``LineCounter``), so that Swift findings line up with storyboard ones in every format.
/// swift-syntax's own `SourceLocationConverter` counts UTF-8 bytes in a column, which an editor doesn't show.
package struct SourcePlaces {
  /// The file's UTF-8 bytes, as the tree was parsed from them.
  private let bytes: [UInt8]

  /// Places in a parsed file.
  /// - Parameter tree: The file's tree; its text is its bytes.
  package init(_ tree: SourceFileSyntax) {
    bytes = tree.syntaxTextBytes
  }

  /// The position of a byte offset.
  /// - Parameter position: A position in the file.
  /// - Returns: Its line, column and offset.
  package func position(of position: AbsolutePosition) -> TextPosition {
    LineCounter.position(ofOffset: position.utf8Offset, in: bytes)
  }

  /// The region a node spans, from its first token to just after its last, trivia (comments, spaces) left out.
  /// - Parameter node: A node of the file's tree.
  /// - Returns: Its region.
  package func region(of node: some SyntaxProtocol) -> SourceRegion {
    SourceRegion(
      position(of: node.positionAfterSkippingLeadingTrivia), position(of: node.endPositionBeforeTrailingTrivia))
  }
}
