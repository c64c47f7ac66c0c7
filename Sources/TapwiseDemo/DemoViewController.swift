import Foundation
import HeadlessUIKit

/// A scenario's view controller: it logs to the stage it plays on, which it holds weakly (the stage's window holds
/// the controller).
@MainActor
class DemoViewController: UIViewController {
  /// The stage the scenario plays on.
  private(set) weak var stage: DemoStage?

  /// Creates a controller for a stage.
  /// - Parameters:
  ///   - stage: The stage.
  init(stage: DemoStage) {
    self.stage = stage
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
