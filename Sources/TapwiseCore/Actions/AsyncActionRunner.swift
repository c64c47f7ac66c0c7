/// Runs an asynchronous action at most once at a time: a trigger while the action runs is ignored, not queued.
///
/// It is the rule behind the UIKit layer's async `tw.onTap` and TapwiseSwiftUI's `AsyncButton`: a payment that takes
/// three seconds is submitted once however often the button is tapped meanwhile, and the next tap after it finishes
/// submits again. A time interval can't say that; the running task can.
///
/// ```swift
/// let submit = AsyncActionRunner { isRunning in spinner.isHidden = !isRunning }
/// func payTapped() {
///   if !submit.run({ await checkout.pay() }) { haptics.warning() }  // ignored: a payment is running
/// }
/// ```
///
/// The action runs in a task on the main actor, started by ``run(_:)``. ``cancel()`` cancels it and lets go of it at
/// once: the runner is idle again, and whatever the cancelled task still does when it ends is not reported. Releasing
/// the runner cancels its task too. The state handler is called when the runner starts running and when it goes idle,
/// never twice with the same value.
///
/// - Note: Main-actor only. The task holds the runner weakly, so a runner kept by a view or a control goes away with it.
@MainActor
public final class AsyncActionRunner {
  /// The running task, or `nil` while idle.
  private var task: Task<Void, Never>?
  /// Identifies the current run, so that a run let go of by ``cancel()`` reports nothing when it ends.
  private var generation: UInt64 = 0
  /// Told of every change of ``isRunning``.
  private let stateHandler: @MainActor (_ isRunning: Bool) -> Void

  /// Creates an idle runner.
  /// - Parameters:
  ///   - stateHandler: Called with `true` when an action starts and with `false` when the runner goes idle again (the
  ///     action returned, threw or was cancelled). It runs on the main actor, synchronously, inside ``run(_:)`` and
  ///     ``cancel()`` or as the task ends.
  public init(stateHandler: @escaping @MainActor (_ isRunning: Bool) -> Void = { _ in }) {
    self.stateHandler = stateHandler
  }

  deinit {
    task?.cancel()
  }

  /// Whether an action is running.
  public var isRunning: Bool { task != nil }

  /// Starts an action unless one is running.
  /// - Parameters:
  ///   - action: The work, run in a new task on the main actor.
  /// - Returns: `true` if the action started; `false` if one was running, and this one was ignored.
  @discardableResult
  public func run(_ action: @escaping @MainActor () async -> Void) -> Bool {
    guard task == nil else { return false }
    generation &+= 1
    let run = generation
    task = Task { [weak self] in
      await action()
      self?.finish(run)
    }
    stateHandler(true)
    return true
  }

  /// Starts a throwing action unless one is running; what it throws goes to an error handler, except the
  /// `CancellationError` of a cancelled action, which is the cancellation's expected end.
  /// - Parameters:
  ///   - action: The work, run in a new task on the main actor.
  ///   - errorHandler: Receives what the action throws, on the main actor, before the runner goes idle.
  /// - Returns: `true` if the action started; `false` if one was running, and this one was ignored.
  @discardableResult
  public func run(
    _ action: @escaping @MainActor () async throws -> Void, errorHandler: @escaping @MainActor (any Error) -> Void
  ) -> Bool {
    run {
      do {
        try await action()
      } catch is CancellationError where Task.isCancelled {
        // A cancelled action ends this way; nothing went wrong.
      } catch {
        errorHandler(error)
      }
    }
  }

  /// Cancels the running action, if any, and goes idle at once: the next ``run(_:)`` starts a new action even if the
  /// cancelled one has not yet returned.
  public func cancel() {
    guard let task else { return }
    task.cancel()
    self.task = nil
    generation &+= 1
    stateHandler(false)
  }

  /// The task of run `run` ended: go idle, unless that run was already let go of.
  private func finish(_ run: UInt64) {
    guard run == generation, task != nil else { return }
    task = nil
    stateHandler(false)
  }
}
