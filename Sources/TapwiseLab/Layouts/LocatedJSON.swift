import Foundation
import TapwiseCore

/// A JSON value with its path from the document root, so that every complaint about it can say where it is.
///
/// Paths read like JSONPath: `$` is the root, `.name` a member, `[2]` an element, as in `$.views[0].frame[2]`.
struct LocatedJSON {
  /// The largest magnitude a layout number may have. Real screens are a few thousand points; larger values are
  /// typos, and keeping them out keeps the geometry exact.
  static let largestMagnitude: Double = 100_000

  let node: JSONNode
  let path: String

  /// The root of a document.
  init(root node: JSONNode) {
    self.init(node, path: "$")
  }

  private init(_ node: JSONNode, path: String) {
    self.node = node
    self.path = path
  }

  /// An error about this value.
  func error(_ problem: String) -> LayoutError {
    LayoutError(location: path, problem: problem)
  }

  /// The object's members, after checking that it is an object whose members are all expected.
  func members(allowed: [String]) throws(LayoutError) -> [String: LocatedJSON] {
    guard case .object(let members) = node.kind else { throw error("expected an object, found \(found)") }
    var located: [String: LocatedJSON] = [:]
    for member in members {
      let child = LocatedJSON(member.value, path: path + JSONPath.member(member.name))
      guard allowed.contains(member.name) else {
        throw child.error(
          "unknown member \(JSONText.quoted(member.name)); expected one of \(allowed.joined(separator: ", "))")
      }
      located[member.name] = child
    }
    return located
  }

  /// The array's elements, optionally requiring an exact count.
  func elements(count: Int? = nil, of description: String = "values") throws(LayoutError) -> [LocatedJSON] {
    guard case .array(let elements) = node.kind else { throw error("expected an array, found \(found)") }
    if let count, elements.count != count {
      throw error("expected \(count) \(description), found \(elements.count)")
    }
    return elements.enumerated().map { LocatedJSON($0.element, path: path + JSONPath.element($0.offset)) }
  }

  /// The string's value.
  func string() throws(LayoutError) -> String {
    guard case .string(let value) = node.kind else { throw error("expected a string, found \(found)") }
    return value
  }

  /// The boolean's value.
  func bool() throws(LayoutError) -> Bool {
    guard case .bool(let value) = node.kind else { throw error("expected true or false, found \(found)") }
    return value
  }

  /// The number's value, finite and no larger than ``largestMagnitude``.
  func number() throws(LayoutError) -> CGFloat {
    guard case .number(let text) = node.kind else { throw error("expected a number, found \(found)") }
    guard let value = Double(text), value.isFinite, abs(value) <= Self.largestMagnitude else {
      let limit = GeometryText.number(Self.largestMagnitude)
      throw error("\(text) is out of range; numbers must lie between -\(limit) and \(limit)")
    }
    return CGFloat(value)
  }

  /// How the value reads in a complaint: `string "1"`, `true`, `an object`.
  private var found: String {
    switch node.kind {
    case .object: "an object"
    case .array: "an array"
    case .string: "string \(node.raw.count > 40 ? node.raw.prefix(37) + "…" : node.raw)"
    case .number: "number \(node.raw)"
    case .bool, .null: node.raw
    }
  }
}
