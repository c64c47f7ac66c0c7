import TapwiseFormats
/// What the root element of an Interface Builder file says about it: a UIKit document to read, a file for another
/// platform (not audited, as a Mac or watch interface), or one the audit can't read: an iOS xib in the format before
/// Xcode 5, or no Interface Builder file at all.
///
/// ```swift
/// StoryboardRoot(element: "document", attributes: ["targetRuntime": "MacOSX.Cocoa"])
/// // .otherPlatform(reason: "targetRuntime \"MacOSX.Cocoa\" is not UIKit")
/// StoryboardRoot(element: "archive", attributes: ["type": "com.apple.InterfaceBuilder3.CocoaTouch.XIB"])
/// // .unreadable(reason: "an Interface Builder 3 xib (the format before Xcode 5), …")
/// ```
enum StoryboardRoot: Equatable {
  /// A `<document>` for iOS, tvOS or Mac Catalyst: read it.
  case uikit
  /// A file for another platform: not audited, for this reason.
  case otherPlatform(reason: String)
  /// A file the audit can't read, for this reason.
  case unreadable(reason: String)

  /// How the `type` of every Interface Builder file before Xcode 5 starts (`<archive type="…CocoaTouch.XIB">`), and
  /// of a Mac one since (`<document type="…Cocoa.XIB">`).
  static let interfaceBuilder3 = "com.apple.InterfaceBuilder3."

  /// Why an iOS xib in the format before Xcode 5 (`<archive type="…CocoaTouch.XIB">` or `"…CocoaTouch.iPad.XIB"`)
  /// isn't read, and how to convert it.
  static let oldFormatReason =
    "an Interface Builder 3 xib (the format before Xcode 5), which the audit doesn't read: open it in Xcode and save "
    + "it to convert it"

  /// Classifies a root element.
  /// - Parameters:
  ///   - element: The root element's name: `document`, or `archive` before Xcode 5.
  ///   - attributes: Its attributes; `targetRuntime` and `type` matter.
  init(element: String, attributes: [String: String]) {
    let type = attributes["type"] ?? ""
    let isMac = type.hasPrefix(Self.interfaceBuilder3 + "Cocoa.")
    switch element {
    case "document":
      if let runtime = attributes["targetRuntime"], !runtime.hasPrefix("iOS"), runtime != "AppleTV" {
        self = .otherPlatform(reason: "targetRuntime \(Quoting.quoted(runtime)) is not UIKit")
      } else if isMac {
        self = .otherPlatform(reason: "type \(Quoting.quoted(type)) is not UIKit")
      } else {
        self = .uikit
      }
    case "archive" where isMac:
      self = .otherPlatform(reason: "archive type \(Quoting.quoted(type)) is not UIKit")
    case "archive" where type.hasPrefix(Self.interfaceBuilder3 + "CocoaTouch"):
      self = .unreadable(reason: Self.oldFormatReason)
    default:
      self = .unreadable(
        reason: "not an Interface Builder file: its root element is <\(Quoting.printableExcerpt(element))>")
    }
  }
}
