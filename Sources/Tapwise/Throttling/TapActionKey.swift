/// What tap throttling gates independently on one control: one target-action selector or one UIAction.
///
/// Two different actions fired by the same tap have different keys, so both are delivered; a repeat of either
/// within the interval is dropped.
enum TapActionKey: Hashable {
  /// A target-action message, keyed by its selector (whatever its target).
  case selector(Selector)
  /// A UIAction, keyed by its identifier.
  case action(UIAction.Identifier)

  /// Whether a registered handler, as `UIControl.enumerateEventHandlers` reports it, is this key's.
  func matches(_ action: UIAction?, _ targetAction: (Any?, Selector)?) -> Bool {
    switch self {
    case .selector(let selector): targetAction?.1 == selector
    case .action(let identifier): action?.identifier == identifier
    }
  }
}
