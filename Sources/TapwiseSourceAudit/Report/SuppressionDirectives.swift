import SwiftSyntax
import TapwiseAudit
import TapwiseFormats

/// The `// tapwise:disable:next` comments of one file, as SwiftLint reads `swiftlint:disable:next`: the rules a
/// comment names (`tapwise:disable:next tooSmall`), or every rule when it names none, are off for the line after it.
///
/// - Only a comment counts: the text in a string literal is no directive.
/// - The rules are the words right after the directive; a word that names no rule is ignored, so a misspelt rule
///   turns nothing off (the finding stays) rather than everything.
/// - The file is searched for the directive's text first, so that a file without one costs one pass over its bytes
///   and no look at its tree.
///
/// ```swift
/// // tapwise:disable:next tooSmall
/// Image(systemName: "xmark").frame(width: 20, height: 20).onTapGesture { close() }
/// ```
struct SuppressionDirectives {
  /// The directive's text.
  static let directive = "tapwise:disable:next"

  /// The lines on which every rule is off.
  private var everyRule: Set<Int> = []
  /// The rules turned off on each line by directives that name them.
  private var rulesByLine: [Int: Set<AuditRule>] = [:]

  /// Reads a file's directives.
  /// - Parameters:
  ///   - tree: The file's tree, to tell comments from code.
  ///   - bytes: The file's bytes.
  ///   - places: Lines in the file.
  init(tree: SourceFileSyntax, bytes: [UInt8], places: SourcePlaces) {
    for offset in Self.occurrences(in: bytes) {
      guard let comment = Self.comment(at: offset, in: tree) else { continue }
      let after = comment.text.utf8.index(comment.text.utf8.startIndex, offsetBy: offset - comment.start)
      let rest = comment.text[after...].dropFirst(Self.directive.count)
      guard rest.first.map({ $0.isWhitespace || $0 == "*" }) ?? true else { continue }
      let line = places.position(ofOffset: offset).line + 1
      // A directive that names no rule turns every rule off; one that names only unknown words, none.
      let words = Self.words(in: rest)
      if words.isEmpty {
        everyRule.insert(line)
      } else {
        rulesByLine[line, default: []].formUnion(words.compactMap { AuditRule(rawValue: String($0)) })
      }
    }
  }

  /// Whether a rule is off on a line.
  /// - Parameters:
  ///   - rule: The rule.
  ///   - line: The line, from 1.
  /// - Returns: `true` when a directive on the line before turns it off.
  func suppresses(_ rule: AuditRule, onLine line: Int) -> Bool {
    everyRule.contains(line) || rulesByLine[line]?.contains(rule) == true
  }

  /// The byte offsets where the directive's text starts.
  private static func occurrences(in bytes: [UInt8]) -> [Int] {
    let pattern = Array(directive.utf8)
    var found: [Int] = []
    bytes.withUnsafeBufferPointer { buffer in
      var index = 0
      while let offset = buffer.firstOffset(of: pattern, from: index) {
        found.append(offset)
        index = offset + pattern.count
      }
    }
    return found
  }

  /// The comment a byte offset is in, with its text and the offset where it starts; `nil` when the offset is in code.
  private static func comment(at offset: Int, in tree: SourceFileSyntax) -> (text: String, start: Int)? {
    guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)) else { return nil }
    for (trivia, start) in [
      (token.leadingTrivia, token.position.utf8Offset),
      (token.trailingTrivia, token.endPositionBeforeTrailingTrivia.utf8Offset),
    ] {
      var pieceStart = start
      for piece in trivia {
        let pieceEnd = pieceStart + piece.sourceLength.utf8Length
        if offset >= pieceStart, offset < pieceEnd {
          switch piece {
          case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text):
            return (text, pieceStart)
          default:
            return nil
          }
        }
        pieceStart = pieceEnd
      }
    }
    return nil
  }

  /// The words after the directive, up to the end of the comment or the first that isn't a word (` - because …`).
  private static func words(in text: Substring) -> [Substring] {
    var words: [Substring] = []
    for word in text.split(whereSeparator: { $0.isWhitespace || $0 == "," }) {
      let name = word.hasSuffix("*/") ? word.dropLast(2) : word
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { break }
      words.append(name)
    }
    return words
  }
}
