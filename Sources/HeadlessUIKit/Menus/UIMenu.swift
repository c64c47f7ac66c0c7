import Foundation

/// A container of menu elements: actions and submenus.
///
/// HeadlessUIKit shows no menus. The type exists with its data because `UITextFieldDelegate` returns one from
/// `textField(_:editMenuForCharactersIn:suggestedActions:)`.
///
/// ```swift
/// let menu = UIMenu(title: "Edit", children: [UIAction(title: "Copy") { _ in }])
/// menu.children.count   // 1
/// ```
@MainActor
open class UIMenu: UIMenuElement {
  /// A string that identifies a menu.
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    /// The identifier's string.
    public let rawValue: String

    /// Creates an identifier.
    /// - Parameters:
    ///   - rawValue: The identifier's string.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates an identifier.
    /// - Parameters:
    ///   - rawValue: The identifier's string.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }
  }

  /// How a menu shows its children, as a bit mask with UIKit's raw values.
  public struct Options: OptionSet, Sendable {
    /// The bit mask.
    public let rawValue: UInt

    /// Creates options from a bit mask.
    /// - Parameters:
    ///   - rawValue: The bit mask.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The children show inline in the parent menu, not as a submenu (`1 << 0`).
    public static let displayInline = Options(rawValue: 1 << 0)
    /// The menu looks destructive in its parent (`1 << 1`).
    public static let destructive = Options(rawValue: 1 << 1)
    /// At most one element of the menu and its submenus is on at a time (`1 << 5`).
    public static let singleSelection = Options(rawValue: 1 << 5)
    /// The menu shows as a palette, a row of elements (`1 << 7`).
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  private let identifierStorage: Identifier
  private let optionsStorage: Options
  private let childrenStorage: [UIMenuElement]

  /// Creates a menu.
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image shown next to the title, if any.
  ///   - identifier: The identifier, or `nil` for a unique generated one (`com.apple.menu.dynamic.<UUID>`).
  ///   - options: How the menu shows its children.
  ///   - children: The actions and submenus.
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [],
    children: [UIMenuElement] = []
  ) {
    self.init(
      title: title, image: image,
      identifier: identifier ?? Identifier("com.apple.menu.dynamic.\(UUID().uuidString)"), options: options,
      children: children)
  }

  init(title: String, image: UIImage?, identifier: Identifier, options: Options, children: [UIMenuElement]) {
    identifierStorage = identifier
    optionsStorage = options
    childrenStorage = children
    super.init(title: title, image: image)
  }

  /// The menu's identifier.
  open var identifier: UIMenu.Identifier { identifierStorage }

  /// How the menu shows its children.
  open var options: UIMenu.Options { optionsStorage }

  /// The menu's actions and submenus, in order.
  open var children: [UIMenuElement] { childrenStorage }
}
