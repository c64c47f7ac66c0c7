import Foundation
import TapwiseCore

/// The lab's one SVG writer: a document under construction, one element per line, indented by nesting. The
/// timeline (``TimelineSVG``) and the touch-target picture (``TouchTargetDrawing``) both draw through it.
///
/// Attributes keep the order they are given in, text and attribute values are escaped (``escape(_:)``), and every
/// coordinate goes through ``number(_:)`` (`GeometryText.number` with the writer's decimals), so the same drawing
/// is the same bytes on every machine.
///
/// ```swift
/// var svg = SVGWriter(decimals: 1)
/// svg.open("svg", [("xmlns", "http://www.w3.org/2000/svg")])
/// svg.circle(10, 10, 5, [("fill", "#e8590c")])
/// svg.close("svg")
/// svg.text   // <svg xmlns="…">\n  <circle cx="10" cy="10" r="5" fill="#e8590c"/>\n</svg>\n
/// ```
package struct SVGWriter {
  /// An attribute's name and its value, unescaped.
  package typealias Attribute = (String, String)

  /// The document so far.
  package private(set) var text = ""
  /// How many elements are open.
  private var depth = 0
  /// The most decimals a coordinate keeps.
  let decimals: Int

  /// Starts an empty document.
  /// - Parameters:
  ///   - decimals: The most decimals a coordinate keeps: 1 for the timeline's pixels, 2 (as reports print points)
  ///     for the touch-target picture.
  package init(decimals: Int = 2) {
    self.decimals = decimals
  }

  /// A coordinate as the document writes it.
  /// - Parameters:
  ///   - value: A coordinate.
  /// - Returns: `12`, `12.5`, `-3.25`: `GeometryText.number` with ``decimals``.
  package func number(_ value: Double) -> String {
    GeometryText.number(CGFloat(value), decimals: decimals)
  }

  /// Starts an element that will contain others.
  /// - Parameters:
  ///   - name: The element's name.
  ///   - attributes: Its attributes, in order.
  package mutating func open(_ name: String, _ attributes: [Attribute] = []) {
    append("<\(name)\(Self.render(attributes))>")
    depth += 1
  }

  /// Ends the innermost open element.
  /// - Parameters:
  ///   - name: The element's name.
  package mutating func close(_ name: String) {
    depth -= 1
    append("</\(name)>")
  }

  /// Adds an element, empty or with text content.
  /// - Parameters:
  ///   - name: The element's name.
  ///   - attributes: Its attributes, in order.
  ///   - content: Its text, unescaped; `nil` for an empty element.
  package mutating func element(_ name: String, _ attributes: [Attribute], text content: String? = nil) {
    if let content {
      append("<\(name)\(Self.render(attributes))>\(Self.escape(content))</\(name)>")
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
  package mutating func text(x: Double, y: Double, _ content: String, _ attributes: [Attribute] = []) {
    element("text", [("x", number(x)), ("y", number(y))] + attributes, text: content)
  }

  /// Adds a straight line.
  /// - Parameters:
  ///   - x1: The start's x.
  ///   - y1: The start's y.
  ///   - x2: The end's x.
  ///   - y2: The end's y.
  ///   - attributes: The stroke and other attributes.
  package mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ attributes: [Attribute]) {
    element("line", [("x1", number(x1)), ("y1", number(y1)), ("x2", number(x2)), ("y2", number(y2))] + attributes)
  }

  /// Adds a rectangle.
  /// - Parameters:
  ///   - rect: Where it goes.
  ///   - attributes: The fill, stroke and other attributes.
  package mutating func rect(_ rect: CGRect, _ attributes: [Attribute]) {
    element("rect", geometry(of: rect) + attributes)
  }

  /// The `x`, `y`, `width` and `height` attributes of a rectangle.
  /// - Parameters:
  ///   - rect: The rectangle.
  /// - Returns: The four attributes, in that order.
  func geometry(of rect: CGRect) -> [Attribute] {
    [
      ("x", number(Double(rect.minX))), ("y", number(Double(rect.minY))), ("width", number(Double(rect.width))),
      ("height", number(Double(rect.height))),
    ]
  }

  /// Adds a circle.
  /// - Parameters:
  ///   - x: The centre's x.
  ///   - y: The centre's y.
  ///   - radius: The radius.
  ///   - attributes: The fill and other attributes.
  package mutating func circle(_ x: Double, _ y: Double, _ radius: Double, _ attributes: [Attribute]) {
    element("circle", [("cx", number(x)), ("cy", number(y)), ("r", number(radius))] + attributes)
  }

  /// Adds a diamond: a square standing on a corner.
  /// - Parameters:
  ///   - x: The centre's x.
  ///   - y: The centre's y.
  ///   - radius: The distance from the centre to each corner.
  ///   - attributes: The fill and other attributes.
  package mutating func diamond(_ x: Double, _ y: Double, _ radius: Double, _ attributes: [Attribute]) {
    let corners = [(x, y - radius), (x + radius, y), (x, y + radius), (x - radius, y)]
    let points = corners.map { "\(number($0.0)),\(number($0.1))" }
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
    attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
  }

  /// Escapes text for SVG element content and double-quoted attribute values.
  /// - Parameters:
  ///   - text: Any text.
  /// - Returns: The text with `&`, `<`, `>`, `"` and `'` replaced by entities, and each character XML forbids (a
  ///   control character other than tab, line feed and carriage return, U+FFFE, U+FFFF) by U+FFFD, so that any
  ///   text makes a well-formed document.
  static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        escaped.unicodeScalars.append("\u{FFFD}")
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
