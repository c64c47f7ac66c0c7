/// A deterministic discrete-event simulator for the timing policies: exact times in, exact deliveries out.
///
/// It feeds a time-ordered stream to one state machine per key, fires every timer at its exact deadline, and keeps
/// going after the last event until no timer is pending, so trailing deliveries after the input show up too.
///
/// The exact-time rule: **a timer due at T runs before an event stamped T.** Timers due at the same instant on
/// different keys fire in the order the keys first appeared.
///
/// ```swift
/// let events = [0, 100, 200, 900].map { TimedEvent(time: .milliseconds($0), value: $0) }
/// let result = try TimingSimulator.run(.throttle(interval: .milliseconds(400)), events: events)
/// result.deliveries.map(\.value)  // [0, 200, 900]
/// result.deliveries.map(\.time)   // [0 s, 0.4 s, 0.9 s]
/// ```
///
/// Simulation SPI (`@_spi(Simulation) import TapwiseCore`), not part of TapwiseCore's public API: the lab's
/// `tapwise simulate`, its timelines and the tests run it. Apps use the state machines and the live wrappers.
///
/// Why SPI and not `package`: the simulator is generic, and it is only fast when the lab specializes it for its own
/// value and sequence types. Swift 6.3 serializes no body of a `package` function for other modules, `@inlinable` or
/// not, so every `package` call here ran unspecialized, looking up generic metadata per event (issue 29: 6 to 13 times
/// slower). An SPI declaration is public to the compiler, so `@inlinable` works, and hidden from any client that does
/// not import the SPI by name.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
@_spi(Simulation) public enum TimingSimulator {
  /// Runs a policy over a stream and collects everything.
  /// - Parameters:
  ///   - policy: The policy and its options.
  ///   - events: The input, with non-decreasing times.
  /// - Returns: The deliveries in delivery order and the windows.
  /// - Note: Throws ``TimingError`` for an invalid policy, or ``TimingError/decreasingTime(index:time:previous:)``
  ///   when an event is earlier than the one before it.
  @inlinable
  public static func run<Value>(
    _ policy: TimingPolicy, events: some Sequence<TimedEvent<Value>>
  ) throws(TimingError) -> TimingSimulation<Value> {
    var result = TimingSimulation<Value>()
    try run(policy, events: events) {
      result.deliveries.append($0)
    } onWindow: {
      result.windows.append($0)
    }
    return result
  }

  /// Runs a policy over a stream and hands each delivery and window to a sink, in order, without collecting them.
  ///
  /// This form allocates nothing per event in steady state (after each key's first event), which makes it suitable
  /// for benchmarks.
  /// - Parameters:
  ///   - policy: The policy and its options.
  ///   - events: The input, with non-decreasing times.
  ///   - onDelivery: Called for each delivery, in delivery order.
  ///   - onWindow: Called for each window when it is decided. Defaults to ignoring windows.
  /// - Note: On a decreasing time, the sinks have already seen the output up to that event when the error is thrown.
  ///   The simulator is `@inlinable` so that it is specialized for the caller's types; unspecialized generic
  ///   iteration in the standard library would allocate per element.
  @inlinable
  public static func run<Value>(
    _ policy: TimingPolicy,
    events: some Sequence<TimedEvent<Value>>,
    onDelivery: (TimedDelivery<Value>) -> Void,
    onWindow: (TimingWindow) -> Void = { _ in }
  ) throws(TimingError) {
    switch policy {
    case .gate(let interval):
      try runGate(Gate<String?>(interval: interval), events, onDelivery, onWindow)
    case .throttle(let interval, let leading, let trailing, let latest):
      let machine = try ThrottleStateMachine<Indexed<Value>>(
        interval: interval, leading: leading, trailing: trailing, latest: latest)
      try runMachine(machine, .throttle, events, onDelivery, onWindow)
    case .debounce(let interval, let maxWait, let leading, let trailing):
      let machine = try DebounceStateMachine<Indexed<Value>>(
        interval: interval, maxWait: maxWait, leading: leading, trailing: trailing)
      try runMachine(machine, .debounce, events, onDelivery, onWindow)
    }
  }

