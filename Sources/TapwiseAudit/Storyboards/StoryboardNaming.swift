import Foundation
import TapwiseCore
import TapwiseFormats

/// How the storyboard audit names views and scenes: an Interface Builder label, custom class or UIKit class, and
/// the Interface Builder object id.
package enum StoryboardNaming {
  /// A view's path component: `Sign In[Kxz-1a-b3c]`, `AvatarView[Q2w-er-TyU]`, `UIButton[Kxz-1a-b3c]`.
  ///
  /// A `/` in a label becomes `∕` (division slash), so that the component stays one step of a path.
  /// - Parameters:
  ///   - element: The element's name.
  ///   - id: The Interface Builder object id, already ``excerpt(_:)``.
  ///   - attributes: The element's attributes, for `userLabel` and `customClass`.
  /// - Returns: The component.
  static func component(element: String, id: String, attributes: [String: String]) -> String {
    "\(label(element: element, attributes: attributes))[\(withoutSlashes(id))]"
  }

  /// What Interface Builder's outline calls an object: its label, else its custom class, else its UIKit class.
  /// - Parameters:
  ///   - element: The element's name.
  ///   - attributes: The element's attributes.
  /// - Returns: The label, ``excerpt(_:)``, with `/` replaced by `∕`.
  static func label(element: String, attributes: [String: String]) -> String {
    let label = nonEmpty(attributes["userLabel"]) ?? nonEmpty(attributes["customClass"]) ?? uikitClass(of: element)
    return withoutSlashes(excerpt(label))
  }

  /// Text with each `/` replaced by `∕` (division slash), so that it stays one step of a path. Most names have none
  /// and are returned as they are.
  private static func withoutSlashes(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "/")) else { return text }
    return String(text.map { $0 == "/" ? "∕" : $0 })
  }

  /// A name from the file as reports and messages print it: cut to the JSON reader's 40 characters
  /// (`JSONType/excerpt(_:)`), then ``printable(_:)``.
  /// - Parameters:
  ///   - name: A label, class, id or scene name.
  /// - Returns: `Sign In`, `xxxxxxxx…`, or for example `"Sign\nIn"`.
  static func excerpt(_ name: String) -> String {
    printable(JSONType.excerpt(name))
  }

  /// Text as reports and messages print it: as it is, or as a JSON string literal when it holds a control character
  /// or a line or paragraph separator, or starts with `:` or white space, so that it can't break a line, move the
  /// cursor or start a CI workflow command such as `::error::`.
  /// - Parameters:
  ///   - text: A file path, or a name already cut.
  /// - Returns: `Main.storyboard`, or for example `"::error::x\n.storyboard"`.
  static func printable(_ text: String) -> String {
    let first = text.unicodeScalars.first
    guard
      text.unicodeScalars.contains(where: isUnprintable) || first == ":" || first.map(isWhitespace) == true
    else { return text }
    return JSONText.quoted(text)
  }

  /// Whether a scalar is Unicode white space, answered without the property tables for ASCII, where only the
  /// space and the controls from tab to carriage return are.
  private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
  }

  /// A control character (C0, DEL, C1) or a line or paragraph separator, which `JSONText.quoted` escapes.
  package static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
  }

  /// A view's path from the names of the views on the way, cut to a readable length as JSON paths are
  /// (`JSONPath/shortened(_:root:)`): `UIView[KQc-te-SbR]/UIButton[Kxz-1a-b3c]`, or for a deep view
  /// `UIView[a]/UIView[b]…(480 more steps)…/UIView[c]/UIButton[d]`.
  /// - Parameters:
  ///   - names: Each view's ``StoryboardView/name``, from the root down.
  /// - Returns: The path.
  static func path(_ names: some Collection<String>) -> String {
    JSONPath.shortened(names.enumerated().map { $0.offset == 0 ? $0.element : "/" + $0.element }, root: "")
  }

  /// The UIKit class an element stands for: `button` is `UIButton`, `tableViewCellContentView` is
  /// `UITableViewCellContentView`, `mapView` is `MKMapView`.
  /// - Parameters:
  ///   - element: The element's name.
  /// - Returns: The class name.
  static func uikitClass(of element: String) -> String {
    knownClasses[element] ?? prefixedClass(of: element)
  }

  /// `UI` and the element's name with its first letter in upper case; `UIView` for no name.
  private static func prefixedClass(of element: String) -> String {
    guard let first = element.first else { return "UIView" }
    return "UI" + first.uppercased() + element.dropFirst()
  }

  /// The id of the object in a Interface Builder path component: what the last brackets hold. A path without
  /// them (`window`) is its own id.
  /// - Parameters:
  ///   - path: A path, or one component.
  /// - Returns: `Kxz-1a-b3c` for `UIView[KQc-te-SbR]/UIButton[Kxz-1a-b3c]`.
  static func id(inPath path: String) -> String {
    guard path.hasSuffix("]"), let open = path.lastIndex(of: "[") else { return path }
    return String(path[path.index(after: open)..<path.index(before: path.endIndex)])
  }

  /// The classes of the elements that can stand at the top of a view tree, and of cells, worked out once: every
  /// view of a file is named after its class unless it has a label.
  private static let knownClasses = Dictionary(
    uniqueKeysWithValues: (StoryboardParser.viewElements.union(["tableViewCell", "collectionViewCell"])).map {
      ($0, prefixedClass(of: $0))
    }
  ).merging(otherClasses) { _, other in other }

  /// Elements whose class is not `UI` and the element's name.
  private static let otherClasses = [
    "containerView": "UIView", "mapView": "MKMapView", "wkWebView": "WKWebView", "glkView": "GLKView",
    "mtkView": "MTKView", "sceneKitView": "SCNView", "skView": "SKView", "arscnView": "ARSCNView",
    "arskView": "ARSKView",
  ]

  private static func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
  }
}
