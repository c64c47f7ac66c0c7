import Foundation
import TapwiseFormats

/// Reads storyboards and xibs into ``StoryboardDocument``s with the lab's ``XMLScanner``, in one pass and without
/// keeping the XML's structure.
///
/// - Views are the elements inside `<subviews>`, a view controller's `key="view"`, cells and their `key="contentView"`,
///   a table's header and footer views, a collection view's section headers and footers, and the views at the top
///   of a xib or a scene.
/// - Each view keeps its `<rect key="frame">`, `hidden`, `alpha`, `userInteractionEnabled` and `enabled`, Tapwise's
///   settings from its user-defined runtime attributes, and the recognizers connected to its `gestureRecognizers`.
/// - Anything else is skipped: an element the reader doesn't know is never an error.
///
/// ```swift
/// let document = try StoryboardReader.read(contentsOfFile: "Examples/storyboards/RxExample/RxExample-Numbers.storyboard")
/// document.scenes.map(\.name)   // ["NumbersViewController"]
/// ```
package enum StoryboardReader {
  /// Reads a file, or standard input for `-`.
  /// - Parameters:
  ///   - path: The file's path, which errors and reports repeat as given.
  /// - Returns: The document.
  /// - Throws: ``StoryboardError``: unreadable, malformed XML (with line and column), or a value it can't use.
  package static func read(contentsOfFile path: String) throws(StoryboardError) -> StoryboardDocument {
    try read(bytes: readFile(path, whatItIs: "Interface Builder file"), file: path)
  }

  /// The largest Interface Builder file or baseline read: 64 MiB (67,108,864 bytes).
  package static let maximumFileSize = 64 << 20

  /// Reads a whole file, or standard input for `-`, up to ``maximumFileSize``.
  /// - Parameters:
  ///   - path: The path, or `-`.
  ///   - whatItIs: What the file is, for the error about its size.
  /// - Returns: The bytes.
  /// - Throws: ``StoryboardError/unreadable(file:reason:)`` naming the reason: no such file, is a directory, …
  static func readFile(_ path: String, whatItIs: String) throws(StoryboardError) -> [UInt8] {
    let bytes: [UInt8]
    do {
      bytes = try InputFile(path: path).readAll(upTo: maximumFileSize)
    } catch {
      throw .unreadable(file: path, reason: "can't read the file: \(error.reason)")
    }
    guard bytes.count <= maximumFileSize else {
      throw .unreadable(
        file: path, reason: "larger than 64 MiB (\(maximumFileSize) bytes), the largest \(whatItIs) read")
    }
    return bytes
  }

  /// Reads a file's contents.
  /// - Parameters:
  ///   - data: The XML.
  ///   - file: The name errors and reports use.
  /// - Returns: The document.
  /// - Throws: ``StoryboardError``: malformed XML (with line and column), or a value it can't use.
  package static func read(_ data: Data, file: String) throws(StoryboardError) -> StoryboardDocument {
    try read(bytes: Array(data), file: file)
  }

  private static func read(bytes: [UInt8], file: String) throws(StoryboardError) -> StoryboardDocument {
    if let problem = notXML(bytes) { throw .unreadable(file: file, reason: problem) }
    let reader = StoryboardParser(file: file, bytes: bytes)
    let document = try reader.parse()
    guard reader.sawDocument else {
      throw .unreadable(file: file, reason: "not an Interface Builder file: it holds no XML element")
    }
    return document
  }

  /// What a file that can't be an Interface Builder file's XML is, in words, or `nil` when it starts as one does
  /// (with `<`, after a UTF-8 byte order mark and white space). UTF-16 and UTF-32 are refused: Interface Builder
  /// writes UTF-8, the one encoding ``XMLScanner`` reads.
  /// - Parameters:
  ///   - data: The file's bytes.
  /// - Returns: `the file is empty`, `a Git LFS pointer, not the Interface Builder file: run git lfs pull`, or
  ///   `not an Interface Builder file: it is not XML, it starts with "…"`.
  static func notXML(_ data: [UInt8]) -> String? {
    var start = data.startIndex
    if data.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
    if data.starts(with: [0xFE, 0xFF]) || data.starts(with: [0xFF, 0xFE]) || data.prefix(4).contains(0) {
      return "UTF-16 or UTF-32 text, not the UTF-8 that Interface Builder writes"
    }
    guard let first = data[start...].firstIndex(where: { !XMLByte.isSpace($0) }) else { return "the file is empty" }
    guard data[first] != UInt8(ascii: "<") else { return otherEncoding(data[first...]) }
    let text = data[first...].prefix(200)
    if text.starts(with: Array("version https://git-lfs.github.com/spec/".utf8)) {
      return "a Git LFS pointer, not the Interface Builder file: run git lfs pull"
    }
    let line = String(decoding: text.prefix { $0 != 0x0A && $0 != 0x0D }, as: UTF8.self)
    return "not an Interface Builder file: it is not XML, it starts with \(Quoting.quoted(line))"
  }

  /// The problem with an XML declaration that names an encoding other than UTF-8, or `nil`. Interface Builder
  /// writes UTF-8 only, the one encoding ``XMLScanner`` reads, so such a file is refused before scanning.
  private static func otherEncoding(_ text: ArraySlice<UInt8>) -> String? {
    guard text.starts(with: Array("<?xml".utf8)) else { return nil }
    let declaration = String(decoding: text.prefix(200).prefix { $0 != UInt8(ascii: ">") }, as: UTF8.self)
    guard let range = declaration.range(of: "encoding") else { return nil }
    let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
    let name = String(rest.prefix { $0 != "\"" && $0 != "'" && $0 != " " && $0 != "?" })
    guard !["utf-8", "utf8"].contains(name.lowercased()) else { return nil }
    return "its XML declaration names the encoding \(Quoting.quoted(name)): Interface Builder files are UTF-8"
  }
}
