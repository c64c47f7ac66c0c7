import PropertyBased
import TapwiseCore
import Testing

/// What Return, Escape and the app's `PendingChangeTrigger` do to `onChange(of:debounce:)` and
/// `onChange(of:throttle:)`, on a `StepClock`: a flush delivers the pending value now and once, a cancel drops it,
/// and a trigger's request is carried out once. (Part of the `ChangePacer` suite, whose pacer and log it uses.)
extension ChangePacerTests {
  /// Typing "swi", then Return 100 ms later: the search runs at once with "swi", and the quiet deadline adds nothing.
  @Test func returnSearchesAtOnceAndOnlyOnce() async {
    let pacer = makePacer(.debounce(.milliseconds(300)))
    pacer.send(1)
    await time.advance(by: .milliseconds(50))
    pacer.send(2)
    await time.advance(by: .milliseconds(100))
    pacer.flush()  // Return
    #expect(delivered == [2])
    pacer.flush()  // the end of editing right after Return
    await time.run()
    #expect(delivered == [2], "neither a second flush nor the old deadline delivers it again")
    await time.expectNothingScheduled()
  }

  @Test func aFlushWithNothingPendingDeliversNothing() async {
    let pacer = makePacer(.debounce(.milliseconds(300)))
    pacer.flush()
    pacer.send(1)
    await time.run()
    pacer.flush()
    await time.run()
    #expect(delivered == [1])
    await time.expectNothingScheduled()
  }

  @Test func typingAfterAFlushStartsANewBurst() async {
    let pacer = makePacer(.debounce(.milliseconds(300)))
    pacer.send(1)
    pacer.flush()
    await time.advance(by: .milliseconds(10))
    pacer.send(2)
    await time.advance(by: .milliseconds(299))
    #expect(delivered == [1])
    await time.advance(by: .milliseconds(1))
    #expect(delivered == [1, 2], "2 waits the full quiet time from its own change")
    await time.expectNothingScheduled()
  }

  /// Escape while a query waits: it is never searched, and the next change is debounced as usual.
  @Test func escapeDropsThePendingQuery() async {
    let pacer = makePacer(.debounce(.milliseconds(300)))
    pacer.send(1)
    await time.advance(by: .milliseconds(100))
    pacer.cancel()  // Escape
    await time.run()
    #expect(delivered.isEmpty)
    pacer.send(2)
    await time.run()
    #expect(delivered == [2])
    await time.expectNothingScheduled()
  }

  /// A throttled value flushed at 100 ms is delivered then, and the next window is measured from the flush.
  @Test func aThrottleFlushDeliversNowAndOpensAFreshWindow() async {
    let pacer = makePacer(.throttle(.milliseconds(400)))
    pacer.send(1)  // delivered at once, opens [0, 400)
    pacer.send(2)
    await time.advance(by: .milliseconds(100))
    pacer.flush()
    #expect(delivered == [1, 2])
    pacer.send(3)
    await time.advance(by: .milliseconds(399))
    #expect(delivered == [1, 2], "the window the flush opened holds 3 until 500 ms")
    await time.advance(by: .milliseconds(1))
    #expect(delivered == [1, 2, 3])
    await time.run()
    await time.expectNothingScheduled()
  }

  @Test func aTriggersFlushDeliversThePendingValue() async {
    let pacer = makePacer(.debounce(.milliseconds(300)))
    var trigger = PendingChangeTrigger()
    pacer.send(1)
    trigger.flush()
    pacer.perform(trigger)
    #expect(delivered == [1])
    await time.run()
    #expect(delivered == [1])
    await time.expectNothingScheduled()
  }

  @Test func aTriggersCancelDropsThePendingValue() async {
    let pacer = makePacer(.debounce(.milliseconds(300)))
    var trigger = PendingChangeTrigger()
    pacer.send(1)
    trigger.cancelPending()
    pacer.perform(trigger)
    await time.run()
    #expect(delivered.isEmpty)
    await time.expectNothingScheduled()
  }

  /// SwiftUI may hand the same trigger value again; a request acts once, and a repeated request is a new one.
  @Test func eachRequestIsCarriedOutOnce() async {
    let pacer = makePacer(.debounce(.milliseconds(300)))
    var trigger = PendingChangeTrigger()
    trigger.flush()
    pacer.perform(trigger)  // nothing pending: nothing to deliver
    pacer.send(1)
    pacer.perform(trigger)  // the same request again: not carried out a second time
    #expect(delivered.isEmpty)
    #expect(pacer.pending == 1)
    trigger.flush()  // a second tap on Search: a new request
    pacer.perform(trigger)
    #expect(delivered == [1])
    await time.run()
    #expect(delivered == [1])
    await time.expectNothingScheduled()
  }

  @Test func twoRequestsBeforeAnUpdateCarryOutTheLater() async {
    let pacer = makePacer(.debounce(.milliseconds(300)))
    var trigger = PendingChangeTrigger()
    pacer.send(1)
    trigger.flush()
    trigger.cancelPending()
    #expect(trigger.request == .cancelPending)
    pacer.perform(trigger)
    await time.run()
    #expect(delivered.isEmpty)
    await time.expectNothingScheduled()
  }

  @Test func equalRequestsInARowAreDifferentTriggerValues() {
    var first = PendingChangeTrigger()
    first.flush()
    var second = first
    second.flush()
    #expect(first != second, "SwiftUI's onChange must see the second tap on Search")
    #expect(PendingChangeTrigger() == PendingChangeTrigger())
  }

  /// Seeded random streams of changes, flushes and cancels on virtual time, under both paces: every value delivered
  /// is one that was sent, in order and never twice, and a flush delivers the last value sent while one is pending.
  @Test(arguments: [false, true])
  func flushesAndCancelsNeverDeliverTwiceAndFlushTheLastValue(throttled: Bool) async {
    for seed in UInt64(1)...24 {
      var random = Xoshiro(seed: (seed, seed &* 0x9E37_79B9_7F4A_7C15, 0xC0FF_EE, 7))
      let interval = Duration.milliseconds(10 * Int.random(in: 1...6, using: &random))
      let time = VirtualTime()
      let log = DeliveryLog()
      let pacer = Pacer(clock: time.clock)
      pacer.update(pace: throttled ? .throttle(interval) : .debounce(interval)) { [log] in log.values.append($0) }
      time.watch { [weak pacer] in pacer?.deadline }
      var sent = 0
      for _ in 0..<Int.random(in: 10...60, using: &random) {
        switch Int.random(in: 0...9, using: &random) {
        case 0...5:
          sent += 1
          pacer.send(sent)
        case 6:
          let pending = pacer.pending
          pacer.flush()
          if pending != nil {
            #expect(log.values.last == sent, "a flush delivers the last value sent; seed \(seed)")
          }
          #expect(pacer.pending == nil, "seed \(seed)")
        case 7:
          pacer.cancel()
          #expect(pacer.pending == nil, "seed \(seed)")
        default:
          await time.advance(by: .milliseconds(10 * Int.random(in: 0...8, using: &random)))
        }
      }
      await time.run()
      let values = log.values
      #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 }, "in order, never twice; seed \(seed): \(values)")
      #expect(values.allSatisfy { $0 >= 1 && $0 <= sent }, "only values sent; seed \(seed): \(values)")
      await time.expectNothingScheduled()
    }
  }
}
