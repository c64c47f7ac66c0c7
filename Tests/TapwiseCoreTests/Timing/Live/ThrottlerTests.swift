import TapwiseCore
import Testing

/// The live throttle on a `StepClock`; every test ends by proving no sleep is left behind.
@MainActor
@Suite("Throttler", .liveTimingHangGuard)
struct ThrottlerTests {
  typealias LiveThrottler = Throttler<Int, StepClock>

  let time = VirtualTime()
  let recorder = LiveRecorder<Int>()

  func makeThrottler(
    _ interval: Duration = .milliseconds(400), leading: Bool = true, trailing: Bool = true, latest: Bool = true
  ) throws -> LiveThrottler {
    let throttler = try LiveThrottler(
      interval: interval, leading: leading, trailing: trailing, latest: latest, clock: time.clock
    ) { [recorder] in recorder.record($0, at: $1) }
    time.watch { [weak throttler] in throttler?.deadline }
    return throttler
  }

  /// A slider sends a value every 50 ms for a second; a Bluetooth peripheral accepts a write every 0.4 s at most.
  @Test func sliderWritesAreSpacedAndTheFinalValueArrives() async throws {
    let throttler = try makeThrottler()
    for position in 0...20 {
      if position > 0 { await time.advance(by: .milliseconds(50)) }
      throttler.send(position)
    }
    await time.run()
    #expect(recorder.values == [0, 7, 15, 20])
    #expect(recorder.times == [.zero, .milliseconds(400), .milliseconds(800), .milliseconds(1200)])
    for (earlier, later) in zip(recorder.times, recorder.times.dropFirst()) {
      #expect(later - earlier >= .milliseconds(400))
    }
    await time.expectNothingScheduled()
  }

  /// swift-async-algorithms #266 and #413, live: nothing is sent after 1, and 1 still arrives at the window's end.
  @Test func trailingValueArrivesWithNoFurtherInput() async throws {
    let throttler = try makeThrottler()
    throttler.send(0)
    await time.advance(by: .milliseconds(100))
    throttler.send(1)
    await time.advance(by: .milliseconds(299))
    #expect(recorder.values == [0])
    await time.advance(by: .milliseconds(1))
    #expect(recorder.values == [0, 1])
    #expect(recorder.times.last == .milliseconds(400))
    await time.run()
    await time.expectNothingScheduled()
  }

  /// PSDelayInvocation: one static clock for all instances, and a full delay from arrival. Here two throttlers on
  /// one injected clock keep separate windows, and a value arriving mid-window waits only for the window's end.
  @Test func twoThrottlersAreIndependentAndHonourTheRemainingTime() async throws {
    let other = LiveRecorder<Int>()
    let volume = try makeThrottler()
    let balance = try LiveThrottler(interval: .milliseconds(400), clock: time.clock) { [other] in
      other.record($0, at: $1)
    }
    time.watch { [weak balance] in balance?.deadline }
    volume.send(1)
    await time.advance(by: .milliseconds(100))
    balance.send(10)
    #expect(other.values == [10], "another instance's window does not hold this one back")
    await time.advance(by: .milliseconds(200))
    volume.send(2)
    await time.run()
    #expect(recorder.values == [1, 2])
    #expect(recorder.times == [.zero, .milliseconds(400)], "0.4 s (window end), not 0.7 s (arrival + interval)")
    await time.expectNothingScheduled()
  }

  @Test func flushDeliversNowAndSpacingResumesFromTheFlush() async throws {
    let throttler = try makeThrottler()
    throttler.send(0)
    throttler.send(1)
    await time.advance(by: .milliseconds(100))
    throttler.flush()
    #expect(recorder.values == [0, 1])
    #expect(recorder.times.last == .milliseconds(100))
    throttler.send(2)
    await time.advance(by: .milliseconds(300))
    #expect(recorder.values == [0, 1], "the flush opened a fresh window until 0.5 s")
    await time.advance(by: .milliseconds(100))
    #expect(recorder.values == [0, 1, 2])
    await time.run()
    await time.expectNothingScheduled()
  }

  @Test func cancelDropsThePendingValue() async throws {
    let throttler = try makeThrottler()
    throttler.send(0)
    throttler.send(1)
    #expect(throttler.pending == 1)
    throttler.cancel()
    #expect(throttler.pending == nil)
    await time.run()
    #expect(recorder.values == [0])
    await time.expectNothingScheduled()
  }

