/// A debounce as the seeds would write it: every event cancels the pending work item and schedules a new one.
///
/// The `DispatchWorkItem` / `cancelPreviousPerformRequests` pattern: one allocation and one queue entry per event.
/// It delivers what the core debounce delivers with its default options (trailing only, no `maxWait`).
public final class NaiveDebounce<Value> {
  private let scheduler: VirtualTimeScheduler
  private let interval: VirtualTimeScheduler.SchedulerTimeType.Stride
  private let deliver: (Value) -> Void
  private var pending: VirtualTimer?

  /// Creates a debounce.
  /// - Parameters:
  ///   - interval: The quiet time after which the latest event is delivered.
  ///   - scheduler: The virtual-time scheduler for the work items.
  ///   - deliver: Receives delivered values.
  public init(interval: Duration, scheduler: VirtualTimeScheduler, deliver: @escaping (Value) -> Void) {
    self.interval = .init(interval)
    self.scheduler = scheduler
    self.deliver = deliver
  }

  /// Handles one event at the scheduler's current time.
  /// - Parameters:
  ///   - value: The event's value.
  public func send(_ value: Value) {
    pending?.cancel()
    pending = scheduler.scheduleCancellable(after: scheduler.now.advanced(by: interval)) { [unowned self] in
      pending = nil
      deliver(value)
    }
  }
}
