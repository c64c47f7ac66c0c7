import Foundation
import HeadlessUIKit
import Testing

/// `UIStepper`: a touch on the minus or plus half steps the value and reports a change; code reports nothing.
@MainActor
@Suite struct StepperTests {
  let window = makeVisibleWindow()
  let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 94, height: 32))
  let driver: TouchDriver
  let events: EventLog
  let minus = CGPoint(x: 110, y: 116)
  let plus = CGPoint(x: 180, y: 116)

  init() {
    window.addSubview(stepper)
    driver = TouchDriver(window: window)
    events = EventLog(watching: stepper)
  }

  @Test func aNewStepperHasUIKitsDefaults() {
    let stepper = UIStepper()
    #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
    #expect(stepper.stepValue == 1)
    #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
  }

  @Test func aTapOnThePlusHalfIncrements() {
    driver.tap(at: plus)
    #expect(stepper.value == 1)
  }

  @Test func aTapOnTheMinusHalfDecrements() {
    stepper.value = 5
    stepper.stepValue = 2
    driver.tap(at: minus)
    #expect(stepper.value == 3)
  }

  @Test func theValueStepsWhenTheFingerTouchesDown() {
    let touch = driver.touchDown(at: plus)
    #expect(stepper.value == 1)
    #expect(events.names == ["valueChanged", "touchDown"])
    driver.lift(touch)
    #expect(events.names == ["valueChanged", "touchDown", "touchUpInside"])
  }

  @Test func steppingPastTheMaximumHoldsThereAndSendsNothing() {
    stepper.maximumValue = 10
    stepper.value = 9.5
    driver.tap(at: plus)
    #expect(stepper.value == 10)
    events.clear()
    driver.tap(at: plus)
    #expect(stepper.value == 10)
    #expect(!events.names.contains("valueChanged"))
  }

  @Test func steppingBelowTheMinimumHoldsThere() {
    driver.tap(at: minus)
    #expect(stepper.value == 0)
    #expect(!events.names.contains("valueChanged"))
  }

  @Test func aWrappingStepperGoesToTheOtherEnd() {
    stepper.wraps = true
    stepper.maximumValue = 3
    driver.tap(at: minus)
    #expect(stepper.value == 3)
    driver.tap(at: plus)
    #expect(stepper.value == 0)
    #expect(events.names.filter { $0 == "valueChanged" }.count == 2)
  }

  @Test func aNonContinuousStepperReportsWhenTheTouchEnds() {
    stepper.isContinuous = false
    let touch = driver.touchDown(at: plus)
    #expect(stepper.value == 1)
    #expect(events.names == ["touchDown"])
    driver.lift(touch)
    #expect(events.names == ["touchDown", "valueChanged", "touchUpInside"])
  }

  @Test func settingTheValueInCodeClampsAndSendsNothing() {
    stepper.value = 150
    #expect(stepper.value == 100)
    stepper.value = -3
    #expect(stepper.value == 0)
    stepper.value = 40
    stepper.maximumValue = 20
    #expect(stepper.value == 20)
    #expect(events.names.isEmpty)
  }

  @Test func aMinimumAtOrAboveTheMaximumTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { UIStepper().minimumValue = 100 }
    }
  }

  @Test func aMaximumAtOrBelowTheMinimumTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { UIStepper().maximumValue = 0 }
    }
  }

  @Test func aStepOfZeroOrLessTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { UIStepper().stepValue = 0 }
    }
  }
}
