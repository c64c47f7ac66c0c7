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
  ///   - id: The Interface Builder object id, already `Quoting.printableExcerpt(_:)`.
  ///   - attributes: The element's attributes, for `userLabel` and `customClass`.
  /// - Returns: The component.
  static func component(element: String, id: String, attributes: [String: String]) -> String {
    "\(label(element: element, attributes: attributes))[\(withoutSlashes(id))]"
  }

  /// What Interface Builder's outline calls an object: its label, else its custom class, else its UIKit class.
  /// - Parameters:
  ///   - element: The element's name.
  ///   - attributes: The element's attributes.
  /// - Returns: The label, `Quoting.printableExcerpt(_:)`, with `/` replaced by `∕`.
  static func label(element: String, attributes: [String: String]) -> String {
    let label = nonEmpty(attributes["userLabel"]) ?? nonEmpty(attributes["customClass"]) ?? uikitClass(of: element)
    return withoutSlashes(Quoting.printableExcerpt(label))
  }

  /// Text with each `/` replaced by `∕` (division slash), so that it stays one step of a path. Most names have none
  /// and are returned as they are.
  private static func withoutSlashes(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "/")) else { return text }
    return String(text.map { $0 == "/" ? "∕" : $0 })
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
