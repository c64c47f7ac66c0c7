/// Swift source with its comments and the text of its string literals blanked out, so that a scan for names sees only
/// code: a doc comment that mentions `systemUptime` is not a call.
///
/// Interpolations inside strings (`"\(defaults.bool(forKey: "k"))"`) stay code. Every blanked character becomes a
/// space and every line break stays, so line numbers are the source's. Handled: line and nested block comments,
/// single-line and multi-line strings, raw strings (`#"…"#`), escapes and interpolations in each. Regex literals are
/// read as code.
struct SwiftCode {
  /// The code, as Unicode scalars, with comments and string text replaced by spaces.
  let scalars: [Unicode.Scalar]

  /// Blanks a source text.
  /// - Parameters:
  ///   - source: The contents of a Swift file.
  init(_ source: String) {
    var blanker = Blanker(Array(source.unicodeScalars))
    blanker.run()
    scalars = blanker.output
  }

  /// The code as text.
  var text: String {
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    return text
  }
}

/// The state machine behind ``SwiftCode``: a stack of contexts, code or string, so that a string inside an
/// interpolation inside a string is read right.
private struct Blanker {
  /// Where the reader is.
  enum Context {
    /// Code, with the parentheses opened in it; in an interpolation the `)` that closes it returns to the string.
    case code(parentheses: Int)
    /// A string literal: its number of `#`s and whether it is `"""` multi-line.
    case string(hashes: Int, multiline: Bool)
  }

  /// The source.
  let input: [Unicode.Scalar]
  /// The result, built in place.
  var output: [Unicode.Scalar]
  /// The contexts, innermost last.
  var stack: [Context] = [.code(parentheses: 0)]
  /// The next scalar to read.
  var index = 0

  init(_ input: [Unicode.Scalar]) {
    self.input = input
    output = input
  }

  /// Reads the whole input.
  mutating func run() {
    while index < input.count {
      switch stack[stack.count - 1] {
      case .code(let parentheses): readCode(parentheses: parentheses)
      case .string(let hashes, let multiline): readString(hashes: hashes, multiline: multiline)
      }
    }
  }

  /// One step in code: a comment, the start of a string, a parenthesis, or any other scalar.
  mutating func readCode(parentheses: Int) {
    if starts(with: "//") {
      let end = input[index...].firstIndex(of: "\n") ?? input.count
      blank(index..<end)
    } else if starts(with: "/*") {
      var depth = 0
      var end = index
      repeat {
        if starts(with: "/*", at: end) {
          depth += 1
          end += 2
        } else if starts(with: "*/", at: end) {
          depth -= 1
          end += 2
        } else {
          end += 1
        }
      } while depth > 0 && end < input.count
      blank(index..<min(end, input.count))
    } else if input[index] == "#" || input[index] == "\"" {
      var end = index
      while end < input.count && input[end] == "#" { end += 1 }
      guard end < input.count, input[end] == "\"" else {
        index = end  // `#if`, `#selector`: code
        return
      }
      let multiline = starts(with: "\"\"\"", at: end)
      stack.append(.string(hashes: end - index, multiline: multiline))
      index = end + (multiline ? 3 : 1)
    } else if input[index] == "(" {
      stack[stack.count - 1] = .code(parentheses: parentheses + 1)
      index += 1
    } else if input[index] == ")" {
      if parentheses == 0 && stack.count > 1 {
        stack.removeLast()  // the end of an interpolation
      } else {
        stack[stack.count - 1] = .code(parentheses: max(parentheses - 1, 0))
      }
      index += 1
    } else {
      index += 1
    }
  }

  /// One step in a string: an interpolation, an escape, the closing delimiter, or text to blank.
  mutating func readString(hashes: Int, multiline: Bool) {
    let escape = "\\" + String(repeating: "#", count: hashes)
    let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
    if starts(with: escape + "(") {
      stack.append(.code(parentheses: 0))
      index += escape.unicodeScalars.count + 1
    } else if starts(with: escape) {
      blank(index..<min(index + escape.unicodeScalars.count + 1, input.count))
    } else if starts(with: closing) {
      stack.removeLast()
      index += closing.unicodeScalars.count
    } else if input[index] == "\n" && !multiline {
      stack.removeLast()  // an unterminated literal: the compiler rejects it; the scan goes on with code
      index += 1
    } else {
      blank(index..<index + 1)
    }
  }

  /// Whether the input has `text` at `position` (by default, the reader's).
  func starts(with text: String, at position: Int? = nil) -> Bool {
    let start = position ?? index
    let wanted = Array(text.unicodeScalars)
    guard start + wanted.count <= input.count else { return false }
    return input[start..<start + wanted.count].elementsEqual(wanted)
  }

  /// Replaces a range with spaces, keeping line breaks, and moves the reader past it.
  mutating func blank(_ range: Range<Int>) {
    for position in range where output[position] != "\n" { output[position] = " " }
    index = range.upperBound
  }
}
