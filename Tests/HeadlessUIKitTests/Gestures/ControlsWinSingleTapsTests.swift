import Foundation
import HeadlessUIKit
import Testing

/// iOS 6+: a control's default action beats an overlapping gesture recognizer on another view (Apple's Event
/// Handling Guide, "Interacting with Other User Interface Controls").
@MainActor
@Suite struct ControlsWinSingleTapsTests {
  let stage = GestureStage()

  @Test func aSingleTapOnAButtonGoesToTheButtonNotToAnAncestorsTapRecognizer() {
    let log = stage.attach(UITapGestureRecognizer(), "tap", to: stage.container)
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    stage.pad.addSubview(button)
    stage.driver.tap(button)
    #expect(taps == 1)
    #expect(log.states.isEmpty)
  }

  @Test func aSingleTapOnASwitchTogglesIt() {
    let log = stage.attach(UITapGestureRecognizer(), "tap", to: stage.container)
    let toggle = UISwitch()
    toggle.frame = CGRect(x: 20, y: 20, width: 51, height: 31)
    stage.pad.addSubview(toggle)
    stage.driver.tap(toggle)
    #expect(toggle.isOn)
    #expect(log.states.isEmpty)
  }

  @Test func aDoubleTapRecognizerOnAnAncestorStillRecognizesOverAButton() {
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    let log = stage.attach(double, "double", to: stage.container)
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
    stage.pad.addSubview(button)
    stage.driver.tap(at: button.convert(CGPoint(x: 50, y: 22), to: nil), count: 2)
    #expect(log.states == [.recognized])
  }

  @Test func aTapRecognizerOnTheButtonItselfRecognizes() {
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
    stage.pad.addSubview(button)
    let log = stage.attach(UITapGestureRecognizer(), "tap", to: button)
    stage.driver.tap(button)
    #expect(log.states == [.recognized])
  }

  @Test func aPlainViewLetsAnAncestorsTapRecognizerBegin() {
    let log = stage.attach(UITapGestureRecognizer(), "tap", to: stage.container)
    stage.driver.tap(at: stage.center)
    #expect(log.states == [.recognized])
  }

  @Test func aSingleTapOnASegmentedControlSelectsTheSegment() {
    let log = stage.attach(UITapGestureRecognizer(), "tap", to: stage.container)
    let segments = UISegmentedControl(items: ["Day", "Week"])
    segments.frame = CGRect(x: 20, y: 20, width: 160, height: 32)
    stage.pad.addSubview(segments)
    stage.driver.tap(at: segments.convert(CGPoint(x: 120, y: 16), to: nil))
    #expect(segments.selectedSegmentIndex == 1)
    #expect(log.states.isEmpty)
  }

  @Test func aSingleTapOnAStepperStepsItAndNothingElse() {
    let log = stage.attach(UITapGestureRecognizer(), "tap", to: stage.container)
    let stepper = UIStepper()
    stepper.frame = CGRect(x: 20, y: 20, width: 94, height: 32)
    stage.pad.addSubview(stepper)
    stage.driver.tap(at: stepper.convert(CGPoint(x: 80, y: 16), to: nil))
    #expect(stepper.value == 1)
    #expect(log.states.isEmpty)
  }

  /// [observed] A text field under a keyboard-dismissing tap recognizer still takes focus on a device.
  @Test func aSingleTapOnATextFieldBeginsEditingInsteadOfAnAncestorsTap() {
    let log = stage.attach(UITapGestureRecognizer(), "tap", to: stage.container)
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 160, height: 34))
    stage.pad.addSubview(field)
    stage.driver.tap(field)
    #expect(field.isEditing)
    #expect(log.states.isEmpty)
  }
}
