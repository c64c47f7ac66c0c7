import Benchmark
@_spi(Simulation) import TapwiseCore

/// Tapwise's two paths for a virtual-time stream: the pure state machines with time as an input, driven by the
/// loop their documentation shows, and `TimingSimulator` in its sink form, which collects nothing.
///
/// The simulator is Tapwise's simulation SPI (issue 29), which an app doesn't see unless it imports it by name, as
/// this package does. The lab also times it end to end, through `tapwise simulate`
/// (`Benchmarks/Scripts/lab-benchmarks`).
enum TapwiseTimingBenchmarks {
  static func register() {
    Benchmark("Gate 0.5 s: Tapwise Gate", configuration: Workload.configuration) { benchmark in
      var gate = try! Gate<Int>(interval: Workload.gateInterval)
      var tally = Tally()
      for index in benchmark.scaledIterations where gate.admit(0, at: Workload.spacing * index) {
        tally.record(index)
      }
      tally.expect(count: Expected.gate.count, last: Expected.gate.last, benchmark)
    }

    Benchmark("Throttle 0.4 s: Tapwise ThrottleStateMachine", configuration: Workload.configuration) { benchmark in
      let machine = try! ThrottleStateMachine<Int>(interval: Workload.throttleInterval)
      let tally = drive(machine, benchmark.scaledIterations)
      tally.expect(count: Expected.throttle.count, last: Expected.throttle.last, benchmark)
    }

    Benchmark("Debounce 0.3 s: Tapwise DebounceStateMachine", configuration: Workload.configuration) { benchmark in
      let machine = try! DebounceStateMachine<Int>(interval: Workload.debounceInterval)
      let tally = drive(machine, benchmark.scaledIterations)
      tally.expect(count: Expected.debounce.count, last: Expected.debounce.last, benchmark)
    }

    simulator("Gate 0.5 s", .gate(interval: Workload.gateInterval), Expected.gate)
    simulator("Throttle 0.4 s", .throttle(interval: Workload.throttleInterval), Expected.throttle)
    simulator("Debounce 0.3 s", .debounce(interval: Workload.debounceInterval), Expected.debounce)
  }

  /// Feeds the events to a state machine, firing each deadline before any event at or after it, then fires what
  /// remains: the driver loop from `TimingStateMachine`'s documentation.
  @inline(never)
  static func drive<Machine: TimingStateMachine<Int>>(_ machine: Machine, _ events: Range<Int>) -> Tally {
    var machine = machine
    var tally = Tally()
    for index in events {
      let now = Workload.spacing * index
      while let due = machine.deadline, due <= now {
        if let value = machine.fire(at: due) { tally.record(value) }
      }
      if let value = machine.receive(index, at: now) { tally.record(value) }
    }
    while let due = machine.deadline {
      if let value = machine.fire(at: due) { tally.record(value) }
    }
    return tally
  }

  /// Registers the simulator's sink form on a policy, twice: on a lazy sequence that makes each event as it is
  /// asked for (a stream), and on an array built before the measurement starts (a recorded trace).
  static func simulator(_ workload: String, _ policy: TimingPolicy, _ expected: (count: Int, last: Int)) {
    Benchmark("\(workload): Tapwise TimingSimulator (sink, lazy events)", configuration: Workload.configuration) {
      benchmark in
      var tally = Tally()
      let events = benchmark.scaledIterations.lazy.map { TimedEvent(time: Workload.spacing * $0, value: $0) }
      try! TimingSimulator.run(policy, events: events) { tally.record($0.value) }
      tally.expect(count: expected.count, last: expected.last, benchmark)
    }

    Benchmark("\(workload): Tapwise TimingSimulator (sink, events array)", configuration: Workload.configuration) {
      benchmark in
      let events = benchmark.scaledIterations.map { TimedEvent(time: Workload.spacing * $0, value: $0) }
      var tally = Tally()
      benchmark.startMeasurement()
      try! TimingSimulator.run(policy, events: events) { tally.record($0.value) }
      benchmark.stopMeasurement()
      tally.expect(count: expected.count, last: expected.last, benchmark)
    }
  }
}
