import HeadlessUIKit
import Tapwise
import TapwiseTestSupport
import Testing

/// No retain cycle with async tap handlers: the owner goes while work is pending, the button once the work ends or
/// is cancelled, and a button that goes before its task begins cancels the work.
@MainActor
@Suite struct AsyncTapLifetimeTests {
  /// A screen that owns a pay button, as a view controller would, and doesn't capture itself in the work.
  @MainActor
  final class PayScreen {
    let payButton = UIButton(configuration: .filled())
    var failures = 0
    private(set) var registration: HandlerRegistration?

    init(work: PendingWork) {
      registration = payButton.tw.onTap(whileRunning: .disablesControl) { _ in
        try await work.perform()
      } onError: { [weak self] _, _ in
        self?.failures += 1
      }
    }
  }

  @Test func theOwnerDeallocatesWhileTheWorkIsPendingAndTheButtonWhenItEnds() async {
    let work = PendingWork()
    weak var weakScreen: PayScreen?
    weak var weakButton: UIButton?
    do {
      let screen = PayScreen(work: work)
      weakScreen = screen
      weakButton = screen.payButton
      screen.payButton.sendActions(for: .primaryActionTriggered)
      await PendingWork.settle()  // the work has begun
    }
    #expect(work.waitingCount == 1)
    #expect(weakScreen == nil)
    #expect(weakButton != nil)  // the running work holds its argument
    work.finish()
    await PendingWork.settle()
    #expect(weakButton == nil)
  }

  @Test func theButtonDeallocatesOnceItsWorkIsCancelled() async {
    let work = PendingWork()
    weak var weakButton: UIButton?
    var registration: HandlerRegistration?
    do {
      let button = UIButton(type: .system)
      weakButton = button
      registration = button.tw.onTap { _ in try? await work.perform() }
      button.sendActions(for: .primaryActionTriggered)
      await PendingWork.settle()  // the work has begun
    }
    #expect(weakButton != nil)
    registration?.cancelPending()
    await PendingWork.settle()
    #expect(work.cancellationCount == 1)
    #expect(weakButton == nil)
  }

  @Test func aButtonThatDeallocatesBeforeItsTaskBeginsCancelsTheWork() async {
    let work = PendingWork()
    weak var weakButton: UIButton?
    do {
      let button = UIButton(type: .system)
      weakButton = button
      button.tw.onTap { _ in try? await work.perform() }
      button.sendActions(for: .primaryActionTriggered)
    }
    #expect(weakButton == nil)  // the task waiting to begin holds it only weakly
    await PendingWork.settle()
    #expect(work.startCount == 0)
  }

  @Test func anErrorIsReportedEvenWhenOnlyTheWorkHoldsTheButton() async {
    // The screen closed while the payment ran; the payment then fails: onError still hears of it, with the button.
    let work = PendingWork()
    var failedButtons: [UIButton] = []
    weak var weakButton: UIButton?
    do {
      let button = UIButton(type: .system)
      weakButton = button
      button.tw.onTap { _ in
        try await work.perform()
      } onError: { button, _ in
        failedButtons.append(button)
      }
      button.sendActions(for: .primaryActionTriggered)
      await PendingWork.settle()
    }
    work.fail(PlannedFailure("declined"))
    await PendingWork.settle()
    #expect(failedButtons.count == 1)
    failedButtons.removeAll()
    #expect(weakButton == nil)
  }

  @Test func theRegistrationKeepsNothingAlive() async {
    let work = PendingWork()
    weak var weakButton: UIButton?
    var registration: HandlerRegistration?
    do {
      let button = UIButton(type: .system)
      weakButton = button
      registration = button.tw.onTap(whileRunning: .disablesControl) { _ in try? await work.perform() }
    }
    #expect(weakButton == nil)
    registration?.cancelPending()
    registration?.remove()
    #expect(registration?.isRegistered == false)
  }
}
