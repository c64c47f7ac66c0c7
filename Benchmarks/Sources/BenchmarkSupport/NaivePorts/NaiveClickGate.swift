/// The ClickInterval seed's gate, ported as it works: a flag, and a timer per admitted tap that clears it.
///
/// An admitted tap sets "ignoring" and schedules a work item one interval later that clears it (ClickInterval's
/// `performSelector:afterDelay:`). Taps while ignoring are dropped. With the exact-time rule of
/// ``VirtualTimeScheduler`` (a timer due at T runs before an event at T), it admits the same taps as the core
/// `Gate`.
public final class NaiveClickGate<Value> {
  private let scheduler: VirtualTimeScheduler
  private let interval: VirtualTimeScheduler.SchedulerTimeType.Stride
  private let deliver: (Value) -> Void
  private var isIgnoring = false

  /// Creates a gate.
  /// - Parameters:
  ///   - interval: The time after an admission during which taps are dropped.
  ///   - scheduler: The virtual-time scheduler for the reset timer.
  ///   - deliver: Receives admitted values.
  public init(interval: Duration, scheduler: VirtualTimeScheduler, deliver: @escaping (Value) -> Void) {
    self.interval = .init(interval)
    self.scheduler = scheduler
    self.deliver = deliver
  }

  /// Handles one tap at the scheduler's current time.
  /// - Parameters:
  ///   - value: The tap's value.
  public func send(_ value: Value) {
    guard !isIgnoring else { return }
    isIgnoring = true
    scheduler.scheduleCancellable(after: scheduler.now.advanced(by: interval)) { [unowned self] in
      isIgnoring = false
    }
    deliver(value)
  }
}
