import Foundation
import HeadlessUIKit
import Testing

/// `HeadlessRunLoop`: virtual time and timers that fire only when a test advances the clock.
@MainActor
@Suite struct HeadlessRunLoopTests {
  let runLoop = HeadlessRunLoop.main

  @Test func aTimerFiresWhenTimeReachesItsDueTimeAndNotBefore() {
    let driver = TouchDriver(window: makeVisibleWindow())
    var fired: [TimeInterval] = []
    runLoop.schedule(after: 0.15) { fired.append(HeadlessRunLoop.main.now) }
    driver.advance(by: 0.149)
    #expect(fired.isEmpty)
    driver.advance(by: 0.001)
    #expect(fired == [1000.15])
    #expect(runLoop.scheduledTimerCount == 0)
  }

  @Test func advanceFiresEveryDueTimerInTimeOrderEachAtItsOwnTime() {
    let driver = TouchDriver(window: makeVisibleWindow())
    var log: [String] = []
    runLoop.schedule(after: 0.3) { log.append("c@\(HeadlessRunLoop.main.now)") }
    runLoop.schedule(after: 0.1) { log.append("a@\(HeadlessRunLoop.main.now)") }
    runLoop.schedule(after: 0.2) { log.append("b@\(driver.now)") }
    driver.advance(by: 1)
    #expect(log == ["a@1000.1", "b@1000.2", "c@1000.3"])
    #expect(driver.now == 1001)
  }

  @Test func timersDueAtTheSameInstantFireInTheOrderTheyWereScheduled() {
    let driver = TouchDriver(window: makeVisibleWindow())
    var log: [Int] = []
    for index in 0..<5 { runLoop.schedule(after: 0.5) { log.append(index) } }
    driver.advance(by: 0.5)
    #expect(log == [0, 1, 2, 3, 4])
  }

  @Test func aTimerScheduledByAFiringTimerFiresInTheSameAdvanceWhenItFallsWithinIt() {
    let driver = TouchDriver(window: makeVisibleWindow())
    var log: [TimeInterval] = []
    runLoop.schedule(after: 0.1) {
      log.append(HeadlessRunLoop.main.now)
      HeadlessRunLoop.main.schedule(after: 0.1) { log.append(HeadlessRunLoop.main.now) }
      HeadlessRunLoop.main.schedule(after: 1) { log.append(HeadlessRunLoop.main.now) }
    }
    driver.advance(by: 0.5)
    #expect(log == [1000.1, 1000.2])
    #expect(runLoop.scheduledTimerCount == 1)
    #expect(runLoop.nextFireTime == 1001.1)
  }

  @Test func aCancelledTimerNeverFires() {
    let driver = TouchDriver(window: makeVisibleWindow())
    var fired = false
    let timer = runLoop.schedule(after: 0.2) { fired = true }
    #expect(timer.isPending && timer.fireTime == 1000.2)
    timer.cancel()
    driver.advance(by: 1)
    #expect(!fired && !timer.isPending)
  }

  @Test func aTimerDueNowFiresAtTheNextAdvanceNotWhenScheduled() {
    let driver = TouchDriver(window: makeVisibleWindow())
    var fired = 0
    runLoop.schedule(after: 0) { fired += 1 }
    runLoop.schedule(after: -3) { fired += 1 }
    #expect(fired == 0)
    driver.advance(by: 0)
    #expect(fired == 2)
  }

  @Test func aNewDriverStartsAFreshEpochDiscardingEarlierTimers() {
    let window = makeVisibleWindow()
    let first = TouchDriver(window: window, now: 50)
    var fired = false
    runLoop.schedule(after: 1) { fired = true }
    let second = TouchDriver(window: window)
    #expect(runLoop.now == 1000 && runLoop.scheduledTimerCount == 0)
    second.advance(by: 5)
    first.advance(by: 5)  // the first driver takes the run loop back at its own time, 50
    #expect(first.now == 55)
    #expect(!fired)
  }

  @Test func touchDriverTimeIsTheRunLoopTime() {
    let driver = TouchDriver(window: makeVisibleWindow(), now: 12.5)
    #expect(runLoop.now == 12.5)
    runLoop.advance(by: 0.25)
    #expect(driver.now == 12.75)
  }

  @Test func advancingFromInsideATimerNeverMovesTimeBack() {
    let driver = TouchDriver(window: makeVisibleWindow())
    runLoop.schedule(after: 0.1) { driver.advance(by: 1) }
    driver.advance(by: 0.2)
    #expect(driver.now == 1001.1)
  }

  @Test func aNewDriverAbandonsGesturesWaitingOnTheDiscardedTimers() {
    let window = makeVisibleWindow()
    let pad = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.addSubview(pad)
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    let log = GestureActionLog("double", GestureTimeline())
    double.addTarget(log, action: Selector("handle:"))
    pad.addGestureRecognizer(double)
    TouchDriver(window: window).tap(at: CGPoint(x: 50, y: 50))
    #expect(runLoop.scheduledTimerCount > 0)  // the recognizer waits for a second tap
    let next = TouchDriver(window: window)
    next.advance(by: 2)
    next.tap(at: CGPoint(x: 50, y: 50))
    #expect(log.states.isEmpty)  // one tap in the new epoch is not a double tap
  }
}
