import SwiftSyntax
import TapwiseFormats

/// Lines and columns of syntax nodes in one file, counted as every lab reader counts them: lines from 1, columns in
/// Unicode scalars from 1 (``LineCounter``), so that Swift findings line up with storyboard ones in every format.
/// swift-syntax's own `SourceLocationConverter` counts UTF-8 bytes in a column, which an editor doesn't show.
///
/// Asking costs at most ``checkpointSpacing`` bytes of counting, in any order: the lab's one ``LineCounter`` is copied
/// at every multiple of that spacing the first time a place beyond it is asked for, and each place is counted from
/// the copy before it. A finder may ask for as many places as it likes, nested regions included, without counting
/// the file from its start each time.
///
/// ```swift
/// let places = SourcePlaces(tree)
/// places.region(of: button)   // line 12, column 9 to line 14, column 6
/// ```
package final class SourcePlaces {
  /// The bytes between two checkpoints: a place costs at most this much counting; the checkpoints take 24 bytes
  /// each, under 5% of the file.
  static let checkpointSpacing = 512

  /// The file's UTF-8 bytes, as the tree was parsed from them.
  private let bytes: [UInt8]
  /// The counter after counting `index * checkpointSpacing` bytes, for the start of the file up to the furthest place
  /// asked for.
  private var checkpoints = [LineCounter()]
  /// The position of each checkpoint, for going from a place back to its offset.
  private var checkpointPositions = [TextPosition(line: 1, column: 1, offset: 0)]

  /// Places in a parsed file.
  /// - Parameter tree: The file's tree; its text is its bytes.
  package convenience init(_ tree: SourceFileSyntax) {
    self.init(bytes: tree.syntaxTextBytes)
  }

  /// Places in a file's bytes, as its tree was parsed from them: the lab's reader has them already.
  /// - Parameter bytes: The file's bytes.
  package init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The position of a byte offset.
  /// - Parameter position: A position in the file.
  /// - Returns: Its line, column and offset.
  package func position(of position: AbsolutePosition) -> TextPosition {
    self.position(ofOffset: position.utf8Offset)
  }

  /// The position of a byte offset; one outside the file is taken as its nearest end.
  /// - Parameter offset: A byte offset.
  /// - Returns: Its line, column and offset.
  package func position(ofOffset offset: Int) -> TextPosition {
    let offset = min(max(offset, 0), bytes.count)
    let index = offset / Self.checkpointSpacing
    extendCheckpoints(through: index)
    var counter = checkpoints[index]
    return counter.position(of: offset, in: bytes)
  }

  /// The region a node spans, from its first token to just after its last, trivia (comments, spaces) left out.
  /// - Parameter node: A node of the file's tree.
  /// - Returns: Its region.
  package func region(of node: some SyntaxProtocol) -> SourceRegion {
    SourceRegion(
      position(of: node.positionAfterSkippingLeadingTrivia), position(of: node.endPositionBeforeTrailingTrivia))
  }

  /// The byte offset of a line and column: the first byte of the scalar there, the end of the line for a column past
  /// it, the end of the file for a line past it.
  /// - Parameters:
  ///   - line: The line, from 1.
  ///   - column: The column, from 1, in Unicode scalars.
  /// - Returns: The offset.
  package func offset(line: Int, column: Int) -> Int {
    let target = (line, column)
    // The last checkpoint at or before the place: checkpoints are counted on until one is past it or the file ends.
    while let last = checkpointPositions.last, (last.line, last.column) <= target, last.offset < bytes.count {
      extendCheckpoints(through: checkpoints.count)
    }
    var low = 0
    var high = checkpointPositions.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      let place = checkpointPositions[middle]
      if (place.line, place.column) <= target { low = middle } else { high = middle - 1 }
    }
    var counter = checkpoints[low]
    var offset = checkpointPositions[low].offset
    while offset < bytes.count {
      let place = counter.position(of: offset, in: bytes)
      // A UTF-8 continuation byte is inside the scalar before it; a line past the target means its end was passed.
      if place.line > line || (place.line == line && place.column >= column && bytes[offset] & 0xC0 != 0x80) {
        return place.line > line ? lineEnd(before: offset) : offset
      }
      offset += 1
    }
    return bytes.count
  }

  /// The text of a region as a message repeats it: on one line (each run of white space, line breaks included, one
  /// space), cut to a readable length and quoted where it must be (``Quoting/printableExcerpt(_:)``).
  /// - Parameter region: A region of the file.
  /// - Returns: For example `.frame(width: 24, height: 24)`.
  package func excerpt(of region: SourceRegion) -> String {
    let start = offset(line: region.startLine, column: region.startColumn)
    let end = max(start, offset(line: region.endLine, column: region.endColumn))
    var text = ""
    var pendingSpace = false
    for scalar in String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars {
      if scalar.properties.isWhitespace {
        pendingSpace = !text.isEmpty
        continue
      }
      if pendingSpace { text.unicodeScalars.append(" ") }
      pendingSpace = false
      text.unicodeScalars.append(scalar)
      // The excerpt keeps 40 characters: more is never printed.
      if text.unicodeScalars.count > 4 * Quoting.longestExcerpt { break }
    }
    return Quoting.printableExcerpt(text)
  }

  /// Where the line ends whose line break is just before an offset: before that one break (a line feed, a carriage
  /// return, or the pair).
  private func lineEnd(before offset: Int) -> Int {
    var end = offset
    if end > 0, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
    if end > 0, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return end
  }

  /// Counts on to the checkpoint at an index, and every one before it.
  private func extendCheckpoints(through index: Int) {
    while checkpoints.count <= index {
      var counter = checkpoints[checkpoints.count - 1]
      let position = counter.position(of: min(checkpoints.count * Self.checkpointSpacing, bytes.count), in: bytes)
      checkpoints.append(counter)
      checkpointPositions.append(position)
    }
  }
}
