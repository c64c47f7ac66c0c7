import Foundation

/// The closure an action runs. It receives the action, whose ``UIAction/sender`` is the control that sent it.
public typealias UIActionHandler = (UIAction) -> Void

/// A menu element that runs a closure, and the closure-based alternative to target-action on controls.
///
/// ```swift
/// let pay = UIAction(title: "Pay") { action in
///   checkout.pay(from: action.sender)
/// }
/// payButton.addAction(pay, for: .touchUpInside)
/// ```
///
/// - Note: As in UIKit, two actions are equal (`isEqual(_:)`, `==`) when their identifiers are, and a control
///   registers a copy of the action it is given.
@MainActor
open class UIAction: UIMenuElement {
  /// A string that identifies an action. A control keeps at most one action per identifier.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
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

  /// The identifier: the one given at creation, or a unique generated one.
  open var identifier: Identifier { storedIdentifier }
  /// The identifier, readable off the main actor for `isEqual(_:)` and `hash`, which NSObject declares nonisolated.
  private nonisolated let storedIdentifier: Identifier
  /// A longer title for the discoverability HUD, if any.
  open var discoverabilityTitle: String?
  /// The action's attributes.
  open var attributes: UIMenuElement.Attributes
  /// The action's check-mark state.
  open var state: UIMenuElement.State
  /// The closure the action runs.
  let handler: UIActionHandler
  private var senderStorage: Any?

  /// Creates an action.
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image shown next to the title, if any.
  ///   - identifier: The identifier, or `nil` for a unique generated one (`com.apple.action.dynamic.<UUID>`,
  ///     as UIKit does).
  ///   - discoverabilityTitle: A longer title, if any.
  ///   - attributes: The action's attributes.
  ///   - state: The action's check-mark state.
  ///   - handler: The closure to run.
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.init(
      handler: handler, title: title, image: image,
      identifier: identifier ?? Identifier("com.apple.action.dynamic.\(UUID().uuidString)"),
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
  }

  init(
    handler: @escaping UIActionHandler, title: String, image: UIImage?, identifier: Identifier,
    discoverabilityTitle: String?, attributes: UIMenuElement.Attributes, state: UIMenuElement.State
  ) {
    self.handler = handler
    storedIdentifier = identifier
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    super.init(title: title, image: image)
  }

  /// The action's title.
  open override var title: String {
    get { titleStorage }
    set { titleStorage = newValue }
  }

  /// The image shown next to the title, if any.
  open override var image: UIImage? {
    get { imageStorage }
    set { imageStorage = newValue }
  }

  /// The object the handler runs for, such as the control that sent the action.
  ///
  /// - Note: It is set only while the handler runs and is `nil` otherwise, so an action never keeps its
  ///   sender alive.
  open var sender: Any? { senderStorage }

  /// Runs the handler with ``sender`` set for the duration of the call, as UIKit's `performWithSender:target:`.
  /// - Parameters:
  ///   - sender: The object the handler runs for.
  func perform(sender: Any?) {
    senderStorage = sender
    defer { senderStorage = nil }
    handler(self)
  }

  /// A new action with the same identifier, properties and handler, as UIKit's `copy()` of an action.
  /// - Returns: The copy. Like UIKit's, it is a plain `UIAction` even when this is a subclass.
  func copyForRegistration() -> UIAction {
    UIAction(
      handler: handler, title: title, image: image, identifier: identifier,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
  }

  /// Whether another object is an action with the same identifier, as UIKit compares actions.
  /// - Parameters:
  ///   - object: The object to compare.
  /// - Returns: `true` if `object` is a `UIAction` with this identifier.
  public nonisolated override func isEqual(_ object: Any?) -> Bool {
    (object as? UIAction)?.storedIdentifier == storedIdentifier
  }

  /// A hash consistent with ``isEqual(_:)``: the identifier's.
  public nonisolated override var hash: Int { storedIdentifier.hashValue }
}
