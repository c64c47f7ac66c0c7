import Foundation

/// A control that runs code when tapped, with a title and an image for each state.
///
/// A tap sends ``UIControl/Event/touchUpInside`` and then, as UIKit does for buttons,
/// ``UIControl/Event/primaryActionTriggered``.
///
/// ```swift
/// let pay = UIButton(type: .system, primaryAction: UIAction(title: "Pay") { _ in checkout.pay() })
/// pay.currentTitle   // "Pay"
/// ```
@MainActor
open class UIButton: UIControl {
  /// A single tap is the control's default action: it wins it over another view's tap recognizer.
  override func defaultActionOverlaps(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    isSingleTapFromAnotherView(gestureRecognizer)
  }

  /// The styles of button, with UIKit's raw values.
  public enum ButtonType: Int, Sendable {
    /// No style.
    case custom = 0
    /// The system style, as in navigation bars and toolbars.
    case system = 1
    /// A detail-disclosure button.
    case detailDisclosure = 2
    /// An information button for light content.
    case infoLight = 3
    /// An information button for dark content.
    case infoDark = 4
    /// A button that adds a contact.
    case contactAdd = 5
    /// A close button.
    case close = 7

    /// The old rounded-rectangle style, which is now the system style.
    public static var roundedRect: ButtonType { .system }
  }

  private var buttonTypeStorage = ButtonType.custom
  private var titles: [UIControl.State: String] = [:]
  private var images: [UIControl.State: UIImage] = [:]
  /// What ``configuration`` holds.
  var configurationStorage: Configuration?

  /// Creates a custom button with the given frame rectangle.
  /// - Parameters:
  ///   - frame: The frame in the superview's coordinate system.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a button from an archive; see ``UIView/init(coder:)``.
  /// - Parameters:
  ///   - coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a button of a type, with a zero frame.
  /// - Parameters:
  ///   - buttonType: The button's type.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    buttonTypeStorage = buttonType
  }

  /// Creates a button of a type that takes its title and image from an action registered for
  /// ``UIControl/Event/primaryActionTriggered``.
  /// - Parameters:
  ///   - buttonType: The button's type.
  ///   - primaryAction: The action, if any.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    commonInit(forPrimaryAction: primaryAction)
  }

  /// Registers the primary action and takes its title and image: into the configuration of a button that has one,
  /// else for the normal state, as UIKit does.
  override func commonInit(forPrimaryAction action: UIAction?) {
    super.commonInit(forPrimaryAction: action)
    guard let action else { return }
    if configurationStorage != nil {
      if !action.title.isEmpty { configurationStorage?.title = action.title }
      if let image = action.image { configurationStorage?.image = image }
      return
    }
    setTitle(action.title, for: .normal)
    setImage(action.image, for: .normal)
  }

  /// A tap also triggers the button's primary action.
  override var controlEventsForActionTriggered: UIControl.Event { .touchUpInside }

  /// The button's type.
  open var buttonType: ButtonType { buttonTypeStorage }

  // MARK: - Titles and images

  /// Sets the title for a state.
  /// - Parameters:
  ///   - title: The title, or `nil` to remove the state's own title.
  ///   - state: The state.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state] = title
  }

  /// The title for a state.
  /// - Parameters:
  ///   - state: The state.
  /// - Returns: The state's own title, else that of its most prominent single state, else the normal title.
  open func title(for state: UIControl.State) -> String? {
    Self.lookUp(state, in: titles)
  }

  /// The title for the button's current ``UIControl/state``.
  open var currentTitle: String? { title(for: state) }

  /// Sets the image for a state.
  /// - Parameters:
  ///   - image: The image, or `nil` to remove the state's own image.
  ///   - state: The state.
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state] = image
  }

  /// The image for a state.
  /// - Parameters:
  ///   - state: The state.
  /// - Returns: The state's own image, else that of its most prominent single state, else the normal image.
  open func image(for state: UIControl.State) -> UIImage? {
    Self.lookUp(state, in: images)
  }

  /// The image for the button's current ``UIControl/state``.
  open var currentImage: UIImage? { image(for: state) }

  /// Finds a state's content: its own, else its primary state's, else the normal state's.
  ///
  /// The primary state is UIKit's (`_primaryStateForState:`): highlighted, else focused, else selected, else
  /// disabled.
  private static func lookUp<Content>(_ state: UIControl.State, in contents: [UIControl.State: Content]) -> Content? {
    if let content = contents[state] { return content }
    let primary = [UIControl.State.highlighted, .focused, .selected, .disabled].first { state.contains($0) }
    if let primary, let content = contents[primary] { return content }
    return contents[.normal]
  }
}
