import TapwiseCore
import Testing

/// Calls a handler makes on the wrapper that is delivering to it: they take effect at once, in the order a prompt
/// timer task would have produced, and the state machine never sees time go backwards.
@MainActor
@Suite("Re-entrant calls from the handler", .liveTimingHangGuard)
struct ReentrantCallTests {
  /// Throttle 0.4 s: s leads, a is pending and the handler answers a's delivery with x; b is sent at 0.5 s.
  ///
  /// A prompt task delivers a at 0.4 s, so x becomes pending then and b, sent later, replaces it. On a held clock a
  /// is delivered by `send(b)` itself, first; x is then received at once, still before b, and the outcome is the same.
  func playThrottle<C: Clock>(on clock: C, _ time: VirtualTime, watched: Bool) async throws -> LiveRecorder<String>
  where C.Duration == Duration, C.Instant == StepClock.Instant {
    let recorder = LiveRecorder<String>()
    do {
      let box = WeakBox<Throttler<String, C>>()
      let throttler = try Throttler<String, C>(interval: .milliseconds(400), clock: clock) {
        [recorder, box] value, instant in
        recorder.record(value, at: instant)
        if value == "a" { box.object?.send("x") }
      }
      box.object = throttler
      if watched { time.watch { [weak throttler] in throttler?.deadline } }
      throttler.send("s")
      await time.advance(to: .milliseconds(100))
      throttler.send("a")
      await time.advance(to: .milliseconds(500))
      throttler.send("b")
      #expect(throttler.pending == "b", "x, sent while a was being delivered at 0.4 s, was received before b")
      await time.advance(to: .milliseconds(800))
      throttler.flush()
    }
    await time.expectNothingScheduled()
    return recorder
  }

  @Test func throttlerSendFromAnOverdueDeliveryComesBeforeTheSendThatFiredIt() async throws {
    let promptTime = VirtualTime()
    let prompt = try await playThrottle(on: promptTime.clock, promptTime, watched: true)
    let heldTime = VirtualTime()
    let held = try await playThrottle(on: HeldClock(heldTime.clock), heldTime, watched: false)
    for recorder in [prompt, held] {
      #expect(recorder.values == ["s", "a", "b"])
      #expect(recorder.times == [.zero, .milliseconds(400), .milliseconds(800)])
    }
  }

  /// Debounce 0.3 s: the handler answers a's delivery with x, which starts a burst; b is sent at 0.35 s and ends it.
  func playDebounce<C: Clock>(on clock: C, _ time: VirtualTime, watched: Bool) async throws -> LiveRecorder<String>
  where C.Duration == Duration, C.Instant == StepClock.Instant {
    let recorder = LiveRecorder<String>()
    do {
      let box = WeakBox<Debouncer<String, C>>()
      let debouncer = try Debouncer<String, C>(interval: .milliseconds(300), clock: clock) {
        [recorder, box] value, instant in
        recorder.record(value, at: instant)
        if value == "a" { box.object?.send("x") }
      }
      box.object = debouncer
      if watched { time.watch { [weak debouncer] in debouncer?.deadline } }
      debouncer.send("a")
      await time.advance(to: .milliseconds(350))
      debouncer.send("b")
      #expect(debouncer.pending == "b", "x, sent while a was being delivered, was received before b")
      await time.advance(to: .milliseconds(650))
      debouncer.flush()
    }
    await time.expectNothingScheduled()
    return recorder
  }

  @Test func debouncerSendFromAnOverdueDeliveryComesBeforeTheSendThatFiredIt() async throws {
    let promptTime = VirtualTime()
    let prompt = try await playDebounce(on: promptTime.clock, promptTime, watched: true)
    let heldTime = VirtualTime()
    let held = try await playDebounce(on: HeldClock(heldTime.clock), heldTime, watched: false)
    for recorder in [prompt, held] {
      #expect(recorder.values == ["a", "b"])
      #expect(recorder.times == [.milliseconds(300), .milliseconds(650)])
    }
  }

