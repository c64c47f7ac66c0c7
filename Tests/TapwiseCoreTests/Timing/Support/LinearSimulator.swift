@_spi(Simulation) import TapwiseCore

/// The reference for ``TimingSimulator`` over many keys: the simulator's own loop for throttle and debounce, driven
/// by ``LinearKeyed``, which finds each due timer by scanning every key.
enum LinearSimulator {
  /// An event's value with its position in the input.
  struct Tagged {
    /// The event's position.
    var index: Int
    /// The event's value.
    var value: Int
  }

  /// Runs a throttle or debounce policy over a stream, as ``TimingSimulator/run(_:events:)`` does.
  /// - Parameters:
  ///   - policy: A throttle or debounce policy; a gate has no timers and is not modelled.
  ///   - events: The input, with non-decreasing times.
  /// - Returns: The deliveries and windows, in the order they happen.
  static func run(_ policy: TimingPolicy, events: [TimedEvent<Int>]) throws -> TimingSimulation<Int> {
    switch policy {
    case .gate:
      preconditionFailure("the gate has no timers to compare")
    case .throttle(let interval, let leading, let trailing, let latest):
      let machine = try ThrottleStateMachine<Tagged>(
        interval: interval, leading: leading, trailing: trailing, latest: latest)
      return run(machine, .throttle, events)
    case .debounce(let interval, let maxWait, let leading, let trailing):
      let machine = try DebounceStateMachine<Tagged>(
        interval: interval, maxWait: maxWait, leading: leading, trailing: trailing)
      return run(machine, .debounce, events)
    }
  }

  /// Runs one machine per key, firing timers before events at the same instant.
  private static func run<Machine: TimingStateMachine>(
    _ prototype: Machine, _ kind: TimingWindow.Kind, _ events: [TimedEvent<Int>]
  ) -> TimingSimulation<Int> where Machine.Value == Tagged {
    var keyed = LinearKeyed<String?, Machine>(prototype)
    var result = TimingSimulation<Int>()

    func step(
      _ slot: Int, at time: Duration, _ edge: TimedDelivery<Int>.Edge, _ body: (inout Machine) -> Tagged?
    ) {
      let (before, after, output) = keyed.update(slot) { machine in
        let before = machine.activeSince
        let output = body(&machine)
        return (before, machine.activeSince, output)
      }
      if let before, before != after, before < time {
        result.windows.append(TimingWindow(key: keyed.keys[slot], start: before, end: time, kind: kind))
      }
      if let output {
        result.deliveries.append(
          TimedDelivery(time: time, value: output.value, key: keyed.keys[slot], eventIndex: output.index, edge: edge))
      }
    }

    func fireDue(atOrBefore time: Duration) {
      while let due = keyed.earliestDue(atOrBefore: time) {
        step(due.slot, at: due.deadline, .trailing) { $0.fire(at: due.deadline) }
      }
    }

    for (index, event) in events.enumerated() {
      fireDue(atOrBefore: event.time)
      step(keyed.slot(for: event.key), at: event.time, .leading) {
        $0.receive(Tagged(index: index, value: event.value), at: event.time)
      }
    }
    while let next = keyed.nextDeadline { fireDue(atOrBefore: next) }
    return result
  }
}
