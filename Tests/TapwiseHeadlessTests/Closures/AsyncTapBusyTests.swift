import HeadlessUIKit
import Tapwise
import TapwiseTestSupport
import Testing

/// `BusyIndication`: the button shows that its async tap handler's work runs, and is set back exactly however the
/// work ends; what the app changed meanwhile stays.
@MainActor
@Suite struct AsyncTapBusyTests {
  let stage = ClosureStage()

  /// A button with a configuration, placed, whose async handler runs `work` showing `busy`.
  private func configuredButton(
    showing busy: BusyIndication, work: PendingWork
  ) -> (UIButton, HandlerRegistration) {
    let button = stage.place(UIButton(configuration: .filled()))
    let registration = button.tw.onTap(whileRunning: busy) { _ in
      try await work.perform()
    } onError: { _, _ in
    }
    return (button, registration)
  }

  @Test func theButtonIsDisabledWhileTheWorkRunsAndEnabledAfterItSucceeds() async {
    let work = PendingWork()
    let (button, _) = configuredButton(showing: .disablesControl, work: work)
    stage.driver.tap(button)
    #expect(!button.isEnabled)  // at once, inside the tap's dispatch
    await PendingWork.settle()
    #expect(!button.isEnabled && work.waitingCount == 1)
    work.finish()
    await PendingWork.settle()
    #expect(button.isEnabled)
  }

  @Test func aDisabledBusyButtonCannotBeTapped() async {
    let work = PendingWork()
    var ignored = 0
    let button = stage.place(UIButton(type: .system))
    button.tw.onTap(whileRunning: .disablesControl, onIgnoredTap: { _ in ignored += 1 }) { _ in
      try? await work.perform()
    }
    stage.driver.tap(button)
    await PendingWork.settle()
    stage.driver.tap(button)
    #expect(ignored == 0)  // UIKit delivers no touch to a disabled control
    button.sendActions(for: .primaryActionTriggered)
    #expect(ignored == 1)  // an action sent from code still reaches the handler
  }

  @Test func theActivityIndicatorShowsWhileTheWorkRunsAndGoesAfterItSucceeds() async {
    let work = PendingWork()
    let (button, _) = configuredButton(showing: .showsActivityIndicator, work: work)
    stage.driver.tap(button)
    #expect(button.configuration?.showsActivityIndicator == true)
    #expect(button.isEnabled)
    await PendingWork.settle()
    work.finish()
    await PendingWork.settle()
    #expect(button.configuration?.showsActivityIndicator == false)
  }

  @Test func busyStateIsRestoredAfterTheWorkThrows() async {
    let work = PendingWork()
    let (button, _) = configuredButton(showing: [.disablesControl, .showsActivityIndicator], work: work)
    stage.driver.tap(button)
    await PendingWork.settle()
    #expect(!button.isEnabled && button.configuration?.showsActivityIndicator == true)
    work.fail(PlannedFailure("offline"))
    await PendingWork.settle()
    #expect(button.isEnabled && button.configuration?.showsActivityIndicator == false)
  }

  @Test func busyStateIsRestoredAtOnceByCancelPendingAndByRemove() async {
    let work = PendingWork()
    let (button, registration) = configuredButton(showing: [.disablesControl, .showsActivityIndicator], work: work)
    stage.driver.tap(button)
    await PendingWork.settle()
    registration.cancelPending()
    #expect(button.isEnabled && button.configuration?.showsActivityIndicator == false)  // before the work returns
    stage.driver.tap(button)
    await PendingWork.settle()
    #expect(!button.isEnabled)
    registration.remove()
    #expect(button.isEnabled && button.configuration?.showsActivityIndicator == false)
    await PendingWork.settle()
    #expect(work.cancellationCount == 2)
    #expect(button.isEnabled && button.configuration?.showsActivityIndicator == false)
  }

