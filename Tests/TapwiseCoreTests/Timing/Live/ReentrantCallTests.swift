import Clocks
import TapwiseCore
import Testing

/// Calls a handler makes on the wrapper that is delivering to it: the state machine never sees time go backwards.
@MainActor
@Suite("Re-entrant calls from the handler", .timeLimit(.minutes(1)))
struct ReentrantCallTests {
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
      await time.clock.advance(by: .milliseconds(350))
      debouncer.send("b")
      #expect(debouncer.pending == "b")
      #expect(debouncer.deadline == .init(offset: .milliseconds(750)), "0.3 s after 0.45 s, when b was received")
      await time.clock.advance(by: .milliseconds(400))
      debouncer.flush()
      #expect(recorder.values == ["a", "b"])
      #expect(recorder.times == [.milliseconds(300), .milliseconds(750)])
    }
    await time.expectNothingScheduled()
  }
}
