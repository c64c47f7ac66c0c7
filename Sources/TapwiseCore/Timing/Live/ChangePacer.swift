/// Paces a stream of changed values with a ``Throttler`` or a ``Debouncer``, for TapwiseSwiftUI's
/// `onChange(of:throttle:)` and `onChange(of:debounce:)`.
///
/// Both keep the last value: the throttle (leading, trailing, latest) delivers the first value at once and the latest
/// at the end of every window; the debounce (trailing) delivers the latest once the changes pause. A view gives the
/// pace and the action on every update (``update(pace:action:)``), which never delivers anything, and each new value
/// with ``send(_:)``. A new pace takes effect with the next value, which supersedes anything the old pace still held:
/// a value pending under the old pace is dropped then, and is delivered on time if no value follows.
///
/// ```swift
/// let pacer = ChangePacer<Float, ContinuousClock>(clock: ContinuousClock())
/// pacer.update(pace: .throttle(.milliseconds(400))) { [weak lamp] brightness in lamp?.write(brightness) }
/// pacer.send(0.3)   // written now
/// pacer.send(0.5)   // written 0.4 s after 0.3, unless a newer value replaces it
/// ```
///
/// ``flush()`` delivers the pending value at once (Return in a search field), ``cancel()`` drops it (Escape, or the
/// view going away), and ``perform(_:)`` does either for the app's ``PendingChangeTrigger``.
///
/// - Note: Main-actor only. Deliveries reach the action given last, on the main actor. Releasing the pacer cancels
///   its timer.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
@MainActor
package final class ChangePacer<Value, C: Clock> where C.Duration == Duration {
  /// How the values are paced.
  package enum Pace: Equatable, Sendable {
    /// The timing core's throttle with its defaults (leading, trailing, latest) at this interval.
    case throttle(Duration)
    /// The timing core's debounce with its defaults (trailing, no `maxWait`) at this interval.
    case debounce(Duration)
  }

  /// The live wrapper for the current pace.
  private enum Live {
    case throttle(Throttler<Value, C>)
    case debounce(Debouncer<Value, C>)
  }

  /// The clock the wrappers read and sleep on.
  private let clock: C
  /// The pace the next value goes by, as the view last gave it.
  private var requested: Pace?
  /// The pace of ``live``.
  private var livePace: Pace?
  /// The wrapper pacing the values, or `nil` before the first value and under a refused pace.
  private var live: Live?
  /// Receives the deliveries.
  private var action: @MainActor (Value) -> Void = { _ in }
  /// The count of the last ``PendingChangeTrigger`` carried out.
  private var performedCount: UInt64 = 0

  /// Creates a pacer that delivers nothing until ``update(pace:action:)`` gives it a pace and an action.
  /// - Parameters:
  ///   - clock: The clock to read and sleep on, such as a `TestClock` in tests.
  package nonisolated init(clock: C) {
    self.clock = clock
  }

  /// Sets the pace for the values to come and the action for every delivery from now on. Delivers nothing.
  /// - Parameters:
  ///   - pace: The pace. A negative interval is refused: values sent under it are dropped.
  ///   - action: Receives each delivered value.
  package func update(pace: Pace, action: @escaping @MainActor (Value) -> Void) {
    requested = pace
    self.action = action
  }

  /// Offers a new value, paced by the pace given last.
  /// - Parameters:
  ///   - value: The new value.
  package func send(_ value: Value) {
    if livePace != requested {
      cancel()
      livePace = requested
      live = requested.flatMap(makeLive)
    }
    switch live {
    case .throttle(let throttler): throttler.send(value)
    case .debounce(let debouncer): debouncer.send(value)
    case nil: break
    }
  }

  /// Delivers the pending value now, if any, as Return in a search field asks: once, since nothing is pending after.
  ///
  /// What follows is the pace's own flush: a debounce ends its burst, so the next value starts a new one; a throttle
  /// opens a fresh window, so the next delivery is at least one interval later. The old deadline delivers nothing.
  package func flush() {
    switch live {
    case .throttle(let throttler): throttler.flush()
    case .debounce(let debouncer): debouncer.flush()
    case nil: break
    }
  }

  /// Carries out the app's latest request in a ``PendingChangeTrigger``: ``flush()`` or ``cancel()``. A trigger
  /// already carried out (the same count) does nothing, so each request acts once.
  /// - Parameters:
  ///   - trigger: The trigger as the app last changed it.
  package func perform(_ trigger: PendingChangeTrigger) {
    guard trigger.count != performedCount else { return }
    performedCount = trigger.count
    switch trigger.request {
    case .flush: flush()
    case .cancelPending: cancel()
    case nil: break
    }
  }

  /// Drops the pending value, if any. The window or burst runs on, so the pace still holds for the next value.
  package func cancel() {
    switch live {
    case .throttle(let throttler): throttler.cancel()
    case .debounce(let debouncer): debouncer.cancel()
    case nil: break
    }
  }

  /// The value waiting for its time, if any.
  package var pending: Value? {
    switch live {
    case .throttle(let throttler): throttler.pending
    case .debounce(let debouncer): debouncer.pending
    case nil: nil
    }
  }

  /// When the pending value or the open window is due, or `nil` when nothing is scheduled.
  package var deadline: C.Instant? {
    switch live {
    case .throttle(let throttler): throttler.deadline
    case .debounce(let debouncer): debouncer.deadline
    case nil: nil
    }
  }

  /// The wrapper for a pace, or `nil` for a refused one. It holds the pacer weakly.
  private func makeLive(_ pace: Pace) -> Live? {
    let deliver: @MainActor (Value, C.Instant) -> Void = { [weak self] value, _ in self?.action(value) }
    switch pace {
    case .throttle(let interval):
      return (try? Throttler(interval: interval, clock: clock, handler: deliver)).map(Live.throttle)
    case .debounce(let interval):
      return (try? Debouncer(interval: interval, clock: clock, handler: deliver)).map(Live.debounce)
    }
  }
}
