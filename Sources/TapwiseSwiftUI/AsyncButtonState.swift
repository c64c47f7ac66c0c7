#if canImport(SwiftUI) && canImport(UIKit)
  import Combine
  import SwiftUI
  import TapwiseCore

  /// One ``AsyncButton``'s runner, kept by `@StateObject` for as long as the button keeps its identity, and whether
  /// it runs, published so that the button redraws its label when the work starts and ends.
  ///
  /// The decision, which taps start the work, is `AsyncActionRunner`'s (Linux-tested: `AsyncActionRunnerTests`).
  /// Contracts it rests on (typechecked, not run): `StateObject` creates the object "only once during the lifetime
  /// of the container that declares the state object" and a new one when the view's identity changes; a change of a
  /// `@Published` property of an observed object updates the views that observe it. Releasing the state releases
  /// the runner, whose deinit cancels the task.
  @MainActor
  final class AsyncButtonState: ObservableObject {
    /// Whether the button's work is running.
    @Published private(set) var isRunning = false
    /// The runner, made on first use on the main actor (`StateObject` may create this object off it).
    private var made: AsyncActionRunner?

    /// Creates the state of an idle button.
    nonisolated init() {}

    /// The runner that starts the work at most once at a time, reporting its state to ``isRunning``.
    var runner: AsyncActionRunner {
      if let made { return made }
      let runner = AsyncActionRunner { [weak self] isRunning in self?.isRunning = isRunning }
      made = runner
      return runner
    }
  }
#endif
