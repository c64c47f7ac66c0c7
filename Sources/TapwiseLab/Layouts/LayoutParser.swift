import Foundation
import TapwiseCore

extension Layout {
  /// The members a layout's root object may have.
  static let rootMembers = ["width", "height", "views"]
  /// The members a view object may have.
  static let viewMembers = [
    "id", "kind", "frame", "hidden", "alpha", "interactive", "enabled", "outsets", "minimumTouchSize",
    "touchesOutsideBounds", "subviews",
  ]
  /// Ids that output uses for something else.
  static let reservedIDs = ["window": "the window itself", "none": "a point that no view receives"]

  /// Parses a layout file's text.
  /// - Parameters:
  ///   - text: The JSON text.
  /// - Returns: The layout.
  /// - Throws: ``LayoutError`` naming the JSON path of the first problem, or the line and column of malformed
  ///   JSON.
  package static func parse(_ text: String) throws(LayoutError) -> Layout {
    let root: JSONNode
    do {
      root = try JSONNode.parse(text)
    } catch {
      throw LayoutError.syntax(error, in: text)
    }
    return try parse(LocatedJSON(root: root))
  }

  /// Reads and parses a layout file.
  /// - Parameters:
  ///   - path: The file's path.
  /// - Returns: The layout.
  /// - Throws: ``LayoutError`` whose location starts with the path, such as `a.json: $.views[0].frame[2]`.
  package static func read(contentsOfFile path: String) throws(LayoutError) -> Layout {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw LayoutError(location: path, problem: "can't read the file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw LayoutError(location: path, problem: "the file is not UTF-8 text")
    }
    do {
      return try parse(text)
    } catch {
      throw LayoutError(location: "\(path): \(error.location)", problem: error.problem)
    }
  }

  private static func parse(_ root: LocatedJSON) throws(LayoutError) -> Layout {
    let members = try root.members(allowed: rootMembers)
    var size = CGSize.zero
    for name in ["width", "height"] {
      guard let node = members[name] else { throw root.error("missing \"\(name)\"") }
      let value = try node.number()
      guard value > 0 else { throw node.error("the window's \(name) must be positive, found \(node.node.raw)") }
      if name == "width" { size.width = value } else { size.height = value }
    }
    guard let views = members["views"] else { return Layout(size: size, views: []) }
    return Layout(size: size, views: try parseViews(views))
  }

  private static func parseViews(_ node: LocatedJSON) throws(LayoutError) -> [LayoutView] {
    var views: [LayoutView] = []
    var seen: [String: String] = [:]
    for element in try node.elements() {
      let view = try parseView(element)
      if let first = seen[view.id] {
        throw LayoutError(
          location: "\(element.path).id", problem: "duplicate id \"\(view.id)\" among siblings (first at \(first))")
      }
      seen[view.id] = "\(element.path).id"
      views.append(view)
    }
    return views
  }

  private static func parseView(_ node: LocatedJSON) throws(LayoutError) -> LayoutView {
    let members = try node.members(allowed: viewMembers)
    guard let idNode = members["id"] else { throw node.error("missing \"id\"") }
    let id = try parseID(idNode)
    guard let frameNode = members["frame"] else { throw node.error("missing \"frame\"") }
    var kind = LayoutView.Kind.view
    if let kindNode = members["kind"] { kind = try parseKind(kindNode) }
    let frame = try parseNumbers(frameNode, names: ["x", "y", "width", "height"], nonNegative: [2, 3])
    var view = LayoutView(
      id: id, kind: kind, frame: CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]))
    if let hidden = members["hidden"] { view.isHidden = try hidden.bool() }
    if let interactive = members["interactive"] { view.isInteractive = try interactive.bool() }
    if let outside = members["touchesOutsideBounds"] { view.receivesTouchesOutsideBounds = try outside.bool() }
    if let alpha = members["alpha"] {
      view.alpha = try alpha.number()
      guard (0...1).contains(view.alpha) else {
        throw alpha.error("alpha must lie between 0 and 1, found \(alpha.node.raw)")
      }
    }
    if let enabled = members["enabled"] {
      view.isEnabled = try enabled.bool()
      guard kind.isControl else {
        throw enabled.error("only controls (button, slider, switch) can be disabled; this view's kind is \"view\"")
      }
    }
    if let outsets = members["outsets"] {
      let values = try parseNumbers(outsets, names: ["top", "left", "bottom", "right"], nonNegative: [])
      view.outsets = TouchOutsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }
    if let minimum = members["minimumTouchSize"] {
      let values = try parseNumbers(minimum, names: ["width", "height"], nonNegative: [0, 1])
      view.minimumTouchSize = CGSize(width: values[0], height: values[1])
    }
    if let subviews = members["subviews"] { view.subviews = try parseViews(subviews) }
    return view
  }

  private static func parseID(_ node: LocatedJSON) throws(LayoutError) -> String {
    let id = try node.string()
    guard !id.isEmpty else { throw node.error("an id must not be empty") }
    guard !id.contains("/") else { throw node.error("an id must not contain \"/\", which separates path parts") }
    guard !id.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
      throw node.error("the id \(JSONText.quoted(id)) contains a control character; output prints one view per line")
    }
    if let meaning = reservedIDs[id] {
      throw node.error("the id \"\(id)\" is reserved: output uses it for \(meaning)")
    }
    return id
  }

  private static func parseKind(_ node: LocatedJSON) throws(LayoutError) -> LayoutView.Kind {
    let text = try node.string()
    guard let kind = LayoutView.Kind(rawValue: text) else {
      let kinds = LayoutView.Kind.allCases.map(\.rawValue).joined(separator: ", ")
      throw node.error("unknown kind \"\(text)\"; expected one of \(kinds)")
    }
    return kind
  }

  /// An array of numbers with one name per element, such as `[x, y, width, height]`.
  private static func parseNumbers(
    _ node: LocatedJSON, names: [String], nonNegative: Set<Int>
  ) throws(LayoutError) -> [CGFloat] {
    let described = "numbers [\(names.joined(separator: ", "))]"
    var values: [CGFloat] = []
    for (index, element) in try node.elements(count: names.count, of: described).enumerated() {
      let value = try element.number()
      if nonNegative.contains(index), value < 0 {
        throw element.error("the \(names[index]) must not be negative, found \(element.node.raw)")
      }
      values.append(value)
    }
    return values
  }
}
