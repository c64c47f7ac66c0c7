import Foundation

extension UIButton {
  /// How a button looks: its title, image and activity indicator, given as one value.
  ///
  /// A value type, as in UIKit: change a copy, then assign it back to ``UIButton/configuration`` to change the
  /// button. HeadlessUIKit keeps what a caller sets and reads back; it draws nothing, so the styles that
  /// ``plain()``, ``filled()`` and the other factories name differ only in which factory made them.
  ///
  /// ```swift
  /// let pay = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Pay") { _ in checkout.pay() })
  /// pay.configuration?.showsActivityIndicator = true   // the button shows a spinner in place of its image
  /// ```
  public struct Configuration: Hashable {
    /// Which factory made the configuration, standing in for the look each gives.
    private enum Style: Hashable {
      case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
    }

    /// The look the factory chose.
    private let style: Style

    /// Creates a configuration of a style with no content.
    private init(style: Style) {
      self.style = style
    }

    /// The title, or `nil` for none.
    public var title: String?
    /// The subtitle, or `nil` for none.
    public var subtitle: String?
    /// The image, or `nil` for none.
    public var image: UIImage?
    /// Whether the button shows an activity indicator in place of its image. `false` unless set.
    public var showsActivityIndicator = false

    /// A configuration for a plain button.
    public static func plain() -> UIButton.Configuration { Configuration(style: .plain) }
    /// A configuration for a tinted button.
    public static func tinted() -> UIButton.Configuration { Configuration(style: .tinted) }
    /// A configuration for a gray button.
    public static func gray() -> UIButton.Configuration { Configuration(style: .gray) }
    /// A configuration for a filled button.
    public static func filled() -> UIButton.Configuration { Configuration(style: .filled) }
    /// A configuration for a borderless button.
    public static func borderless() -> UIButton.Configuration { Configuration(style: .borderless) }
    /// A configuration for a bordered button.
    public static func bordered() -> UIButton.Configuration { Configuration(style: .bordered) }
    /// A configuration for a bordered, tinted button.
    public static func borderedTinted() -> UIButton.Configuration { Configuration(style: .borderedTinted) }
    /// A configuration for a bordered button with a prominent appearance.
    public static func borderedProminent() -> UIButton.Configuration { Configuration(style: .borderedProminent) }
  }

  /// Creates a system button with a configuration, registering an action for
  /// ``UIControl/Event/primaryActionTriggered``.
  ///
  /// As UIKit documents, a title or an image the action has is copied into the button's configuration.
  /// - Parameters:
  ///   - configuration: The configuration.
  ///   - primaryAction: The action, if any.
  public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    configurationStorage = configuration
    commonInit(forPrimaryAction: primaryAction)
  }

  /// The button's configuration, or `nil` for a button that has none: one made with ``init(type:)`` or
  /// ``init(frame:)`` and never given one.
  public var configuration: UIButton.Configuration? {
    get { configurationStorage }
    set { configurationStorage = newValue }
  }
}
