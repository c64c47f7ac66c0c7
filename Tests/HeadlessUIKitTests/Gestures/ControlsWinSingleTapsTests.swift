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
}
