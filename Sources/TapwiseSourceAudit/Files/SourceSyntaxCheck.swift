import SwiftSyntax
import TapwiseFormats

/// The one walk over a parsed file before any finder sees it: how deep the tree goes, and where its first syntax
/// error is. It keeps its own stack of children, so that it can't overflow the thread's stack however deep the tree
/// goes, and it stops at the first problem.
///
/// The first error is what the compiler would say first, in the reader's words, without swift-syntax's diagnostics
/// module: a token the parser had to assume (`expected ")"`, `expected an expression`), code it couldn't place
/// (`unexpected "@@"`), or a malformed token (`invalid character in "…"`), each at its byte offset.
enum SourceSyntaxCheck {
  /// What is wrong, and where.
  struct Problem: Equatable {
    /// Which kind of problem.
    enum Kind: Equatable {
      /// The tree is deeper than allowed.
      case tooDeep
      /// The parser stopped at its bracket nesting limit.
      case tooManyBrackets
      /// A syntax error, described by ``Problem/text``.
      case syntax
    }

    /// Which kind of problem.
    var kind: Kind
    /// The byte offset where it is.
    var offset: Int
    /// A syntax error in words: `expected ")"`.
    var text = ""
  }

  /// The first problem of a tree, in source order, or `nil` when it has none.
  /// - Parameters:
  ///   - tree: The file's tree.
  ///   - maximumDepth: The deepest a node may be; the file is the root, at depth 0.
  /// - Returns: The problem.
  static func problem(in tree: SourceFileSyntax, maximumDepth: Int) -> Problem? {
    let checkErrors = tree.hasError
    var stack = [tree.children(viewMode: .all).makeIterator()]
    var previousEnd = 0
    while !stack.isEmpty {
      guard let child = stack[stack.count - 1].next() else {
        stack.removeLast()
        continue
      }
      if stack.count > maximumDepth {
        return Problem(kind: .tooDeep, offset: child.positionAfterSkippingLeadingTrivia.utf8Offset)
      }
      if checkErrors, child.hasError, let problem = syntaxProblem(child, previousEnd: previousEnd) {
        return problem
      }
      if let token = child.as(TokenSyntax.self) {
        if token.presence == .present { previousEnd = token.endPositionBeforeTrailingTrivia.utf8Offset }
        continue
      }
      stack.append(child.children(viewMode: .all).makeIterator())
    }
    return checkErrors ? Problem(kind: .syntax, offset: 0, text: "a syntax error") : nil
  }

  /// The problem a node with an error is itself, or `nil` when the error is further down.
  private static func syntaxProblem(_ node: Syntax, previousEnd: Int) -> Problem? {
    let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
    if let unexpected = node.as(UnexpectedNodesSyntax.self) {
      guard !node.hasMaximumNestingLevelOverflow else { return Problem(kind: .tooManyBrackets, offset: offset) }
      return Problem(kind: .syntax, offset: offset, text: "unexpected \(excerpt(of: unexpected))")
    }
    guard let token = node.as(TokenSyntax.self) else { return nil }
    if token.presence == .missing {
      return Problem(kind: .syntax, offset: previousEnd, text: "expected \(expected(token))")
    }
    guard let diagnostic = token.tokenDiagnostic, diagnostic.severity == .error else { return nil }
    return Problem(
      kind: .syntax, offset: token.position.utf8Offset + Int(diagnostic.byteOffset),
      text: words(of: "\(diagnostic.kind)") + " in " + excerpt(of: token))
  }

  /// What the parser assumed in place of a missing token: `")"`, `an expression`, `a name`.
  private static func expected(_ token: TokenSyntax) -> String {
    switch token.parent?.kind {
    case .missingExpr?: return "an expression"
    case .missingType?: return "a type"
    case .missingDecl?: return "a declaration"
    case .missingPattern?: return "a pattern"
    case .missingStmt?: return "a statement"
    default: break
    }
    // A missing token of a fixed spelling (punctuation, a keyword) carries it as its text.
    if !token.text.isEmpty { return Quoting.quoted(token.text) }
    switch token.tokenKind {
    case .identifier: return "a name"
    case .integerLiteral, .floatLiteral: return "a number"
    case .stringSegment: return "text"
    default: return "more code"
    }
  }

  /// A node's code on one line, cut to some 40 characters and quoted (``Quoting/quoted(_:)``): how the message names
  /// it. Its tokens are read only as far as needed.
  private static func excerpt(of node: some SyntaxProtocol) -> String {
    var text = ""
    var spaceBefore = false
    for token in node.tokens(viewMode: .sourceAccurate) {
      if !text.isEmpty, spaceBefore || !token.leadingTrivia.isEmpty { text += " " }
      text += token.text
      spaceBefore = !token.trailingTrivia.isEmpty
      if text.count > Quoting.longestExcerpt { break }
    }
    return Quoting.quoted(text)
  }

  /// `invalidCharacter` as `invalid character`: a lexer diagnostic's case name in words.
  private static func words(of name: String) -> String {
    var words = ""
    for character in name {
      if character.isUppercase {
        words += " " + character.lowercased()
      } else {
        words.append(character)
      }
    }
    return words
  }
}
