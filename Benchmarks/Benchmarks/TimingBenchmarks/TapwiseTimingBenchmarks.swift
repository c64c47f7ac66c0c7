import Benchmark
import TapwiseCore

/// Tapwise's state machines on a virtual-time stream, with time as an input, driven by the loop their documentation
/// shows.
///
/// `TimingSimulator` is not measured here: it is package-only (issue 19), so this package, a client like an app, can't
/// see it. The lab measures it where it runs, through `tapwise simulate` (`Benchmarks/Scripts/lab-benchmarks`).
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
}