  @Test func anAppThatReEnablesTheButtonWhileBusyKeepsItEnabled() async {
    let work = PendingWork()
    let (button, _) = configuredButton(showing: .disablesControl, work: work)
    stage.driver.tap(button)
    await PendingWork.settle()
    button.isEnabled = true
    work.finish()
    await PendingWork.settle()
    #expect(button.isEnabled)
  }

  @Test func aButtonAlreadyDisabledStaysDisabled() async {
    let work = PendingWork()
    let (button, _) = configuredButton(showing: .disablesControl, work: work)
    button.isEnabled = false
    button.sendActions(for: .primaryActionTriggered)
    await PendingWork.settle()
    #expect(work.startCount == 1)
    work.finish()
    await PendingWork.settle()
    #expect(!button.isEnabled)
  }

  @Test func anAppThatTurnsTheIndicatorOffWhileBusyKeepsItOff() async {
    let work = PendingWork()
    let (button, _) = configuredButton(showing: .showsActivityIndicator, work: work)
    stage.driver.tap(button)
    await PendingWork.settle()
    button.configuration?.showsActivityIndicator = false
    button.configuration?.title = "Paid"
    work.finish()
    await PendingWork.settle()
    #expect(button.configuration?.showsActivityIndicator == false)
    #expect(button.configuration?.title == "Paid")
  }

  @Test func theAppsOtherChangesToTheConfigurationWhileBusyStay() async {
    let work = PendingWork()
    let (button, _) = configuredButton(showing: .showsActivityIndicator, work: work)
    stage.driver.tap(button)
    await PendingWork.settle()
    button.configuration?.title = "Paying…"
    button.configuration?.subtitle = "Visa 1234"
    work.finish()
    await PendingWork.settle()
    #expect(button.configuration?.showsActivityIndicator == false)
    #expect(button.configuration?.title == "Paying…" && button.configuration?.subtitle == "Visa 1234")
  }

  @Test func anIndicatorTheAppShowedItselfStaysOn() async {
    let work = PendingWork()
    let (button, _) = configuredButton(showing: .showsActivityIndicator, work: work)
    button.configuration?.showsActivityIndicator = true
    stage.driver.tap(button)
    await PendingWork.settle()
    work.finish()
    await PendingWork.settle()
    #expect(button.configuration?.showsActivityIndicator == true)
  }

  @Test func twoHandlersShareTheBusyStateUntilTheLastEnds() async {
    let pay = PendingWork()
    let receipt = PendingWork()
    let button = stage.place(UIButton(configuration: .filled()))
    button.tw.onTap(whileRunning: [.disablesControl, .showsActivityIndicator]) { _ in try? await pay.perform() }
    button.tw.onTap(whileRunning: .disablesControl) { _ in try? await receipt.perform() }
    stage.driver.tap(button)
    await PendingWork.settle()
    receipt.finish()
    await PendingWork.settle()
    #expect(!button.isEnabled)  // the payment still runs
    #expect(button.configuration?.showsActivityIndicator == true)
    pay.finish()
    await PendingWork.settle()
    #expect(button.isEnabled && button.configuration?.showsActivityIndicator == false)
  }

  @Test func theActivityIndicatorOnAButtonWithoutAConfigurationDoesNothing() async {
    let work = PendingWork()
    let button = stage.place(UIButton(type: .system))
    button.tw.onTap(whileRunning: .showsActivityIndicator) { _ in try? await work.perform() }
    stage.driver.tap(button)
    await PendingWork.settle()
    #expect(work.startCount == 1)
    #expect(button.configuration == nil && button.isEnabled)
    work.finish()
    await PendingWork.settle()
    #expect(button.configuration == nil && button.isEnabled)
  }

  @Test func noBusyIndicationChangesNothing() async {
    let work = PendingWork()
    let (button, _) = configuredButton(showing: [], work: work)
    stage.driver.tap(button)
    await PendingWork.settle()
    #expect(button.isEnabled && button.configuration?.showsActivityIndicator == false)
  }
}