  /// A handler that takes 0.1 s and sends x at 0.45 s, while delivering a value that `send(b)` found overdue at
  /// 0.35 s: b must be received at 0.45 s too, not at 0.35 s, or the debounce would count b's quiet time from before
  /// x and deliver 0.1 s early.
  @Test func slowHandlerNeverMovesTimeBackwardsForTheStateMachine() async throws {
    let time = VirtualTime()
    let recorder = LiveRecorder<String>()
    do {
      let clock = HeldClock(time.clock)
      let box = WeakBox<Debouncer<String, HeldClock>>()
      let debouncer = try Debouncer<String, HeldClock>(interval: .milliseconds(300), clock: clock) {
        [recorder, box, clock] value, instant in
        recorder.record(value, at: instant)
        guard value == "a" else { return }
        clock.jump(by: .milliseconds(100))
        box.object?.send("x")
      }
      box.object = debouncer
      debouncer.send("a")
      time.clock.advance(by: .milliseconds(350))
      debouncer.send("b")
      #expect(debouncer.pending == "b")
      #expect(debouncer.deadline == .init(offset: .milliseconds(750)), "0.3 s after 0.45 s, when b was received")
      time.clock.advance(by: .milliseconds(400))
      debouncer.flush()
      #expect(recorder.values == ["a", "b"])
      #expect(recorder.times == [.milliseconds(300), .milliseconds(750)])
    }
    await time.expectNothingScheduled()
  }

  /// The task delivers 1 at 0.4 s and the handler calls `flush()` (nothing pending) then `send(2)`, inside the window
  /// that delivery opened. The running task keeps going: it sleeps to 0.8 s, delivers 2, and sleeps to 1.2 s.
  @Test func throttlerHandlerThatFlushesThenSendsFromATimerDeliveryKeepsOneTimer() async throws {
    let time = VirtualTime()
    let counting = SleepCountingClock(time.clock)
    let recorder = LiveRecorder<Int>()
    let box = WeakBox<Throttler<Int, SleepCountingClock>>()
    let throttler = try Throttler<Int, SleepCountingClock>(interval: .milliseconds(400), clock: counting) {
      [recorder, box] value, instant in
      recorder.record(value, at: instant)
      guard value == 1 else { return }
      box.object?.flush()
      box.object?.send(2)
    }
    box.object = throttler
    time.watch { [weak throttler] in throttler?.deadline }
    throttler.send(0)
    await time.advance(by: .milliseconds(100))
    throttler.send(1)
    await time.run()
    #expect(recorder.values == [0, 1, 2])
    #expect(recorder.times == [.zero, .milliseconds(400), .milliseconds(800)])
    #expect(counting.peakSleeps == 1)
    #expect(counting.totalSleeps == 3, "one task, sleeping to 0.4 s, 0.8 s and 1.2 s")
    await time.expectNothingScheduled()
  }

  /// The task delivers a at 0.3 s, ending the burst, and the handler calls `flush()`, which stops the timer since
  /// nothing is scheduled, then `send("b")`, which starts a new task for b's burst. The task that delivered a must end
  /// there: if it went back to sleep, even only to be woken by its own cancellation, there would be three sleeps.
  @Test func debouncerHandlerThatFlushesThenSendsFromATimerDeliveryKeepsOneTimer() async throws {
    let time = VirtualTime()
    let counting = SleepCountingClock(time.clock)
    let recorder = LiveRecorder<String>()
    let box = WeakBox<Debouncer<String, SleepCountingClock>>()
    let debouncer = try Debouncer<String, SleepCountingClock>(interval: .milliseconds(300), clock: counting) {
      [recorder, box] value, instant in
      recorder.record(value, at: instant)
      guard value == "a" else { return }
      box.object?.flush()
      box.object?.send("b")
    }
    box.object = debouncer
    time.watch { [weak debouncer] in debouncer?.deadline }
    debouncer.send("a")
    await time.run()
    #expect(recorder.values == ["a", "b"])
    #expect(recorder.times == [.milliseconds(300), .milliseconds(600)])
    #expect(counting.peakSleeps == 1)
    #expect(counting.totalSleeps == 2, "the first task sleeps to 0.3 s and ends; its replacement sleeps to 0.6 s")
    await time.expectNothingScheduled()
  }
}
