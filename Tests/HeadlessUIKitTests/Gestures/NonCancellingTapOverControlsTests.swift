import Foundation
import HeadlessUIKit
import Testing

/// A control keeps its single tap only from a recognizer that would cancel its touches. A parent's tap recognizer
/// with `cancelsTouchesInView = false` can't take the tap away, so both act, the recognizer first.
///
/// Source: Stack Overflow question 77329118, "Event response priorities for gesture recognizers, UIControl, and
/// UIButton" (iOS 16-era, Swift; mirrored at techqa.club): with the default, a tap on the button printed
/// "button clicked" alone; with `cancelsTouchesInView = false`, "view tapped" then "button clicked". Apple's
/// "Attaching gesture recognizers to UIKit controls" lists the controls that keep their single tap.
@MainActor
@Suite struct NonCancellingTapOverControlsTests {
  let stage = GestureStage()

  /// A parent tap recognizer that cancels no touches, logging to the stage's timeline.
  private func watchingTap() -> GestureActionLog {
    let tap = UITapGestureRecognizer()
    tap.cancelsTouchesInView = false
    return stage.attach(tap, "tap", to: stage.container)
  }

  /// Adds a control to the pad and logs its `.valueChanged` and `.touchUpInside` to the stage's timeline.
  private func place(_ control: UIControl, _ frame: CGRect, _ name: String) {
    control.frame = frame
    let timeline = stage.timeline
    control.addAction(UIAction { _ in timeline.record("\(name): touchUpInside") }, for: .touchUpInside)
    control.addAction(UIAction { _ in timeline.record("\(name): valueChanged") }, for: .valueChanged)
    stage.pad.addSubview(control)
  }

  /// The recognizer's actions and the controls' events, in order.
  private var actions: [String] {
    stage.timeline.lines.filter {
      $0.hasSuffix("action ended") || $0.hasSuffix(": touchUpInside") || $0.hasSuffix("valueChanged")
    }
  }

  @Test func aTapOnAButtonUnderANonCancellingParentTapRunsTheRecognizersActionThenTheButtons() {
    let log = watchingTap()
    place(UIButton(type: .system), CGRect(x: 20, y: 20, width: 100, height: 44), "button")
    stage.driver.tap(at: stage.pad.convert(CGPoint(x: 70, y: 42), to: nil))
    #expect(log.states == [.recognized])
    #expect(actions == ["tap: action ended", "button: touchUpInside"])
  }

  @Test func aTapOnAButtonUnderADefaultParentTapRunsTheButtonsActionAlone() {
    let log = stage.attach(UITapGestureRecognizer(), "tap", to: stage.container)
    place(UIButton(type: .system), CGRect(x: 20, y: 20, width: 100, height: 44), "button")
    stage.driver.tap(at: stage.pad.convert(CGPoint(x: 70, y: 42), to: nil))
    #expect(log.states.isEmpty)
    #expect(actions == ["button: touchUpInside"])
  }

  @Test func aTapOnASwitchUnderANonCancellingParentTapRunsTheRecognizerThenTogglesTheSwitch() {
    let log = watchingTap()
    let toggle = UISwitch()
    place(toggle, CGRect(x: 20, y: 20, width: 51, height: 31), "switch")
    stage.driver.tap(toggle)
    #expect(log.states == [.recognized])
    #expect(toggle.isOn)
    #expect(actions.first == "tap: action ended")
    #expect(actions.contains("switch: valueChanged"))
  }

  @Test func aTapOnAStepperUnderANonCancellingParentTapRunsTheRecognizerThenStepsTheStepper() {
    let log = watchingTap()
    let stepper = UIStepper()
    place(stepper, CGRect(x: 20, y: 20, width: 94, height: 32), "stepper")
    stage.driver.tap(at: stepper.convert(CGPoint(x: 80, y: 16), to: nil))
    #expect(log.states == [.recognized])
    // A stepper steps as the finger comes down, before the recognizer decides; its tap still ends in it.
    #expect(stepper.value == 1)
    #expect(actions == ["stepper: valueChanged", "tap: action ended", "stepper: touchUpInside"])
  }

  @Test func aTapOnASegmentedControlUnderANonCancellingParentTapRunsTheRecognizerThenSelectsTheSegment() {
    let log = watchingTap()
    let segments = UISegmentedControl(items: ["Day", "Week"])
    place(segments, CGRect(x: 20, y: 20, width: 160, height: 32), "segments")
    stage.driver.tap(at: segments.convert(CGPoint(x: 120, y: 16), to: nil))
    #expect(log.states == [.recognized])
    #expect(segments.selectedSegmentIndex == 1)
    #expect(actions == ["tap: action ended", "segments: valueChanged", "segments: touchUpInside"])
  }

  @Test func aTapOnAPageControlUnderANonCancellingParentTapRunsTheRecognizerThenTurnsThePage() {
    let log = watchingTap()
    let pages = UIPageControl()
    pages.numberOfPages = 3
    place(pages, CGRect(x: 0, y: 20, width: 200, height: 26), "pages")
    stage.driver.tap(at: pages.convert(CGPoint(x: 190, y: 13), to: nil))
    #expect(log.states == [.recognized])
    #expect(pages.currentPage == 1)
    #expect(actions == ["tap: action ended", "pages: valueChanged", "pages: touchUpInside"])
  }

  @Test func aTapOnAPageControlUnderADefaultParentTapTurnsThePageAlone() {
    let log = stage.attach(UITapGestureRecognizer(), "tap", to: stage.container)
    let pages = UIPageControl()
    pages.numberOfPages = 3
    place(pages, CGRect(x: 0, y: 20, width: 200, height: 26), "pages")
    stage.driver.tap(at: pages.convert(CGPoint(x: 190, y: 13), to: nil))
    #expect(log.states.isEmpty)
    #expect(pages.currentPage == 1)
  }
}
