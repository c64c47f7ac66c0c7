import Foundation
import TapwiseCore
import Yams
import TapwiseFormats

/// Reads the value of one key of a `.tapwise.yml`, refusing what can't be used with a message that names the key, the
/// value's place and what is allowed: `minimum_size: -4 is negative`.
struct ConfigurationValue {
  /// The largest minimum size, in points, on either side: larger values are typos.
  static let largestSize: CGFloat = 10_000

  /// The key, such as `minimum_size`.
  let key: String
  /// The configuration file's path, for messages.
  let file: String

  /// One of a fixed set of names, such as a profile or a rule id.
  /// - Parameters:
  ///   - node: The value.
  ///   - type: The choices.
  ///   - plural: What the choices are called, such as `profiles`; without its final `s`, what one is called.
  /// - Returns: The choice named.
  func choice<Choice: RawRepresentable & CaseIterable>(
    _ node: Node, _ type: Choice.Type, plural: String
  ) throws(AuditConfigurationError) -> Choice where Choice.RawValue == String {
    let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
    guard let text = node.scalar?.string else {
      throw mistake(node, "expected one of \(names), found \(Self.found(node))")
    }
    guard let choice = Choice(rawValue: text) else {
      throw mistake(node, "unknown \(plural.dropLast()) \(Quoting.quoted(text)); the \(plural) are \(names)")
    }
    return choice
  }

  /// A text, or a list of them: `excluded: Pods/**` is `excluded: [Pods/**]`.
  /// - Parameters:
  ///   - node: The value.
  ///   - what: What one text is, such as `a glob`.
  /// - Returns: The nodes of the texts.
  func texts(_ node: Node, what: String) throws(AuditConfigurationError) -> [Node] {
    guard let sequence = node.sequence else {
      guard node.scalar != nil else { throw mistake(node, "expected \(what) or a list of them, found a mapping") }
      return [node]
    }
    for element in sequence where element.scalar == nil {
      throw mistake(element, "expected \(what), found \(Self.found(element))")
    }
    return Array(sequence)
  }

  /// Globs: a glob or a list of them, none empty.
  /// - Parameters:
  ///   - node: The value.
  /// - Returns: The globs as written.
  func globs(_ node: Node) throws(AuditConfigurationError) -> [String] {
    var globs: [String] = []
    for element in try texts(node, what: "a glob") {
      let glob = element.scalar?.string ?? ""
      guard !glob.isEmpty else { throw mistake(element, "a glob can't be empty; write ** for every file") }
      globs.append(glob)
    }
    return globs
  }

  /// A path that isn't empty.
  /// - Parameters:
  ///   - node: The value.
  /// - Returns: The path as written.
  func path(_ node: Node) throws(AuditConfigurationError) -> String {
    guard let path = node.scalar?.string, !path.isEmpty else {
      throw mistake(node, "expected the path of a file, found \(Self.found(node))")
    }
    return path
  }

  /// A size: `44` for 44 × 44, `[44, 48]`, or `"44,48"` as `--minimum-size` takes it; finite, neither negative nor
  /// larger than ``largestSize``.
  /// - Parameters:
  ///   - node: The value.
  /// - Returns: The size.
  func size(_ node: Node) throws(AuditConfigurationError) -> CGSize {
    let expected = "expected a size such as 44, [44, 48] or \"44,48\""
    if let sequence = node.sequence {
      guard sequence.count == 2 else {
        throw mistake(node, "\(expected), found a list of \(sequence.count) values instead of width and height")
      }
      return CGSize(width: try number(sequence[0]), height: try number(sequence[1]))
    }
    guard let text = node.scalar?.string else { throw mistake(node, "\(expected), found a mapping") }
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count <= 2 else { throw mistake(node, "\(expected), found \(Quoting.quoted(text))") }
    let width = try number(parts[0], at: node)
    return CGSize(width: width, height: parts.count == 2 ? try number(parts[1], at: node) : width)
  }

  /// One side of a size, from a list's element.
  private func number(_ node: Node) throws(AuditConfigurationError) -> CGFloat {
    guard let text = node.scalar?.string else {
      throw mistake(node, "expected a number such as 44, found \(Self.found(node))")
    }
    return try number(Substring(text), at: node)
  }

  /// One side of a size, from its text.
  private func number(_ part: Substring, at node: Node) throws(AuditConfigurationError) -> CGFloat {
    let text = part.trimmingCharacters(in: .whitespaces)
    let value: CGFloat
    do {
      value = try LayoutNumber.value(text)
    } catch .notANumber {
      // YAML writes infinity and NaN as .inf and .nan.
      let finite = Double(text.replacingOccurrences(of: ".", with: ""))?.isFinite ?? true
      throw mistake(node, "\(Quoting.quoted(text)) is not \(finite ? "a number such as 44 or 44.5" : "finite")")
    } catch {
      value = text.hasPrefix("-") ? -.infinity : .infinity
    }
    guard value >= 0 else { throw mistake(node, "\(Quoting.excerpt(text)) is negative") }
    guard value <= Self.largestSize else {
      throw mistake(node, "\(Quoting.excerpt(text)) is larger than \(GeometryText.number(Self.largestSize)) points")
    }
    return value
  }

  /// The error for a value, at its place, after the key.
  private func mistake(_ node: Node, _ message: String) -> AuditConfigurationError {
    Self.mistake(node, "\(key): \(message)", file: file)
  }

  /// The error for a node, at its place.
  /// - Parameters:
  ///   - node: The node.
  ///   - message: What is wrong.
  ///   - file: The configuration file's path.
  /// - Returns: The error.
  static func mistake(_ node: Node, _ message: String, file: String) -> AuditConfigurationError {
    AuditConfigurationError(file: file, line: node.mark?.line, column: node.mark?.column, message: message)
  }

  /// What a node is, for messages: `"apple"`, `a list` or `a mapping`.
  /// - Parameters:
  ///   - node: The node.
  /// - Returns: The words.
  static func found(_ node: Node) -> String {
    if let text = node.scalar?.string { return Quoting.quoted(text) }
    return node.sequence != nil ? "a list" : "a mapping"
  }

  /// The name meant by a misspelt one: the only name at most two edits away, if there is one.
  /// - Parameters:
  ///   - name: The misspelt name.
  ///   - names: The names.
  /// - Returns: For example `profile` for `profiel`.
  static func suggestion(for name: String, among names: [String]) -> String? {
    guard name.count <= 40 else { return nil }
    let near = names.filter { editDistance(Array(name), Array($0)) <= 2 }
    return near.count == 1 ? near[0] : nil
  }

  /// The fewest insertions, deletions and substitutions that turn one text into another.
  private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
