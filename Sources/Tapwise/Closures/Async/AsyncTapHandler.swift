/// Registers an async tap handler on a button: a `UIAction` for `.primaryActionTriggered` that starts the work in an
/// ``AsyncActionRunner`` of its own, so a tap while the work runs is ignored, and the button's ``BusyState`` shows it.
///
/// Ownership runs one way: button → action → closure → runner → task. The runner's state handler and the task hold
/// the button weakly until the work starts; from then on the work holds it as its argument, until it returns. The
/// registration holds the runner weakly, so it keeps nothing alive.
@MainActor
enum AsyncTapHandler {
  /// Adds an async tap handler.
  /// - Parameters:
  ///   - button: The button.
  ///   - busy: What the button shows while the work runs.
  ///   - onIgnoredTap: Told of a tap that arrived while the work ran, and started nothing.
  ///   - start: Starts one run of the work on the runner, for the tapped button; returns `false` if one was running.
  /// - Returns: The registration: `remove()` and `cancelPending()` cancel the running work and end its busy state at
  ///   once; `remove()` also unregisters the handler.
  static func register<Button: UIButton>(
    on button: Button, showing busy: BusyIndication, onIgnoredTap: (@MainActor (Button) -> Void)?,
    start: @escaping @MainActor (AsyncActionRunner, Button) -> Bool
  ) -> HandlerRegistration {
    let runner = AsyncActionRunner { [weak button] isRunning in
      guard let button, !busy.isEmpty else { return }
      let state = BusyState.of(button)
      if isRunning { state.begin(busy, on: button) } else { state.end(busy, on: button) }
    }
    let action = ControlActionHandler.register(on: button, for: .primaryActionTriggered) { button in
      if !start(runner, button) { onIgnoredTap?(button) }
    }
    // Cancel before unregistering: the action's closure holds the runner, and a runner released while it runs
    // cancels its task without going idle, which would leave the busy state on.
    return HandlerRegistration(
      unregister: { [weak runner] in
        runner?.cancel()
        action.remove()
      },
      cancelPending: { [weak runner] in runner?.cancel() }
    )
  }

  /// Starts a run of non-throwing work: in a new task, with the button if it still exists and the run was not
  /// cancelled before it began.
  /// - Parameters:
  ///   - work: The handler's work.
  /// - Returns: What ``register(on:showing:onIgnoredTap:start:)`` calls for each tap.
  static func starting<Button: UIButton>(_ work: @escaping @MainActor (Button) async -> Void)
    -> @MainActor (AsyncActionRunner, Button) -> Bool
  {
    { runner, button in
      runner.run { [weak button] in
        guard let button, !Task.isCancelled else { return }
        await work(button)
      }
    }
  }

  /// Starts a run of throwing work, as ``starting(_:)`` does; what it throws goes to `onError` with the button, except
  /// the `CancellationError` of a cancelled run.
  /// - Parameters:
  ///   - work: The handler's work.
  ///   - onError: Receives the button and the error.
  /// - Returns: What ``register(on:showing:onIgnoredTap:start:)`` calls for each tap.
  static func starting<Button: UIButton>(
    _ work: @escaping @MainActor (Button) async throws -> Void,
    onError: @escaping @MainActor (Button, any Error) -> Void
  ) -> @MainActor (AsyncActionRunner, Button) -> Bool {
    { runner, button in
      // Holds the button from the start of the work to the error handler, which runs after the work has returned.
      let started = StartedRun<Button>()
      return runner.run(
        { [weak button] in
          guard let button, !Task.isCancelled else { return }
          started.button = button
          try await work(button)
        },
        errorHandler: { error in
          if let button = started.button { onError(button, error) }
        })
    }
  }
}

/// The button of a run whose work has started; empty before, so a run not yet started holds nothing.
@MainActor
private final class StartedRun<Button: UIButton> {
  /// The button, once the work has it.
  var button: Button?
}
