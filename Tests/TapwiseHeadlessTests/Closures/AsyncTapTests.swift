import HeadlessUIKit
import Tapwise
import TapwiseTestSupport
import Testing

/// The async `tw.onTap`: work that takes time starts once however often the button is tapped meanwhile, taps in
/// between go to the ignored-tap hook, and `remove()` and `cancelPending()` cancel it. Tasks are driven with
/// `PendingWork`; nothing sleeps.
@MainActor
@Suite struct AsyncTapTests {
  let stage = ClosureStage()

  @Test func aTapWhileTheWorkRunsStartsNothingAndGoesToTheIgnoredTapHook() async {
    let button = stage.place(UIButton(type: .system))
    let work = PendingWork()
    var ignored: [UIButton] = []
    button.tw.onTap(onIgnoredTap: { ignored.append($0) }) { _ in try? await work.perform() }
    stage.driver.tap(button)
    await PendingWork.settle()
    #expect(work.startCount == 1 && work.waitingCount == 1)
    stage.driver.tap(button)
    stage.driver.tap(button)
    #expect(ignored.count == 2 && ignored.allSatisfy { $0 === button })
    await PendingWork.settle()
    #expect(work.startCount == 1)
  }

  @Test func afterTheWorkEndsTheNextTapStartsItAgain() async {
    let work = PendingWork()
    let (button, ignored, _) = stage.asyncButton(running: work)
    stage.driver.tap(button)
    await PendingWork.settle()
    work.finish()
    await PendingWork.settle()
    #expect(work.endCount == 1)
    stage.driver.tap(button)
    await PendingWork.settle()
    #expect(work.startCount == 2 && ignored.count == 0)
  }

  @Test func workThatOutlastsAnyIntervalStillBlocksTaps() async {
    let work = PendingWork()
    let (button, ignored, _) = stage.asyncButton(running: work)
    stage.driver.tap(button)
    await PendingWork.settle()
    stage.driver.advance(by: 3)  // a payment that takes three seconds
    stage.driver.tap(button)
    await PendingWork.settle()
    #expect(work.startCount == 1 && ignored.count == 1)
  }

  @Test func theHandlerReceivesTheButtonTypedAsItself() async {
    final class PayButton: UIButton { var payments = 0 }
    let button = stage.place(PayButton(type: .custom))
    button.tw.onTap { button in
      await Task.yield()
      button.payments += 1
    }
    stage.driver.tap(button)
    await PendingWork.settle()
    #expect(button.payments == 1)
  }

  @Test func aSynchronousClosureStillRunsInsideTheTapsDispatch() {
    // Overload resolution: a closure that doesn't await picks the synchronous onTap, which runs before tap returns.
    let button = stage.place(UIButton(type: .system))
    var taps = 0
    button.tw.onTap { _ in taps += 1 }
    stage.driver.tap(button)
    #expect(taps == 1)
  }

  @Test func removeCancelsTheRunningWorkAndStopsTheHandler() async {
    let work = PendingWork()
    let (button, ignored, registration) = stage.asyncButton(running: work)
    stage.driver.tap(button)
    await PendingWork.settle()
    registration.remove()
    await PendingWork.settle()
    #expect(work.cancellationCount == 1 && work.endCount == 1)
    stage.driver.tap(button)
    await PendingWork.settle()
    #expect(work.startCount == 1 && ignored.count == 0)
    #expect(!registration.isRegistered)
  }

  @Test func cancelPendingCancelsTheRunningWorkAndKeepsTheHandler() async {
    let button = stage.place(UIButton(type: .system))
    let work = PendingWork()
    let registration = button.tw.onTap { _ in try? await work.perform() }
    stage.driver.tap(button)
    await PendingWork.settle()
    registration.cancelPending()
    await PendingWork.settle()
    #expect(work.cancellationCount == 1)
    #expect(registration.isRegistered)
    stage.driver.tap(button)
    await PendingWork.settle()
    #expect(work.startCount == 2 && work.waitingCount == 1)
  }

