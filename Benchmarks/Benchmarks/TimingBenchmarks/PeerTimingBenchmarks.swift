import AsyncAlgorithms
import Benchmark
import BenchmarkSupport
import OpenCombine

/// The peers on the same workload and the same virtual time: OpenCombine on ``VirtualTimeScheduler``,
/// swift-async-algorithms on ``ManualClock``, and the naive ports of the seeds, plus each harness without an
/// operator, to show what the harness itself costs.
enum PeerTimingBenchmarks {
  static func register() {
    registerOpenCombine()
    registerAsyncAlgorithms()
    registerNaivePorts()
  }

  // MARK: - OpenCombine

  static func registerOpenCombine() {
    Benchmark("Throttle 0.4 s: OpenCombine throttle(latest: true)", configuration: Workload.configuration) {
      benchmark in
      let tally = combine(benchmark.scaledIterations) { subject, scheduler in
        subject.throttle(for: .init(Workload.throttleInterval), scheduler: scheduler, latest: true)
      }
      tally.expect(count: Expected.throttle.count, last: Expected.throttle.last, benchmark)
    }

    Benchmark("Debounce 0.3 s: OpenCombine debounce", configuration: Workload.configuration) { benchmark in
      let tally = combine(benchmark.scaledIterations) { subject, scheduler in
        subject.debounce(for: .init(Workload.debounceInterval), scheduler: scheduler)
      }
      tally.expect(count: Expected.debounce.count, last: Expected.debounce.last, benchmark)
    }

    Benchmark(
      "Harness: OpenCombine subject on VirtualTimeScheduler, no operator", configuration: Workload.configuration
    ) { benchmark in
      let tally = combine(benchmark.scaledIterations) { subject, _ in subject }
      tally.expect(count: benchmark.scaledIterations.count, last: benchmark.scaledIterations.count - 1, benchmark)
    }
  }

  /// Sends the events through a subject, advancing the scheduler to each event's time first, then drains.
  @inline(never)
  static func combine<P: Publisher>(
    _ events: Range<Int>,
    _ apply: (PassthroughSubject<Int, Never>, VirtualTimeScheduler) -> P
  ) -> Tally where P.Output == Int, P.Failure == Never {
    let scheduler = VirtualTimeScheduler()
    let subject = PassthroughSubject<Int, Never>()
    var tally = Tally()
    let subscription = apply(subject, scheduler).sink { tally.record($0) }
    let spacing = VirtualTimeScheduler.SchedulerTimeType.Stride(Workload.spacing)
    for index in events {
      scheduler.advance(to: .init(nanoseconds: spacing.nanoseconds * Int64(index)))
      subject.send(index)
    }
    scheduler.advance(by: .init(Workload.drain))
    subscription.cancel()
    return tally
  }

  // MARK: - swift-async-algorithms

  static func registerAsyncAlgorithms() {
    Benchmark("Throttle 0.4 s: AsyncAlgorithms _throttle(latest: true)", configuration: Workload.configuration) {
      benchmark in
      let clock = ManualClock()
      var tally = Tally()
      for await value in events(benchmark, clock)._throttle(for: Workload.throttleInterval, clock: clock) {
        tally.record(value)
      }
      tally.expect(count: Expected.throttle.count, last: Expected.throttle.last, benchmark)
    }

    Benchmark("Debounce 0.3 s: AsyncAlgorithms debounce", configuration: Workload.configuration) { benchmark in
      let clock = ManualClock()
      var tally = Tally()
      for await value in events(benchmark, clock).debounce(for: Workload.debounceInterval, clock: clock) {
        tally.record(value)
      }
      tally.expect(count: Expected.debounce.count, last: Expected.debounce.last, benchmark)
    }

    Benchmark("Harness: VirtualTimeEvents on ManualClock, no operator", configuration: Workload.configuration) {
      benchmark in
      var tally = Tally()
      for await value in events(benchmark, ManualClock()) { tally.record(value) }
      tally.expect(count: benchmark.scaledIterations.count, last: benchmark.scaledIterations.count - 1, benchmark)
    }
  }

  /// The workload as an async sequence on `clock`.
  static func events(_ benchmark: Benchmark, _ clock: ManualClock) -> VirtualTimeEvents {
    VirtualTimeEvents(
      count: benchmark.scaledIterations.count, spacing: Workload.spacing, drain: Workload.drain, clock: clock)
  }

  // MARK: - Naive ports of the seeds

  static func registerNaivePorts() {
    Benchmark("Gate 0.5 s: naive ClickInterval port (timer per admitted tap)", configuration: Workload.configuration) {
      benchmark in
      let tally = naive(benchmark.scaledIterations) { scheduler, deliver in
        NaiveClickGate(interval: Workload.gateInterval, scheduler: scheduler, deliver: deliver).send
      }
      tally.expect(count: Expected.gate.count, last: Expected.gate.last, benchmark)
    }

    Benchmark(
      "Throttle 0.4 s: naive PSDelayInvocation port (work item per event)", configuration: Workload.configuration
    ) { benchmark in
      let tally = naive(benchmark.scaledIterations) { scheduler, deliver in
        NaiveDelayThrottle(interval: Workload.throttleInterval, scheduler: scheduler, deliver: deliver).send
      }
      tally.expect(count: Expected.throttle.count, last: Expected.throttle.last, benchmark)
    }

    Benchmark("Debounce 0.3 s: naive port (work item per event)", configuration: Workload.configuration) { benchmark in
      let tally = naive(benchmark.scaledIterations) { scheduler, deliver in
        NaiveDebounce(interval: Workload.debounceInterval, scheduler: scheduler, deliver: deliver).send
      }
      tally.expect(count: Expected.debounce.count, last: Expected.debounce.last, benchmark)
    }
  }

  /// Sends the events to a naive port, advancing the scheduler to each event's time first, then drains.
  @inline(never)
  static func naive(
    _ events: Range<Int>,
    _ make: (VirtualTimeScheduler, @escaping (Int) -> Void) -> (Int) -> Void
  ) -> Tally {
    let scheduler = VirtualTimeScheduler()
    var tally = Tally()
    let send = make(scheduler) { tally.record($0) }
    let spacing = VirtualTimeScheduler.SchedulerTimeType.Stride(Workload.spacing)
    for index in events {
      scheduler.advance(to: .init(nanoseconds: spacing.nanoseconds * Int64(index)))
      send(index)
    }
    scheduler.advance(by: .init(Workload.drain))
    return tally
  }
}
