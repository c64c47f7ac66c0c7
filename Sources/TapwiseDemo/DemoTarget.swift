import HeadlessUIKit

/// A responder that handles named target-action messages by logging them on a stage.
@MainActor
package final class DemoTarget: UIResponder, HeadlessActionTarget {
  private let name: String
  private let actions: Set<Selector>
  private weak var stage: DemoStage?

  /// Creates a target.
  /// - Parameters:
  ///   - name: How the transcript names it.
  ///   - actions: The selectors it implements.
  ///   - stage: Where it logs.
  package init(_ name: String, handles actions: Set<Selector>, on stage: DemoStage) {
    self.name = name
    self.actions = actions
    self.stage = stage
  }

  /// Whether this target implements the action.
  /// - Parameters:
  ///   - action: The selector.
  /// - Returns: `true` for the selectors it was created with.
  package func responds(toAction action: Selector) -> Bool {
    actions.contains(action)
  }

  /// Logs the action.
  /// - Parameters:
  ///   - action: The selector.
  ///   - sender: The sending control.
  ///   - event: The event, if any.
  package func perform(_ action: Selector, sender: Any?, event: UIEvent?) {
    let from = (sender as? UIView).map { " from \(DemoStage.path(of: $0))" } ?? ""
    stage?.logAction("\(NSStringFromSelector(action)) → \(name)\(from)")
  }
}