  /// A value tagged with its position in the input, so deliveries can name their event.
  @usableFromInline
  struct Indexed<Value> {
    /// The event's position in the input.
    @usableFromInline var index: Int
    /// The event's value.
    @usableFromInline var value: Value

    /// Tags a value.
    @inlinable
    init(index: Int, value: Value) {
      self.index = index
      self.value = value
    }
  }

  /// Runs a gate: every admission is a leading delivery and opens `[t, t + interval)`.
  @inlinable
  static func runGate<Value>(
    _ gate: Gate<String?>,
    _ events: some Sequence<TimedEvent<Value>>,
    _ onDelivery: (TimedDelivery<Value>) -> Void,
    _ onWindow: (TimingWindow) -> Void
  ) throws(TimingError) {
    var gate = gate
    var clock = MonotonicCheck()
    for (index, event) in events.enumerated() {
      try clock.check(event.time, index: index)
      guard gate.admit(event.key, at: event.time) else { continue }
      onDelivery(TimedDelivery(time: event.time, value: event.value, key: event.key, eventIndex: index, edge: .leading))
      if gate.interval > .zero {
        onWindow(TimingWindow(key: event.key, start: event.time, end: event.time + gate.interval, kind: .gate))
      }
    }
  }

  /// Runs a timer-driven state machine per key, firing timers before events at the same instant.
  @inlinable
  static func runMachine<Machine: TimingStateMachine, Value>(
    _ prototype: Machine,
    _ kind: TimingWindow.Kind,
    _ events: some Sequence<TimedEvent<Value>>,
    _ onDelivery: (TimedDelivery<Value>) -> Void,
    _ onWindow: (TimingWindow) -> Void
  ) throws(TimingError) where Machine.Value == Indexed<Value> {
    var keyed = Keyed<String?, Machine>(prototype)
    var clock = MonotonicCheck()

    /// Applies one operation to a key's machine at `time`, reporting its delivery and any window it closed.
    func step(
      _ slot: Int, at time: Duration, _ edge: TimedDelivery<Value>.Edge, _ body: (inout Machine) -> Indexed<Value>?
    ) {
      let (before, after, output) = keyed.update(slot) { machine in
        let before = machine.activeSince
        let output = body(&machine)
        return (before, machine.activeSince, output)
      }
      if let before, before != after, before < time {
        onWindow(TimingWindow(key: keyed.keys[slot], start: before, end: time, kind: kind))
      }
      if let output {
        onDelivery(
          TimedDelivery(time: time, value: output.value, key: keyed.keys[slot], eventIndex: output.index, edge: edge))
      }
    }

    /// Fires every deadline up to `time`, earliest first, each at its own deadline.
    func fireDue(atOrBefore time: Duration) {
      while let due = keyed.earliestDue(atOrBefore: time) {
        step(due.slot, at: due.deadline, .trailing) { $0.fire(at: due.deadline) }
      }
    }

    for (index, event) in events.enumerated() {
      try clock.check(event.time, index: index)
      fireDue(atOrBefore: event.time)
      step(keyed.slot(for: event.key), at: event.time, .leading) {
        $0.receive(Indexed(index: index, value: event.value), at: event.time)
      }
    }
    while let next = keyed.nextDeadline { fireDue(atOrBefore: next) }
  }

  /// Rejects an input stream whose times go backwards.
  @usableFromInline
  struct MonotonicCheck {
    /// The time of the previous event.
    @usableFromInline var previous: Duration?

    /// Starts with no previous event.
    @inlinable
    init() {
      previous = nil
    }

    /// Accepts `time` if it is not earlier than the previous one.
    /// - Parameters:
    ///   - time: The event's time.
    ///   - index: The event's position, for the error.
    @inlinable
    mutating func check(_ time: Duration, index: Int) throws(TimingError) {
      if let previous, time < previous { throw .decreasingTime(index: index, time: time, previous: previous) }
      previous = time
    }
  }
}
