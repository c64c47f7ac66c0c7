import Foundation

/// Reads storyboards and xibs into ``StoryboardDocument``s with Foundation's streaming `XMLParser`, in one pass and
/// without keeping the XML.
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
    try read(Data(readFile(path, whatItIs: "Interface Builder file")), file: path)
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
    if let problem = notXML(data) { throw .unreadable(file: file, reason: problem) }
    if let limit = xmlParserInputLimit, data.count > limit {
      throw .unreadable(
        file: file,
        reason: "larger than \(limit) bytes, the most FoundationXML's parser reads (libxml2 without its huge-input "
          + "option)")
    }
    if let line = lineOfEmptyProcessingInstruction(data) {
      throw .invalid(
        file: file, line: line, column: 1,
        message: "a processing instruction without data, which Interface Builder never writes and FoundationXML "
          + "crashes on")
    }
    let parser = XMLParser(data: data)
    let reader = StoryboardParser(file: file, data: data)
    parser.delegate = reader
    parser.shouldResolveExternalEntities = false
    _ = parser.parse()
    if let error = reader.error { throw error }
    guard reader.sawDocument else {
      throw .unreadable(file: file, reason: "not an Interface Builder file: it holds no XML element")
    }
    return reader.document
  }

  /// What a file that can't be an Interface Builder file's XML is, in words, or `nil` when it starts as one does
  /// (with `<`, after a UTF-8 byte order mark and white space). UTF-16 and UTF-32 are refused: Interface Builder
  /// writes UTF-8, and libxml2 2.9.14 can crash when the reader stops it on text it can't convert (found by
  /// fuzzing).
  /// - Parameters:
  ///   - data: The file's bytes.
  /// - Returns: `the file is empty`, `a Git LFS pointer, not the Interface Builder file: run git lfs pull`, or
  ///   `not an Interface Builder file: it is not XML, it starts with "…"`.
  static func notXML(_ data: Data) -> String? {
    var start = data.startIndex
    if data.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
    if data.starts(with: [0xFE, 0xFF]) || data.starts(with: [0xFF, 0xFE]) || data.prefix(4).contains(0) {
      return "UTF-16 or UTF-32 text, not the UTF-8 that Interface Builder writes"
    }
    let isSpace: (UInt8) -> Bool = { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
    guard let first = data[start...].firstIndex(where: { !isSpace($0) }) else { return "the file is empty" }
    guard data[first] != UInt8(ascii: "<") else { return otherEncoding(data[first...]) }
    let text = data[first...].prefix(200)
    if text.starts(with: Array("version https://git-lfs.github.com/spec/".utf8)) {
      return "a Git LFS pointer, not the Interface Builder file: run git lfs pull"
    }
    let line = String(decoding: text.prefix { $0 != 0x0A && $0 != 0x0D }, as: UTF8.self)
    return "not an Interface Builder file: it is not XML, it starts with \(JSONType.quoted(line))"
  }

  /// The line of the first processing instruction without data, such as `<?pi?>`, or `nil`. FoundationXML on Linux
  /// crashes on one (a null string it reads; found by fuzzing). `<?` can't stand in an attribute value or text, so
  /// only a comment or CDATA section could hold one that isn't real, and Interface Builder writes neither.
  static func lineOfEmptyProcessingInstruction(_ data: Data) -> Int? {
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int? in
      let bytes = bytes.bindMemory(to: UInt8.self)
      var line = 1
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x0A { line += 1 }
        guard byte == UInt8(ascii: "<"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "?") else {
          index += 1
          continue
        }
        var end = index + 2
        while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
        while end < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end]) { end += 1 }
        if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "?"), bytes[end + 1] == UInt8(ascii: ">") { return line }
        index += 2
      }
      return nil
    }
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
  }

  /// The problem with an XML declaration that names an encoding other than UTF-8, or `nil`. Interface Builder
  /// writes UTF-8 only, and libxml2 2.9.14 can crash when the reader stops it on an encoding it can't convert
  /// (found by fuzzing), so such a file is refused before parsing.
  private static func otherEncoding(_ text: Data.SubSequence) -> String? {
    guard text.starts(with: Array("<?xml".utf8)) else { return nil }
    let declaration = String(decoding: text.prefix(200).prefix { $0 != UInt8(ascii: ">") }, as: UTF8.self)
    guard let range = declaration.range(of: "encoding") else { return nil }
    let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
    let name = String(rest.prefix { $0 != "\"" && $0 != "'" && $0 != " " && $0 != "?" })
    guard !["utf-8", "utf8"].contains(name.lowercased()) else { return nil }
    return "its XML declaration names the encoding \(JSONType.quoted(name)): Interface Builder files are UTF-8"
  }
}
