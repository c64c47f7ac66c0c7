import TapwiseCore
import Testing

/// `send`, `flush` and `cancel` fire what is already due before anything else, even when the timer task has not woken:
/// the timer-before-event rule must not depend on how promptly the main actor runs the task.
@MainActor
@Suite("Due timers fire before send, flush and cancel", .liveTimingHangGuard)
struct DueTimerTests {
  @Test func throttlerSendFiresAWindowEndTheTaskHasNotReachedYet() async throws {
    let time = VirtualTime()
    let recorder = LiveRecorder<Int>()
    do {
      let throttler = try Throttler<Int, HeldClock>(
        interval: .milliseconds(400), leading: false, clock: HeldClock(time.clock)
      ) { [recorder] in recorder.record($0, at: $1) }
      throttler.send(0)
      time.clock.advance(by: .milliseconds(500))
      #expect(recorder.values.isEmpty, "the timer task is held")
      throttler.send(1)
      #expect(recorder.values == [0])
      #expect(recorder.times == [.milliseconds(400)], "stamped with its deadline, not with the send's time")
      #expect(throttler.deadline == .init(offset: .milliseconds(800)), "the next window starts at the deadline")
      time.clock.advance(by: .milliseconds(300))
      throttler.flush()
      #expect(recorder.values == [0, 1])
      #expect(recorder.times == [.milliseconds(400), .milliseconds(800)])
    }
    await time.expectNothingScheduled()
  }

  @Test func debouncerSendFiresAQuietDeadlineTheTaskHasNotReachedYet() async throws {
    let time = VirtualTime()
    let recorder = LiveRecorder<String>()
    do {
      let debouncer = try Debouncer<String, HeldClock>(interval: .milliseconds(300), clock: HeldClock(time.clock)) {
        [recorder] in recorder.record($0, at: $1)
      }
      debouncer.send("a")
      time.clock.advance(by: .milliseconds(350))
      debouncer.send("b")
      #expect(recorder.values == ["a"])
      #expect(recorder.times == [.milliseconds(300)])
      #expect(debouncer.deadline == .init(offset: .milliseconds(650)), "b started a new burst")
      time.clock.advance(by: .milliseconds(400))
      debouncer.flush()
      #expect(recorder.values == ["a", "b"])
      #expect(recorder.times == [.milliseconds(300), .milliseconds(650)])
    }
    await time.expectNothingScheduled()
  }

  @Test func throttlerCancelFiresAWindowEndTheTaskHasNotReachedYet() async throws {
    let time = VirtualTime()
    let recorder = LiveRecorder<Int>()
    do {
      let throttler = try Throttler<Int, HeldClock>(interval: .milliseconds(400), clock: HeldClock(time.clock)) {
        [recorder] in recorder.record($0, at: $1)
      }
      throttler.send(0)
      time.clock.advance(by: .milliseconds(100))
      throttler.send(1)
      time.clock.advance(by: .milliseconds(400))
      throttler.cancel()
      #expect(recorder.values == [0, 1], "1 was due at 0.4 s, before the cancel at 0.5 s; a prompt task delivers it")
      #expect(recorder.times == [.zero, .milliseconds(400)])
      #expect(throttler.deadline == .init(offset: .milliseconds(800)), "the window the delivery opened stays")
    }
    await time.expectNothingScheduled()
  }

  @Test func debouncerCancelFiresAQuietDeadlineTheTaskHasNotReachedYet() async throws {
    let time = VirtualTime()
    let recorder = LiveRecorder<String>()
    do {
      let debouncer = try Debouncer<String, HeldClock>(interval: .milliseconds(300), clock: HeldClock(time.clock)) {
        [recorder] in recorder.record($0, at: $1)
      }
      debouncer.send("a")
      time.clock.advance(by: .milliseconds(350))
      debouncer.cancel()
      #expect(recorder.values == ["a"], "the burst went quiet at 0.3 s, before the cancel at 0.35 s")
      #expect(recorder.times == [.milliseconds(300)])
      #expect(debouncer.deadline == nil)
    }
    await time.expectNothingScheduled()
  }
}
