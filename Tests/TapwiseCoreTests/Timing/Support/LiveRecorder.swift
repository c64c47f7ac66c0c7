/// Collects what a live wrapper delivers, with each delivery's instant as an offset from the test clock's start.
@MainActor
final class LiveRecorder<Value> {
  /// The delivered values, in order.
  private(set) var values: [Value] = []
  /// The instant of each delivery, as an offset from the `StepClock`'s start.
  private(set) var times: [Duration] = []

  /// Records one delivery.
  func record(_ value: Value, at instant: StepClock.Instant) {
    values.append(value)
    times.append(instant.offset)
  }
}
