// libyaml's event API, which Yams builds on: SwiftPM makes the C module of a dependency's target importable. Yams has
// no public way to see an alias before it is resolved, so this check talks to libyaml itself.
import CYaml
import TapwiseFormats

/// What a configuration file must pass before Yams builds its tree: one YAML document, well formed, no aliases, keys
/// that are names, and shallow nesting.
///
/// Each refusal keeps a small hostile file small. Yams resolves an alias by sharing the anchored node, and hashes every
/// mapping key to find duplicates, so a "billion laughs" file of a few lines, with aliases as keys, would hash a
/// billion nodes; a key that is a list or mapping makes that hashing grow with the square of the file. libyaml reads
/// the events in one pass with constant stack, so this check costs one pass over the file, whatever it holds.
///
/// ```swift
/// try YAMLPrecheck.check(Array("a: &x [1]\nb: *x\n".utf8))   // throws: line 2, column 4, aliases …
/// ```
enum YAMLPrecheck {
  /// The deepest nesting of lists and mappings allowed. A configuration needs two: its keys, and a key's list.
  static let deepestNesting = 16

  /// Why a file is refused, and where.
  struct Problem: Error, Equatable {
    /// The line, from 1.
    var line: Int
    /// The column, from 1, in characters.
    var column: Int
    /// What is wrong.
    var message: String
  }

  /// The message for nesting deeper than ``deepestNesting``.
  private static let nestedTooDeeply = "lists and mappings nested deeper than \(deepestNesting) levels"

  /// A list or mapping open around the next event.
  private enum Open {
    case sequence
    /// A mapping, and whether its next node is a key.
    case mapping(nextIsKey: Bool)
  }

  /// Checks a file's bytes.
  /// - Parameters:
  ///   - bytes: The file, UTF-8, not empty.
  /// - Throws: ``Problem`` for malformed YAML, a second document, an alias, a key that is a list or mapping, or
  ///   nesting deeper than ``deepestNesting``.
  static func check(_ bytes: [UInt8]) throws(Problem) {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else { throw Problem(line: 1, column: 1, message: "out of memory") }
    defer { yaml_parser_delete(&parser) }
    // The problem is returned, not thrown: the closure of an older SDK's withUnsafeBufferPointer throws `any Error`.
    let problem = bytes.withUnsafeBufferPointer { buffer -> Problem? in
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
      do throws(Problem) {
        try events(&parser, bytes: bytes)
        return nil
      } catch {
        return error
      }
    }
    if let problem { throw problem }
  }

  /// Reads the events up to the end of the stream.
  private static func events(_ parser: inout yaml_parser_t, bytes: [UInt8]) throws(Problem) {
    var open: [Open] = []
    var documents = 0
    while true {
      var event = yaml_event_t()
      guard yaml_parser_parse(&parser, &event) == 1 else { throw malformed(parser, bytes: bytes) }
      defer { yaml_event_delete(&event) }
      let mark = event.start_mark
      func refuse(_ message: String) -> Problem {
        Problem(line: Int(mark.line) + 1, column: Int(mark.column) + 1, message: message)
      }
      switch event.type {
      case YAML_STREAM_END_EVENT:
        return
      case YAML_DOCUMENT_START_EVENT:
        documents += 1
        guard documents == 1 else { throw refuse("a second YAML document; a configuration file holds one") }
      case YAML_ALIAS_EVENT:
        throw refuse("aliases such as *name are not allowed in a configuration file")
      case YAML_SCALAR_EVENT:
        try node(isCollection: false, in: &open, refuse)
      case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
        try node(isCollection: true, in: &open, refuse)
        guard open.count < deepestNesting else {
          throw refuse(nestedTooDeeply)
        }
        open.append(event.type == YAML_SEQUENCE_START_EVENT ? .sequence : .mapping(nextIsKey: true))
      case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
        open.removeLast()
      default:
        break
      }
    }
  }

  /// Notes a node in the innermost open list or mapping, refusing a list or mapping as a key.
  private static func node(
    isCollection: Bool, in open: inout [Open], _ refuse: (String) -> Problem
  ) throws(Problem) {
    guard case .mapping(let nextIsKey) = open.last else { return }
    if nextIsKey && isCollection { throw refuse("a key must be a name such as profile, not a list or mapping") }
    open[open.count - 1] = .mapping(nextIsKey: !nextIsKey)
  }

  /// libyaml's reason for refusing the file, with its place.
  private static func malformed(_ parser: yaml_parser_t, bytes: [UInt8]) -> Problem {
    let problem = parser.problem.map { String(cString: $0) } ?? "unreadable"
    guard parser.error != YAML_READER_ERROR else {
      // A reader error has a byte offset instead of a mark: a control character, or a byte order mark midway.
      let place = LineCounter.position(ofOffset: parser.problem_offset, in: bytes)
      let value = parser.problem_value
      let character = value >= 0 ? " (U+\(hex(value)))" : ""
      return Problem(line: place.line, column: place.column, message: "malformed YAML: \(problem)\(character)")
    }
    var message = "malformed YAML: \(problem)"
    if problem.hasPrefix("Maximum nesting level") {
      // libyaml's own limit, 1000 levels, stops a flow collection before its events reach this check.
      message = nestedTooDeeply
    } else if let context = parser.context {
      message += ", \(String(cString: context)) on line \(parser.context_mark.line + 1)"
    }
    let mark = parser.problem_mark
    return Problem(line: Int(mark.line) + 1, column: Int(mark.column) + 1, message: message)
  }

  /// A code point in upper-case hexadecimal, at least four digits.
  private static func hex(_ value: Int32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
