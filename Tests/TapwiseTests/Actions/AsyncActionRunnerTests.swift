import Testing
import TapwiseCore
import TapwiseTestSupport

/// ``AsyncActionRunner``: one action at a time, ignoring triggers meanwhile, idle again however the action ends.
@MainActor
@Suite struct AsyncActionRunnerTests {
  @Test func aTriggerWhileTheActionRunsIsIgnoredAndTheNextOneAfterItEndsStartsAgain() async {
    let work = PendingWork()
    var states: [Bool] = []
    let runner = AsyncActionRunner { states.append($0) }
    #expect(runner.run { try? await work.perform() })
    #expect(!runner.run { try? await work.perform() })
    await PendingWork.settle()
    #expect(work.startCount == 1)
    #expect(runner.isRunning)
    work.finish()
    await PendingWork.settle()
    #expect(!runner.isRunning)
    #expect(runner.run { try? await work.perform() })
    await PendingWork.settle()
    #expect(work.startCount == 2)
    #expect(states == [true, false, true])
  }

  @Test func cancelCancelsTheTaskAndGoesIdleAtOnce() async {
    let work = PendingWork()
    var states: [Bool] = []
    let runner = AsyncActionRunner { states.append($0) }
    runner.run { try? await work.perform() }
    await PendingWork.settle()
    runner.cancel()
    #expect(!runner.isRunning)
    #expect(states == [true, false])
    await PendingWork.settle()
    #expect(work.cancellationCount == 1)
    #expect(states == [true, false], "the cancelled run's end reports nothing")
  }

  @Test func aThrownErrorGoesToTheErrorHandlerAndTheRunnerGoesIdle() async {
    let work = PendingWork()
    var errors: [PlannedFailure] = []
    let runner = AsyncActionRunner()
    runner.run(
      { try await work.perform() }, errorHandler: { errors.append(($0 as? PlannedFailure) ?? PlannedFailure("other")) })
    await PendingWork.settle()
    work.fail(PlannedFailure("declined"))
    await PendingWork.settle()
    #expect(errors == [PlannedFailure("declined")])
    #expect(!runner.isRunning)
  }

  @Test func theCancellationErrorOfACancelledActionIsNoError() async {
    let work = PendingWork()
    var errorCount = 0
    let runner = AsyncActionRunner()
    runner.run({ try await work.perform() }, errorHandler: { _ in errorCount += 1 })
    await PendingWork.settle()
    runner.cancel()
    await PendingWork.settle()
    #expect(work.cancellationCount == 1)
    #expect(errorCount == 0)
  }

  @Test func releasingTheRunnerCancelsItsAction() async {
    let work = PendingWork()
    var runner: AsyncActionRunner? = AsyncActionRunner()
    runner?.run { try? await work.perform() }
    await PendingWork.settle()
    weak let released = runner
    runner = nil
    #expect(released == nil)
    await PendingWork.settle()
    #expect(work.cancellationCount == 1)
  }
}
