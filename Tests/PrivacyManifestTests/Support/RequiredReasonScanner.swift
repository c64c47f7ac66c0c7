/// One place where source reaches a required-reason API.
struct RequiredReasonUse: Hashable, Sendable, CustomStringConvertible {
  /// The file, as a path from the repository's root.
  var file: String
  /// The line, counting from 1.
  var line: Int
  /// What it reaches.
  var api: RequiredReasonAPI

  /// `Sources/Tapwise/Platform/Platform.swift:10 uses systemUptime (system boot time)`.
  var description: String {
    "\(file):\(line) uses \(api)"
  }
}

/// Finds the required-reason APIs in Swift source by name, in code only (``SwiftCode``).
///
/// A name matches as a whole identifier: `fstatfs` is `fstatfs`, not `stat`, and `systemUptimeText` is nothing.
/// It errs on the side of finding too much: a property of our own named `creationDate` would count, and would have to
/// be renamed or declared. It can't see an API reached through another library; that library's manifest covers it.
enum RequiredReasonScanner {
  /// The APIs by name.
  static let byName = Dictionary(uniqueKeysWithValues: RequiredReasonAPI.all.map { ($0.name, $0) })

  /// Every use in one file, in source order.
  /// - Parameters:
  ///   - source: The file's contents.
  ///   - file: Its path, for the result.
  /// - Returns: The uses.
  static func uses(in source: String, file: String) -> [RequiredReasonUse] {
    let code = SwiftCode(source).scalars
    var uses: [RequiredReasonUse] = []
    var line = 1
    var index = 0
    while index < code.count {
      let scalar = code[index]
      if scalar == "\n" { line += 1 }
      guard isIdentifierStart(scalar), index == 0 || !isIdentifierPart(code[index - 1]) else {
        index += 1
        continue
      }
      var end = index + 1
      while end < code.count && isIdentifierPart(code[end]) { end += 1 }
      var name = ""
      name.unicodeScalars.append(contentsOf: code[index..<end])
      if let api = byName[name], api.form == .name || isCallWithArguments(code, after: end) {
        uses.append(RequiredReasonUse(file: file, line: line, api: api))
      }
      index = end
    }
    return uses
  }

  /// Whether an identifier ending at `position` is called with at least one argument: `(`, then anything but `)`.
  static func isCallWithArguments(_ code: [Unicode.Scalar], after position: Int) -> Bool {
    var index = position
    func skipSpace() {
      while index < code.count && code[index].properties.isWhitespace { index += 1 }
    }
    skipSpace()
    guard index < code.count, code[index] == "(" else { return false }
    index += 1
    skipSpace()
    return index < code.count && code[index] != ")"
  }

  /// A letter or `_`.
  static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic
  }

  /// A letter, a digit or `_`.
  static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
    isIdentifierStart(scalar) || scalar.properties.numericType != nil
  }
}
