/// Drives a timing state machine (``ThrottleStateMachine`` or ``DebounceStateMachine``) on the main loop's clock and
/// timers, delivering to a handler with the control it came from.
///
/// Events come in with ``receive(_:from:)`` at ``MainLoop/exactNow``; one main-loop timer at a time waits for the
/// machine's deadline. Due deadlines run before an event, each at its own time, as the simulator runs them, so a
/// handler sees what `TimingSimulator` computes for the same stream. The control is held weakly: when it goes, the
/// action holding this object goes, and a timer still in the run loop finds nothing to deliver.
@MainActor
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
final class PacedDelivery<Control: AnyObject, Machine: TimingStateMachine> {
  /// The control the values come from.
  private weak var control: Control?
  /// The policy's state.
  private var machine: Machine
  /// The user's handler.
  private let deliver: @MainActor (Control, Machine.Value) -> Void
  /// The pending main-loop timer and the deadline it waits for.
  private var timer: (deadline: Duration, handle: MainLoopTimer)?
  /// Set when the handler is removed: nothing more is delivered.
  private var isStopped = false

  /// Creates a driver.
  /// - Parameters:
  ///   - machine: The idle state machine.
  ///   - deliver: The handler.
  init(_ machine: Machine, deliver: @escaping @MainActor (Control, Machine.Value) -> Void) {
    self.machine = machine
    self.deliver = deliver
  }

  /// Feeds one value, now.
  /// - Parameters:
  ///   - value: The value.
  ///   - control: The control that sent it.
  func receive(_ value: Machine.Value, from control: Control) {
    guard !isStopped else { return }
    self.control = control
    let now = MainLoop.exactNow
    fireDeadlines(through: now)
    guard !isStopped else { return }
    if let value = machine.receive(value, at: now) { deliver(control, value) }
    // A late trailing delivery can leave the event's own delivery due at `now`.
    fireDeadlines(through: now)
    rescheduleTimer()
  }

  /// Delivers the pending value now, once: ``HandlerRegistration/flush()``, and the end of a burst the control
  /// reports (Return, the end of editing, the end of a drag).
  ///
  /// Deadlines already due run first, at their own times, so nothing overtakes a value that was due. What the window
  /// does afterwards is the machine's `flush(at:)`: a debounce ends its burst, a throttle opens a fresh window, so
  /// the next delivery is again at least one interval away. Does nothing when nothing is pending, or the control is
  /// gone.
  func flush() {
    guard !isStopped else { return }
    let now = MainLoop.exactNow
    fireDeadlines(through: now)
    guard !isStopped else { return }
    if let value = machine.flush(at: now), let control { deliver(control, value) }
    rescheduleTimer()
  }

  /// Drops the pending value: ``HandlerRegistration/cancelPending()``. The handler stays, and the window goes on as
  /// the machine's `cancel()` says: a throttle keeps its window, so the spacing holds; a debounce keeps its burst, so
  /// a value typed just after the drop still waits for the pause.
  func cancelPending() {
    guard !isStopped else { return }
    machine.cancel()
    rescheduleTimer()
  }

  /// Drops anything pending and stops delivering: the handler was removed.
  func stop() {
    isStopped = true
    machine.cancel()
    timer?.handle.cancel()
    timer = nil
  }

  /// Runs every deadline up to a time, each at its own deadline.
  private func fireDeadlines(through time: Duration) {
    while !isStopped, let due = machine.deadline, due <= time {
      if let value = machine.fire(at: due), let control { deliver(control, value) }
    }
  }

  /// Keeps one timer waiting for the machine's current deadline.
  private func rescheduleTimer() {
    guard !isStopped, timer?.deadline != machine.deadline else { return }
    timer?.handle.cancel()
    timer = nil
    guard let due = machine.deadline else { return }
    let delay = (due - MainLoop.exactNow).timeInterval
    let handle = MainLoop.schedule(after: delay) { [weak self] in self?.timerFired() }
    timer = (due, handle)
  }

  /// The timer came due: run the deadline it waited for (at that deadline, even if the platform timer ran a little
  /// early), and wait for the next one.
  private func timerFired() {
    guard let deadline = timer?.deadline else { return }
    timer = nil
    fireDeadlines(through: max(MainLoop.exactNow, deadline))
    rescheduleTimer()
  }
}
