/// An SVG document under construction, one element per line, indented by nesting: the timeline's drawing surface.
///
/// Attributes keep the order they are given in, and numbers are formatted by ``TimelineMarkup/number(_:)``, so
/// the text is deterministic.
///
/// ```swift
/// var canvas = TimelineCanvas()
/// canvas.open("svg", [("xmlns", "http://www.w3.org/2000/svg")])
/// canvas.circle(10, 10, 5, [("fill", "#e8590c")])
/// canvas.close("svg")
/// canvas.text   // <svg xmlns="…">\n  <circle cx="10" cy="10" r="5" fill="#e8590c"/>\n</svg>\n
/// ```
struct TimelineCanvas {
  /// An attribute's name and its value, unescaped.
  typealias Attribute = (String, String)

  /// The document so far.
  private(set) var text = ""
  /// How many elements are open.
  private var depth = 0

  /// Starts an element that will contain others.
  /// - Parameters:
  ///   - name: The element's name.
  ///   - attributes: Its attributes, in order.
  mutating func open(_ name: String, _ attributes: [Attribute]) {
    append("<\(name)\(Self.render(attributes))>")
    depth += 1
  }

  /// Ends the innermost open element.
  /// - Parameters:
  ///   - name: The element's name.
  mutating func close(_ name: String) {
    depth -= 1
    append("</\(name)>")
  }

  /// Adds an element, empty or with text content.
  /// - Parameters:
  ///   - name: The element's name.
  ///   - attributes: Its attributes, in order.
  ///   - content: Its text, unescaped; `nil` for an empty element.
  mutating func element(_ name: String, _ attributes: [Attribute], text content: String? = nil) {
    if let content {
      append("<\(name)\(Self.render(attributes))>\(SVGText.escape(content))</\(name)>")
    } else {
      append("<\(name)\(Self.render(attributes))/>")
    }
  }

  /// Adds text at a point.
  /// - Parameters:
  ///   - x: The anchor's x coordinate.
  ///   - y: The baseline's y coordinate.
  ///   - content: The text, unescaped.
  ///   - attributes: More attributes, such as `text-anchor` or `fill`.
  mutating func text(x: Double, y: Double, _ content: String, _ attributes: [Attribute] = []) {
    element("text", [("x", TimelineMarkup.number(x)), ("y", TimelineMarkup.number(y))] + attributes, text: content)
  }

  /// Adds a small value label turned by `angle` degrees around its start, so close labels do not overlap.
  /// - Parameters:
  ///   - x: The label's start.
  ///   - y: The label's baseline.
  ///   - angle: The rotation in degrees; negative turns it upwards.
  ///   - content: The text, unescaped.
  mutating func label(x: Double, y: Double, angle: Int, _ content: String) {
    let point = "\(TimelineMarkup.number(x)) \(TimelineMarkup.number(y))"
    text(x: x, y: y, content, [("font-size", "11"), ("fill", "#495057"), ("transform", "rotate(\(angle) \(point))")])
  }

  /// Adds a straight line.
  /// - Parameters:
  ///   - x1: The start's x.
  ///   - y1: The start's y.
  ///   - x2: The end's x.
  ///   - y2: The end's y.
  ///   - attributes: The stroke and other attributes.
  mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ attributes: [Attribute]) {
    let ends = [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)].map { ($0.0, TimelineMarkup.number($0.1)) }
    element("line", ends + attributes)
  }

  /// Adds a circle.
  /// - Parameters:
  ///   - x: The centre's x.
  ///   - y: The centre's y.
  ///   - radius: The radius.
  ///   - attributes: The fill and other attributes.
  mutating func circle(_ x: Double, _ y: Double, _ radius: Double, _ attributes: [Attribute]) {
    let geometry = [("cx", x), ("cy", y), ("r", radius)].map { ($0.0, TimelineMarkup.number($0.1)) }
    element("circle", geometry + attributes)
  }

  /// Adds a diamond: a square standing on a corner.
  /// - Parameters:
  ///   - x: The centre's x.
  ///   - y: The centre's y.
  ///   - radius: The distance from the centre to each corner.
  ///   - attributes: The fill and other attributes.
  mutating func diamond(_ x: Double, _ y: Double, _ radius: Double, _ attributes: [Attribute]) {
    let corners = [(x, y - radius), (x + radius, y), (x, y + radius), (x - radius, y)]
    let points = corners.map { "\(TimelineMarkup.number($0.0)),\(TimelineMarkup.number($0.1))" }
    element("polygon", [("points", points.joined(separator: " "))] + attributes)
  }

  /// Appends one line at the current depth.
  /// - Parameters:
  ///   - line: The markup.
  private mutating func append(_ line: String) {
    text += String(repeating: "  ", count: depth) + line + "\n"
  }

  /// Renders attributes as ` name="value"` pairs, escaped.
  /// - Parameters:
  ///   - attributes: The attributes, in order.
  /// - Returns: The text, starting with a space unless empty.
  private static func render(_ attributes: [Attribute]) -> String {
    attributes.map { " \($0.0)=\"\(SVGText.escape($0.1))\"" }.joined()
  }
}
