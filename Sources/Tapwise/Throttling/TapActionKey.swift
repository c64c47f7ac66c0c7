import Foundation

/// What tap throttling gates independently on one control: one target-action pair or one UIAction.
///
/// Two different actions fired by the same tap have different keys, so both are delivered; a repeat of either
/// within the interval is dropped. Two targets that share a selector are two actions.
enum TapActionKey: Hashable {
  /// A target-action message: its selector and its target's identity (`nil` for the responder chain).
  case targetAction(Selector, target: ObjectIdentifier?)
  /// A UIAction, keyed by its identifier.
  case action(UIAction.Identifier)

  /// The key of a target-action message.
  static func targetAction(_ selector: Selector, to target: Any?) -> TapActionKey {
    .targetAction(selector, target: identity(of: target))
  }

  /// The identity of a target, `nil` for none. A responder, like any `NSObject`, is cast as one: `as AnyObject` on
  /// an `Any` goes through the general bridging path, some three thousand instructions on Linux for every tap.
  /// Anything else is converted with `as AnyObject`, as UIKit's bridging would.
  static func identity(of target: Any?) -> ObjectIdentifier? {
    guard let target else { return nil }
    if let object = target as? NSObject { return ObjectIdentifier(object) }
    return ObjectIdentifier(target as AnyObject)
  }

  /// Whether a registered handler, as `UIControl.enumerateEventHandlers` reports it, is this key's.
  /// Main-actor isolated, because `UIAction.identifier` is.
  @MainActor func matches(_ action: UIAction?, _ targetAction: (Any?, Selector)?) -> Bool {
    switch self {
    case .targetAction(let selector, let target):
      guard let targetAction, targetAction.1 == selector else { return false }
      return Self.identity(of: targetAction.0) == target
    case .action(let identifier):
      return action?.identifier == identifier
    }
  }
}
