import Foundation

/// The base of menu items: a title and an image, shared by `UIAction` and the other kinds of menu element.
///
/// HeadlessUIKit has no menus; the type exists because `UIAction` is one and its initializer takes
/// ``Attributes`` and ``State``.
@MainActor
open class UIMenuElement: NSObject {
  /// Attributes that determine how a menu element looks and behaves, with UIKit's raw values.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The bit mask.
    public let rawValue: UInt

    /// Creates attributes from a bit mask.
    /// - Parameters:
    ///   - rawValue: The bit mask.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The element is shown dimmed and cannot be chosen (`1 << 0`).
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// The element performs a destructive action and is shown in red (`1 << 1`).
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// The element is not shown (`1 << 2`).
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// The menu stays open after the element's action runs (`1 << 3`).
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// The check-mark state of a menu element, with UIKit's raw values.
  public enum State: Int, Sendable {
    /// No check mark.
    case off = 0
    /// A check mark.
    case on = 1
    /// A mixed-state mark.
    case mixed = 2
  }

  /// The title's storage, which subclasses may make settable.
  var titleStorage: String
  /// The image's storage, which subclasses may make settable.
  var imageStorage: UIImage?

  /// Creates a menu element.
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image, if any.
  init(title: String, image: UIImage?) {
    titleStorage = title
    imageStorage = image
    super.init()
  }

  /// The element's title.
  open var title: String { titleStorage }

  /// The image shown next to the title, if any.
  open var image: UIImage? { imageStorage }
}
