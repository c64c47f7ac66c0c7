/// One step in building a chain of delegate proxies, for the property tests over random chains.
enum ProxyChainStep: CaseIterable, CustomStringConvertible {
  /// `tw.didSelectRow` (`tw.didSelectItem`): Tapwise's proxy goes in front, or stays behind a proxy that reaches it.
  case closure
  /// Another library's new proxy captures whatever holds the slot and takes it (``ForeignTableDelegateProxy``).
  case foreignProxy
  /// The app sets a new delegate of its own, replacing everything.
  case newDelegate
  /// A hand-written proxy that hides what it captured (``HandWrittenDelegateProxy``).
  case handWritten
  /// An `rx.*` access: the first subscribes to `itemSelected`; each re-captures the slot
  /// (``ReCapturingDelegateProxy``).
  case rxAccess

  var description: String {
    switch self {
    case .closure: "closure"
    case .foreignProxy: "foreign"
    case .newDelegate: "delegate"
    case .handWritten: "handWritten"
    case .rxAccess: "rx"
    }
  }
}
