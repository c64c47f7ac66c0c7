import Tapwise

/// The target of a tap benchmark's target-actions: counts what arrives.
@MainActor
public final class TapCounter: UIResponder, HeadlessActionTarget {
  /// The one action a counter handles, `tapped:`.
  public nonisolated static let action = Selector("tapped:")

  /// How many actions arrived.
  public private(set) var count = 0

  /// Creates a counter with nothing counted.
  public override init() {
    super.init()
  }

  /// Only ``action`` is handled.
  /// - Parameters:
  ///   - action: The action asked about.
  /// - Returns: Whether it is ``action``.
  public func responds(toAction action: Selector) -> Bool { action == Self.action }

  /// Counts one action.
  /// - Parameters:
  ///   - action: The action, always ``action``.
  ///   - sender: The control or recognizer that sent it.
  ///   - event: The event that caused it, if any.
  public func perform(_ action: Selector, sender: Any?, event: UIEvent?) { count += 1 }
}
