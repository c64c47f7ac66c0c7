import SwiftParser
import SwiftSyntax
import TapwiseFormats

/// Reads one Swift file for the audit: its bytes through the lab's ``InputFile``, then the checks that keep a bad
/// file to one line in the report: its size, its encoding, its syntax and how deep it nests.
///
/// - A file over ``maximumFileSize`` is refused before more than that is read, so memory stays bounded whatever
///   the file (swift-syntax's tree takes several times the file's size).
/// - The text must be UTF-8, as the compiler requires; the first byte that isn't is named by its place.
/// - The parser stops at ``maximumNestingLevel`` brackets (its own guard for its stack), and the tree may be at most
///   ``maximumDepth`` nodes deep, so that no visitor that walks it recursively can overflow the stack it runs on
///   (``SourceStack``); either is a problem with the place where the nesting goes too deep.
/// - A file with a syntax error is refused at its first error, as the compiler would: a tree the parser had to
///   repair could hold targets the code doesn't.
///
/// ```swift
/// let bytes = try SourceFileReader.bytes(ofFile: "App/LoginView.swift")
/// let tree = try SourceFileReader.parse(bytes, file: "App/LoginView.swift")
/// ```
package enum SourceFileReader {
  /// The largest Swift file read: 2 MiB (2,097,152 bytes). swift-syntax's tree takes about 77 bytes for each byte of
  /// source (an 8 MB file took 644 MB, issue 31's measurement), so this holds one file's tree under about 160 MB. A
  /// hand-written file is rarely over 1 MiB (the largest of ten real apps' 6,483 files is 1.2 MB of generated icon
  /// names); what is larger is generated (protocol buffers, string tables) and holds no views.
  package static let maximumFileSize = 2 << 20
  /// The deepest brackets (`(`, `[`, `{`, `<`, `#if`) nest before the parser stops: swift-syntax's own limit for a
  /// release build, set here so that debug builds read the same files (their default is 20).
  package static let maximumNestingLevel = 256
  /// The deepest the syntax tree may be, in nodes: a long chain of modifiers or member accesses nests without
  /// brackets (`a.b.c…`, `.padding().padding()…`), and every visitor recurses once per level.
  package static let maximumDepth = 2_000
  /// The most square brackets opened in a row, with only white space between them. swift-syntax 603's parser
  /// looks ahead for a type at each `[` twice (an inline array `[N of T]`, then an array), so its time doubles with
  /// every `[` in such a run: 22 took 2 s, 39 hung the fuzzer (issue 32's CI run). Real code opens a handful.
  package static let maximumOpeningRun = 16

  /// Reads a whole file, or standard input for `-`, up to ``maximumFileSize``.
  /// - Parameters:
  ///   - path: The path, or `-`.
  /// - Returns: The bytes.
  /// - Throws: ``SourceFileError`` naming the reason: no such file, is a directory, too large, ….
  package static func bytes(ofFile path: String) throws(SourceFileError) -> [UInt8] {
    let bytes: [UInt8]
    do {
      bytes = try InputFile(path: path).readAll(upTo: maximumFileSize)
    } catch {
      throw SourceFileError(file: path, problem: "can't read the file: \(error.reason)")
    }
    guard bytes.count <= maximumFileSize else {
      throw SourceFileError(
        file: path,
        problem: "larger than \(maximumFileSize >> 20) MiB (\(maximumFileSize) bytes), the largest Swift file read")
    }
    return bytes
  }

  /// Parses a file's bytes, refusing what the audit can't read.
  /// - Parameters:
  ///   - bytes: The file's bytes.
  ///   - file: The name errors use.
  /// - Returns: The tree, free of syntax errors.
  /// - Throws: ``SourceFileError``: not UTF-8, a syntax error, nested too deep, each with its place.
  package static func parse(_ bytes: [UInt8], file: String) throws(SourceFileError) -> SourceFileSyntax {
    if let problem = encodingProblem(bytes) {
      throw SourceFileError(
        file: file, place: problem.offset.map { LineCounter.position(ofOffset: $0, in: bytes) }, problem: problem.text)
    }
    if let offset = openingRunProblem(bytes) {
      throw SourceFileError(
        file: file, place: LineCounter.position(ofOffset: offset, in: bytes),
        problem: "more than \(maximumOpeningRun) \"[\" in a row, the most a Swift file is read with")
    }
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
    if let problem = SourceSyntaxCheck.problem(in: tree, maximumDepth: maximumDepth) {
      let text =
        problem.kind == .tooDeep
        ? "nested more than \(maximumDepth) levels deep, the deepest a Swift file is read to"
        : problem.kind == .tooManyBrackets
          ? "brackets nested more than \(maximumNestingLevel) deep, the deepest a Swift file is read to"
          : "invalid Swift: \(problem.text)"
      throw SourceFileError(file: file, place: LineCounter.position(ofOffset: problem.offset, in: bytes), problem: text)
    }
    return tree
  }

  /// The offset of the first `[` that makes a run of them (only white space between) longer than ``maximumOpeningRun``, or `nil` when there is none. Bytes are read as they are, strings and comments
  /// included: such a run there is refused too.
  static func openingRunProblem(_ bytes: [UInt8]) -> Int? {
    // Only a `[` starts a run, so the lab's byte search jumps from one to the next instead of a look at every byte.
    var start = 0
    while let first = bytes.firstOffset(of: CollectionOfOne(UInt8(ascii: "[")), from: start) {
      var run = 0
      var offset = first
      scan: while offset < bytes.count {
        switch bytes[offset] {
        case UInt8(ascii: "["):
          run += 1
          if run > maximumOpeningRun { return offset }
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): break
        default: break scan
        }
        offset += 1
      }
      start = offset
    }
    return nil
  }

  /// What keeps bytes from being Swift source the compiler reads: UTF-16 or UTF-32, a Git LFS pointer, or a byte
  /// that isn't UTF-8 (with its offset); `nil` for UTF-8 text.
  static func encodingProblem(_ bytes: [UInt8]) -> (text: String, offset: Int?)? {
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
      return ("UTF-16 or UTF-32 text, not the UTF-8 that Swift source is", nil)
    }
    if bytes.starts(with: Array("version https://git-lfs.github.com/spec/".utf8)) {
      return ("a Git LFS pointer, not the Swift file: run git lfs pull", nil)
    }
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error:
        let byte = String(bytes[offset], radix: 16, uppercase: true)
        return ("not UTF-8 text: malformed UTF-8 from the byte 0x\(byte.count == 1 ? "0" + byte : byte)", offset)
      }
    }
  }
}
