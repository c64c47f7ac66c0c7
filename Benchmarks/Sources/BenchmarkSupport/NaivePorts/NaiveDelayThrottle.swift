/// The PSDelayInvocation seed's throttle, ported with a work item per event, and its timing bugs fixed.
///
/// An event while idle is delivered at once. Any other event cancels the pending work item and schedules a new one
/// that delivers this event when the window ends, so every event inside a window allocates and schedules a work
/// item. Unlike the seed, it schedules for the remaining time of the window, not the full delay, and each instance
/// has its own clock, so it delivers exactly what the core throttle delivers (leading, trailing, latest).
public final class NaiveDelayThrottle<Value> {
  private let scheduler: VirtualTimeScheduler
  private let interval: VirtualTimeScheduler.SchedulerTimeType.Stride
  private let deliver: (Value) -> Void
  private var lastDelivery: VirtualTimeScheduler.SchedulerTimeType?
  private var pending: VirtualTimer?

  /// Creates a throttle.
  /// - Parameters:
  ///   - interval: The minimum time between deliveries.
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
    let now = scheduler.now
    guard let lastDelivery, pending != nil || lastDelivery.distance(to: now) < interval else {
      self.lastDelivery = now
      deliver(value)
      return
    }
    pending?.cancel()
    pending = scheduler.scheduleCancellable(after: lastDelivery.advanced(by: interval)) { [unowned self] in
      pending = nil
      self.lastDelivery = scheduler.now
      deliver(value)
    }
  }
}
