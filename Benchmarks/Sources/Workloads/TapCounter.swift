import Tapwise

/// The action every tap workload sends: `tapped:`.
public let tapped = Selector("tapped:")

/// The target of a control's or a recognizer's one target-action: counts what arrives.
@MainActor
public final class TapCounter: UIResponder, HeadlessActionTarget {
  /// How many actions arrived.
  public private(set) var count = 0

  /// Only ``tapped`` is handled.
  public func responds(toAction action: Selector) -> Bool { action == tapped }

  /// Counts one action.
  public func perform(_ action: Selector, sender: Any?, event: UIEvent?) { count += 1 }
}
