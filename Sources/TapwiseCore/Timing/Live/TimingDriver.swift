/// Drives one timing state machine on a real or test clock with at most one sleeping task.
///
/// Shared by ``Throttler`` and ``Debouncer``. The task sleeps until the machine's deadline, fires what is due, and
/// sleeps again until the next deadline; it ends when the machine has no deadline. A deadline that moves later
/// (a debounce burst going on) never restarts the task: the task wakes, finds nothing due, and sleeps again. A
/// deadline that disappears (a flushed debounce burst) cancels the sleep. Only a deadline earlier than the current
/// sleep, which the built-in machines never produce while their time does not go back, replaces the task.
///
/// Re-entrant calls are not queued. A `send`, `flush` or `cancel` that the handler makes runs at once, inside the
/// handler call, at the clock's time: so when `send(v1)` finds a timer overdue and the handler, delivering it, calls
/// `send(v2)`, the machine receives `v2` before `v1`. That is the order a prompt task would have produced, since the
/// timer's delivery and what the handler did in it come before the event that found the timer due. The clock is read
/// again after every delivery, so a slow handler never makes the machine's time go backwards.
///
/// - Note: The task holds the driver weakly, so dropping the owner ends everything; `deinit` cancels the sleep.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
@MainActor
final class TimingDriver<Machine: TimingStateMachine, C: Clock> where C.Duration == Duration {
  /// Receives each delivery with the instant it belongs to: the event's arrival or the exact deadline.
  typealias Handler = @MainActor (Machine.Value, C.Instant) -> Void

  /// The clock that times everything.
  let clock: C
  /// The instant that machine time `.zero` stands for.
  let origin: C.Instant
  /// The policy's state.
  private(set) var machine: Machine
  /// Where deliveries go.
  private let handler: Handler
  /// The one sleeping task, if any.
  private var task: Task<Void, Never>?
  /// The machine time the task sleeps until.
  private var wakeTarget: Duration?
  /// Identifies the current task, so a replaced task that wakes anyway does nothing.
  private var generation: UInt64 = 0
  /// The latest machine time handed to the machine, so it never goes backwards even on a clock that does.
  private var latest: Duration = .zero

  /// Creates a driver whose machine time starts now.
  /// - Parameters:
  ///   - machine: The idle state machine.
  ///   - clock: The clock to read and sleep on.
  ///   - handler: Where deliveries go.
  init(machine: Machine, clock: C, handler: @escaping Handler) {
    self.machine = machine
    self.clock = clock
    self.origin = clock.now
    self.handler = handler
  }

  deinit {
    task?.cancel()
  }

  /// The clock's current time as machine time, never earlier than a time already used.
  private func currentTime() -> Duration {
    latest = max(latest, origin.duration(to: clock.now))
    return latest
  }

  /// The machine's next deadline as a clock instant.
  var deadline: C.Instant? {
    machine.deadline.map { origin.advanced(by: $0) }
  }

  /// Fires what is due at the current time, then feeds `value`.
  /// - Parameters:
  ///   - value: The event's value.
  func send(_ value: Machine.Value) {
    let now = fireDue()
    if let output = machine.receive(value, at: now) { handler(output, origin.advanced(by: now)) }
    schedule()
  }

  /// Fires what is due, then delivers the pending value now.
  func flush() {
    let now = fireDue()
    if let output = machine.flush(at: now) { handler(output, origin.advanced(by: now)) }
    schedule()
  }

  /// Fires what is due, then drops the pending value; the machine's window or burst carries on.
  ///
  /// A value whose deadline has passed belongs to the past, so it is delivered, not dropped, whether or not the task
  /// got to run: the outcome must not depend on scheduling.
  func cancel() {
    fireDue()
    machine.cancel()
    schedule()
  }

  /// Fires every deadline up to the current time, each at its own deadline, and returns that time.
  ///
  /// The handler may take time and may re-enter, feeding the machine a later time itself, so the clock is read again
  /// after every delivery and the caller goes on at the time returned.
  /// - Returns: The current machine time, with nothing due at or before it.
  @discardableResult
  private func fireDue() -> Duration {
    while true {
      let time = currentTime()
      guard let due = machine.deadline, due <= time else { return time }
      if let output = machine.fire(at: due) { handler(output, origin.advanced(by: due)) }
    }
  }

  /// Makes sure a task will wake by the machine's deadline, starting one only when none would.
  private func schedule() {
    guard let deadline = machine.deadline else {
      stopTimer()
      return
    }
    if task != nil, let wakeTarget, wakeTarget <= deadline { return }
    stopTimer()
    wakeTarget = deadline
    task = Task { [weak self, clock, origin, generation] in
      var target = deadline
      while true {
        do {
          try await clock.sleep(until: origin.advanced(by: target), tolerance: nil)
        } catch {
          return
        }
        guard let next = self?.wake(generation: generation) else { return }
        target = next
      }
    }
  }

  /// Cancels the sleeping task, if any; a task that is running right now stops at its next generation check.
  private func stopTimer() {
    task?.cancel()
    task = nil
    wakeTarget = nil
    generation &+= 1
  }

  /// Runs when the task wakes: fires what is due and says how long to sleep next.
  /// - Parameters:
  ///   - generation: The waking task's generation.
  /// - Returns: The next machine time to wake at, or `nil` to end the task.
  private func wake(generation: UInt64) -> Duration? {
    guard generation == self.generation else { return nil }
    fireDue()
    // A handler that flushed and sent again may have stopped this task and started another. This task must end here:
    // going back to sleep would be a second sleep (only cut short by its cancellation), and it would overwrite
    // `wakeTarget`, which now describes the new task.
    guard generation == self.generation else { return nil }
    guard let next = machine.deadline else {
      task = nil
      wakeTarget = nil
      return nil
    }
    wakeTarget = next
    return next
  }
}
