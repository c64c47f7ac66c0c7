import HeadlessUIKit
import Tapwise
import Testing

/// `ValueReportingControl`: each of UIKit's four value controls reports the value its `onValueChange` hands on, on
/// `.valueChanged`; a control of an app's own gets the same handlers by conforming.
@MainActor
@Suite struct ValueReportingControlTests {
  let stage = ClosureStage()

  @Test func eachValueControlReportsItsValueOnValueChanged() {
    let toggle = UISwitch()
    toggle.isOn = true
    let slider = UISlider()
    slider.maximumValue = 10
    slider.value = 7.5
    let segments = UISegmentedControl(items: ["Day", "Week"])
    segments.selectedSegmentIndex = 1
    let stepper = UIStepper()
    stepper.value = 3

    #expect(toggle.reportedValue == true)
    #expect(slider.reportedValue == 7.5)
    #expect(segments.reportedValue == 1)
    #expect(stepper.reportedValue == 3)
    #expect(UISwitch.valueChangeEvent == .valueChanged)
    #expect(UISlider.valueChangeEvent == .valueChanged)
    #expect(UISegmentedControl.valueChangeEvent == .valueChanged)
    #expect(UIStepper.valueChangeEvent == .valueChanged)
  }

  @Test func aControlOfTheAppsOwnGetsOnValueChangeOnItsOwnEvent() {
    let rating = stage.place(RatingControl(), at: CGRect(x: 0, y: 100, width: 100, height: 44))
    var ratings: [Int] = []
    rating.tw.onValueChange { _, stars in ratings.append(stars) }
    rating.sendActions(for: .valueChanged)
    stage.driver.tap(rating)
    stage.driver.tap(rating)
    #expect(ratings == [1, 2], "reported on its own event, touch-up inside, and not on .valueChanged")
  }
}

/// A control that counts taps as stars and says so on `.touchUpInside`.
private final class RatingControl: UIControl, ValueReportingControl {
  var stars = 0
  var reportedValue: Int { stars }
  static var valueChangeEvent: UIControl.Event { .touchUpInside }

  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    stars += 1
    super.endTracking(touch, with: event)
  }
}