  @Test func sendFirstDeliversWhatIsAlreadyDue() async throws {
    let throttler = try makeThrottler(leading: false)
    throttler.send(0)
    #expect(throttler.deadline == StepClock.Instant(offset: .milliseconds(400)))
    time.clock.advance(by: .milliseconds(400))  // wakes the timer task, which cannot run before the send
    throttler.send(1)
    #expect(recorder.values == [0], "the window end at 0.4 s ran before the event at 0.4 s")
    #expect(recorder.times == [.milliseconds(400)])
    #expect(throttler.pending == 1)
    await time.run()
    #expect(recorder.values == [0, 1])
    #expect(recorder.times.last == .milliseconds(800))
    await time.expectNothingScheduled()
  }

  /// Two sends at one instant and one later: every value comes out at its own instant. Without `leading` the timer
  /// task makes each delivery, at the same instant, so it arrives just after `send` returns rather than inside it.
  @Test(arguments: OptionCombination.all)
  func zeroIntervalDeliversEveryEventAtItsOwnTime(options: OptionCombination) async throws {
    let throttler = try makeThrottler(
      .zero, leading: options.leading, trailing: options.trailing, latest: options.third)
    throttler.send(0)
    throttler.send(1)
    #expect(recorder.values == (options.leading ? [0, 1] : options.trailing ? [0] : []))
    await time.advance(by: .milliseconds(100))
    throttler.send(2)
    await time.run()
    #expect(recorder.values == (options.delivers ? [0, 1, 2] : []))
    #expect(recorder.times == (options.delivers ? [.zero, .zero, .milliseconds(100)] : []))
    await time.expectNothingScheduled()
  }

  @Test func handlerMaySendFlushAndCancelReentrantly() async throws {
    let box = WeakBox<LiveThrottler>()
    let throttler = try LiveThrottler(interval: .milliseconds(400), clock: time.clock) {
      [recorder, box] value, instant in
      recorder.record(value, at: instant)
      switch value {
      case 0: box.object?.send(1)  // inside the window: pending
      case 1:
        box.object?.flush()  // nothing pending: no effect
        box.object?.send(2)  // the trailing delivery opened [0.4, 0.8): pending
        box.object?.send(3)
        box.object?.cancel()  // drops 3
        box.object?.send(4)
        box.object?.flush()  // delivers 4 now, re-entrantly
      default: break
      }
    }
    box.object = throttler
    time.watch { [weak throttler] in throttler?.deadline }
    throttler.send(0)
    await time.run()
    #expect(recorder.values == [0, 1, 4])
    #expect(recorder.times == [.zero, .milliseconds(400), .milliseconds(400)])
    await time.expectNothingScheduled()
  }

  @Test func aBurstKeepsAtMostOneSleepingTask() async throws {
    let counting = SleepCountingClock(time.clock)
    let throttler = try Throttler<Int, SleepCountingClock>(interval: .milliseconds(400), clock: counting) { _, _ in }
    time.watch { [weak throttler] in throttler?.deadline }
    for value in 0..<100 {
      throttler.send(value)
      await time.advance(by: .milliseconds(10))
    }
    await time.run()
    #expect(counting.peakSleeps == 1)
    #expect(counting.totalSleeps <= 6, "about one sleep per window, not one per event")
    await time.expectNothingScheduled()
  }

  @Test func releasedThrottlerIsDeallocatedAndItsSleepCancelled() async throws {
    weak var weakThrottler: LiveThrottler?
    do {
      let throttler = try makeThrottler()
      throttler.send(0)
      throttler.send(1)
      weakThrottler = throttler
      await time.settle()  // the timer task is asleep on the clock when the throttler goes
    }
    #expect(weakThrottler == nil)
    await time.expectNothingScheduled()
    await time.run()
    #expect(recorder.values == [0], "a released throttler delivers nothing more")
  }

  @Test func invalidIntervalsAreRejected() {
    #expect(throws: TimingError.nonFiniteSeconds(parameter: "interval", seconds: .infinity)) {
      try Throttler<Int, StepClock>(interval: .infinity, clock: StepClock()) { _, _ in }
    }
    #expect(throws: TimingError.self) { try Throttler<Int, ContinuousClock>(interval: .nan) { _, _ in } }
    #expect(throws: TimingError.self) { try Throttler<Int, ContinuousClock>(interval: .seconds(-1)) { _, _ in } }
  }

  @Test func exposesItsOptions() throws {
    let throttler = try Throttler<Int, ContinuousClock>(interval: 0.25, leading: false, latest: false) { _, _ in }
    #expect(throttler.interval == .milliseconds(250))
    #expect(!throttler.leading && throttler.trailing && !throttler.latest)
    #expect(throttler.deadline == nil && throttler.pending == nil)
  }
}
