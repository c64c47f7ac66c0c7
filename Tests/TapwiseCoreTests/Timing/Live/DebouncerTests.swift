import TapwiseCore
import Testing

/// The live debounce on a `StepClock`; every test ends by proving no sleep is left behind.
@MainActor
@Suite("Debouncer", .liveTimingHangGuard)
struct DebouncerTests {
  typealias LiveDebouncer = Debouncer<String, StepClock>

  let time = VirtualTime()
  let recorder = LiveRecorder<String>()

  func makeDebouncer(
    _ interval: Duration = .milliseconds(300), maxWait: Duration? = nil, leading: Bool = false, trailing: Bool = true
  ) throws -> LiveDebouncer {
    let debouncer = try LiveDebouncer(
      interval: interval, maxWait: maxWait, leading: leading, trailing: trailing, clock: time.clock
    ) { [recorder] in recorder.record($0, at: $1) }
    time.watch { [weak debouncer] in debouncer?.deadline }
    return debouncer
  }

  func type(_ text: String, into debouncer: LiveDebouncer, every gap: Duration) async {
    for length in 1...text.count {
      if length > 1 { await time.advance(by: gap) }
      debouncer.send(String(text.prefix(length)))
    }
  }

  @Test func typingBurstDeliversOnceAfterTheQuietInterval() async throws {
    let debouncer = try makeDebouncer()
    await type("swift", into: debouncer, every: .milliseconds(100))
    await time.advance(by: .milliseconds(299))
    #expect(recorder.values.isEmpty)
    await time.advance(by: .milliseconds(1))
    #expect(recorder.values == ["swift"])
    #expect(recorder.times == [.milliseconds(700)], "the deadline instant: last keystroke at 0.4 s + 0.3 s")
    await time.run()
    await time.expectNothingScheduled()
  }

  @Test func movingDeadlineLaterReusesTheOneSleepingTask() async throws {
    let counting = SleepCountingClock(time.clock)
    let debouncer = try Debouncer<Int, SleepCountingClock>(interval: .milliseconds(300), clock: counting) { _, _ in }
    time.watch { [weak debouncer] in debouncer?.deadline }
    for value in 0..<100 {
      debouncer.send(value)
      await time.advance(by: .milliseconds(10))
    }
    await time.run()
    #expect(counting.peakSleeps == 1)
    #expect(counting.totalSleeps <= 6, "the task wakes at the old deadline and sleeps again; no task per event")
    await time.expectNothingScheduled()
  }

  @Test func maxWaitDeliversDuringAnEndlessBurst() async throws {
    let debouncer = try makeDebouncer(maxWait: .seconds(1))
    for index in 0..<25 {
      if index > 0 { await time.advance(by: .milliseconds(100)) }
      debouncer.send("\(index)")
    }
    await time.run()
    #expect(recorder.values == ["9", "19", "24"])
    #expect(recorder.times == [.seconds(1), .seconds(2), .milliseconds(2700)])
    await time.expectNothingScheduled()
  }

  @Test func leadingDeliversTheFirstValueAtOnce() async throws {
    let debouncer = try makeDebouncer(leading: true)
    debouncer.send("a")
    #expect(recorder.values == ["a"])
    await time.advance(by: .milliseconds(100))
    debouncer.send("b")
    await time.run()
    #expect(recorder.values == ["a", "b"])
    #expect(recorder.times == [.zero, .milliseconds(400)])
    await time.expectNothingScheduled()
  }

  @Test func flushDeliversNowAndEndsTheBurst() async throws {
    let debouncer = try makeDebouncer(leading: true)
    debouncer.send("a")
    debouncer.send("b")
    await time.advance(by: .milliseconds(50))
    debouncer.flush()
    #expect(recorder.values == ["a", "b"])
    debouncer.send("c")
    #expect(recorder.values == ["a", "b", "c"], "after a flush the next value starts a new burst")
    await time.run()
    await time.expectNothingScheduled()
  }

  @Test func cancelDropsThePendingValue() async throws {
    let debouncer = try makeDebouncer()
    debouncer.send("a")
    debouncer.cancel()
    await time.run()
    #expect(recorder.values.isEmpty)
    await time.expectNothingScheduled()
  }

  /// Two sends at one instant and one later: every value comes out at its own instant, with `maxWait` zero or none.
  /// Without `leading` the timer task makes each delivery, so it arrives just after `send` returns.
  @Test(arguments: OptionCombination.all)
  func zeroIntervalDeliversEveryEventAtItsOwnTime(options: OptionCombination) async throws {
    let debouncer = try makeDebouncer(
      .zero, maxWait: options.third ? .zero : nil, leading: options.leading, trailing: options.trailing)
    debouncer.send("a")
    debouncer.send("b")
    #expect(recorder.values == (options.leading ? ["a", "b"] : options.trailing ? ["a"] : []))
    await time.advance(by: .milliseconds(100))
    debouncer.send("c")
    await time.run()
    #expect(recorder.values == (options.delivers ? ["a", "b", "c"] : []))
    #expect(recorder.times == (options.delivers ? [.zero, .zero, .milliseconds(100)] : []))
    await time.expectNothingScheduled()
  }

  @Test func handlerMaySendFlushAndCancelReentrantly() async throws {
    let box = WeakBox<LiveDebouncer>()
    let debouncer = try LiveDebouncer(interval: .milliseconds(300), clock: time.clock) {
      [recorder, box] value, instant in
      recorder.record(value, at: instant)
      switch value {
      case "a":
        box.object?.send("b")
        box.object?.cancel()  // drops b
        box.object?.send("c")
        box.object?.flush()  // delivers c now, re-entrantly
        box.object?.send("d")  // a new burst
      default: break
      }
    }
    box.object = debouncer
    time.watch { [weak debouncer] in debouncer?.deadline }
    debouncer.send("a")
    await time.run()
    #expect(recorder.values == ["a", "c", "d"])
    #expect(recorder.times == [.milliseconds(300), .milliseconds(300), .milliseconds(600)])
    await time.expectNothingScheduled()
  }

  @Test func releasedDebouncerIsDeallocatedAndItsSleepCancelled() async throws {
    weak var weakDebouncer: LiveDebouncer?
    do {
      let debouncer = try makeDebouncer()
      debouncer.send("a")
      weakDebouncer = debouncer
      await time.settle()  // the timer task is asleep on the clock when the debouncer goes
    }
    #expect(weakDebouncer == nil)
    await time.expectNothingScheduled()
    await time.run()
    #expect(recorder.values.isEmpty)
  }

  @Test func invalidTimesAreRejected() {
    #expect(throws: TimingError.self) { try Debouncer<Int, ContinuousClock>(interval: .nan) { _, _ in } }
    #expect(throws: TimingError.self) { try Debouncer<Int, ContinuousClock>(interval: 1, maxWait: 0.5) { _, _ in } }
    #expect(throws: TimingError.self) {
      try Debouncer<Int, StepClock>(interval: .seconds(-1), clock: StepClock()) { _, _ in }
    }
  }

  @Test func exposesItsOptions() throws {
    let debouncer = try Debouncer<Int, ContinuousClock>(interval: 0.3, maxWait: 2, leading: true) { _, _ in }
    #expect(debouncer.interval == .milliseconds(300) && debouncer.maxWait == .seconds(2))
    #expect(debouncer.leading && debouncer.trailing)
    #expect(debouncer.deadline == nil && debouncer.pending == nil)
  }
}
