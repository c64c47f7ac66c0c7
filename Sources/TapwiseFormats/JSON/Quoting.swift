// `public` and `@inlinable` though TapwiseFormats is no library product, so no client can see it: Swift 6.3 serializes
// no `package` body for another module, and the storyboard audit names every view through it (issue 30's instruction
// guard).
/// The one way the lab repeats what an input said in its messages and reports: names, ids, paths and values, cut to
/// a readable length, and quoted as a JSON string literal where they could otherwise break a line, move the cursor or
/// start a CI workflow command.
///
/// ```swift
/// Quoting.quoted("kee")               // "\"kee\"": always a literal, for "unknown member \"kee\""
/// Quoting.printable("Main.storyboard")  // "Main.storyboard": a literal only when it must be
/// Quoting.printable("::error::x")       // "\"::error::x\""
/// Quoting.excerpt(String(repeating: "a", count: 50))  // 39 a's and "…"
/// ```
public enum Quoting {
  /// The longest text a message repeats, in characters; longer text keeps its start and ends in `…`.
  public static let longestExcerpt = 40

  /// Text cut to ``longestExcerpt`` characters, for messages that repeat what the input said.
  /// - Parameters:
  ///   - text: Any text.
  /// - Returns: The text, or its first characters followed by `…`.
  @inlinable public static func excerpt(_ text: String) -> String {
    // A character takes at least one byte, so text of no more bytes than that is short enough without counting
    // its characters (grapheme breaking was a twentieth of reading a 60 MB storyboard, where every id is short).
    guard text.utf8.count > longestExcerpt else { return text }
    var end = text.startIndex
    for _ in 0..<longestExcerpt {
      guard end < text.endIndex else { return text }
      end = text.index(after: end)
    }
    guard end < text.endIndex else { return text }
    return text[..<text.index(before: end)] + "…"
  }

  /// A name or string as a JSON string literal on one line, cut to ``longestExcerpt`` characters first: how a
  /// message names what it is about.
  /// - Parameters:
  ///   - text: Any text.
  /// - Returns: For example `"kee"`, or `"aaaa…"` for a long text.
  @inlinable public static func quoted(_ text: String) -> String {
    JSONText.quoted(excerpt(text))
  }

  /// Text as reports and messages print it: as it is, or as a JSON string literal when it holds a control character
  /// or a line or paragraph separator, or starts with `:` or white space, so that it can't break a line, move the
  /// cursor or start a CI workflow command such as `::error::`.
  /// - Parameters:
  ///   - text: A file path, or a name already cut.
  /// - Returns: `Main.storyboard`, or for example `"::error::x\n.storyboard"`.
  @inlinable public static func printable(_ text: String) -> String {
    let first = text.unicodeScalars.first
    guard
      text.unicodeScalars.contains(where: isUnprintable) || first == ":" || first.map(isWhitespace) == true
    else { return text }
    return JSONText.quoted(text)
  }

  /// A name from a file as reports and messages print it: ``excerpt(_:)``, then ``printable(_:)``.
  /// - Parameters:
  ///   - name: A label, class, id or scene name.
  /// - Returns: `Sign In`, `xxxxxxxx…`, or for example `"Sign\nIn"`.
  @inlinable public static func printableExcerpt(_ name: String) -> String {
    printable(excerpt(name))
  }

  /// A control character (C0, DEL, C1) or a line or paragraph separator: what ``JSONText/quoted(_:)`` escapes
  /// beyond quotes and backslashes, and what makes ``printable(_:)`` quote.
  /// - Parameters:
  ///   - scalar: Any scalar.
  /// - Returns: Whether a terminal or log viewer could read it as a control sequence or a line break.
  @inlinable public static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
  }

  /// Whether a scalar is Unicode white space, answered without the property tables for ASCII, where only the
  /// space and the controls from tab to carriage return are.
  @inlinable static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
  }
}