  @Test func aTapRightAfterCancelPendingStartsNewWorkAtOnce() async {
    // The handler is idle again at once: it doesn't wait for the cancelled work to return.
    let work = PendingWork()
    let (button, ignored, registration) = stage.asyncButton(running: work)
    stage.driver.tap(button)
    await PendingWork.settle()
    registration.cancelPending()
    stage.driver.tap(button)
    await PendingWork.settle()
    #expect(ignored.count == 0 && work.startCount == 2 && work.cancellationCount == 1)
  }

  @Test func workCancelledBeforeItsTaskBeginsNeverRuns() async {
    let button = stage.place(UIButton(type: .system))
    let work = PendingWork()
    let registration = button.tw.onTap { _ in try? await work.perform() }
    stage.driver.tap(button)
    registration.cancelPending()  // still inside the same main-actor turn: the task hasn't begun
    await PendingWork.settle()
    #expect(work.startCount == 0)
  }

  @Test func cancelPendingAndRemoveDoNothingWhenIdle() async {
    let button = stage.place(UIButton(type: .system))
    let work = PendingWork()
    let registration = button.tw.onTap(whileRunning: .disablesControl) { _ in try? await work.perform() }
    registration.cancelPending()
    registration.flush()
    #expect(button.isEnabled)
    registration.remove()
    registration.cancelPending()
    #expect(button.isEnabled && work.startCount == 0)
  }

  @Test func eachAsyncHandlerOnAButtonRunsItsOwnWork() async {
    let button = stage.place(UIButton(type: .system))
    let pay = PendingWork()
    let log = PendingWork()
    var ignored: [String] = []
    button.tw.onTap(onIgnoredTap: { _ in ignored.append("pay") }) { _ in try? await pay.perform() }
    button.tw.onTap(onIgnoredTap: { _ in ignored.append("log") }) { _ in try? await log.perform() }
    stage.driver.tap(button)
    await PendingWork.settle()
    log.finish()
    await PendingWork.settle()
    stage.driver.tap(button)
    await PendingWork.settle()
    #expect(pay.startCount == 1 && log.startCount == 2)
    #expect(ignored == ["pay"])
  }

  // MARK: - Throwing work

  @Test func whatTheWorkThrowsGoesToOnError() async {
    let button = stage.place(UIButton(type: .system))
    let work = PendingWork()
    var errors: [PlannedFailure] = []
    var senders: [UIButton] = []
    button.tw.onTap { _ in
      try await work.perform()
    } onError: { button, error in
      senders.append(button)
      if let error = error as? PlannedFailure { errors.append(error) }
    }
    stage.driver.tap(button)
    await PendingWork.settle()
    work.fail(PlannedFailure("declined"))
    await PendingWork.settle()
    #expect(errors == [PlannedFailure("declined")])
    #expect(senders.count == 1 && senders[0] === button)
    stage.driver.tap(button)
    await PendingWork.settle()
    #expect(work.startCount == 2)
  }

  @Test func cancellingThrowingWorkReportsNoError() async {
    let button = stage.place(UIButton(type: .system))
    let work = PendingWork()
    var errors: [any Error] = []
    let registration = button.tw.onTap { _ in
      try await work.perform()
    } onError: { _, error in
      errors.append(error)
    }
    stage.driver.tap(button)
    await PendingWork.settle()
    registration.cancelPending()
    await PendingWork.settle()
    stage.driver.tap(button)
    await PendingWork.settle()
    registration.remove()
    await PendingWork.settle()
    #expect(work.cancellationCount == 2)
    #expect(errors.isEmpty)
  }

  @Test func throwingWorkThatSucceedsReportsNothing() async {
    let button = stage.place(UIButton(type: .system))
    let work = PendingWork()
    var errors = 0
    button.tw.onTap(onIgnoredTap: nil) { _ in
      try await work.perform()
    } onError: { _, _ in
      errors += 1
    }
    stage.driver.tap(button)
    await PendingWork.settle()
    work.finish()
    await PendingWork.settle()
    #expect(work.endCount == 1 && errors == 0)
  }
}
