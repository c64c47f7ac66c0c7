import Foundation

/// How the storyboard audit names views and scenes: an Interface Builder label, custom class or UIKit class, and
/// the Interface Builder object id.
enum StoryboardNaming {
  /// A view's path component: `Sign In[Kxz-1a-b3c]`, `AvatarView[Q2w-er-TyU]`, `UIButton[Kxz-1a-b3c]`.
  ///
  /// A `/` in a label becomes `∕` (division slash), so that the component stays one step of a path.
  /// - Parameters:
  ///   - element: The element's name.
  ///   - id: The Interface Builder object id.
  ///   - attributes: The element's attributes, for `userLabel` and `customClass`.
  /// - Returns: The component.
  static func component(element: String, id: String, attributes: [String: String]) -> String {
    "\(label(element: element, attributes: attributes))[\(id)]"
  }

  /// What Interface Builder's outline calls an object: its label, else its custom class, else its UIKit class.
  /// - Parameters:
  ///   - element: The element's name.
  ///   - attributes: The element's attributes.
  /// - Returns: The label, with `/` replaced by `∕`.
  static func label(element: String, attributes: [String: String]) -> String {
    let label = nonEmpty(attributes["userLabel"]) ?? nonEmpty(attributes["customClass"]) ?? uikitClass(of: element)
    return label.replacingOccurrences(of: "/", with: "∕")
  }

  /// The UIKit class an element stands for: `button` is `UIButton`, `tableViewCellContentView` is
  /// `UITableViewCellContentView`, `mapView` is `MKMapView`.
  /// - Parameters:
  ///   - element: The element's name.
  /// - Returns: The class name.
  static func uikitClass(of element: String) -> String {
    if let name = otherClasses[element] { return name }
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
