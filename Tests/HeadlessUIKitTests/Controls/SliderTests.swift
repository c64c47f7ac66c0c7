import Foundation
import HeadlessUIKit
import Testing

/// `UISlider`: a clamped value, and drags that move it along the bounds.
///
/// The slider sits at (100, 100), 200 × 30 points, with the range 0...1 unless a test changes it, so window
/// x = 100 + 200 × value.
@MainActor
@Suite struct SliderTests {
  let window = makeVisibleWindow()
  let slider = UISlider(frame: CGRect(x: 100, y: 100, width: 200, height: 30))
  let driver: TouchDriver
  let events: EventLog

  init() {
    window.addSubview(slider)
    driver = TouchDriver(window: window)
    events = EventLog(watching: slider)
  }

  /// Records the slider's value at each value-changed event.
  func recordValues() -> () -> [Float] {
    var values: [Float] = []
    slider.addAction(UIAction { [unowned slider] _ in values.append(slider.value) }, for: .valueChanged)
    return { values }
  }

  func point(at fraction: Double) -> CGPoint { CGPoint(x: 100 + 200 * fraction, y: 115) }

  @Test func aNewSliderRunsFromZeroToOneAtZeroContinuously() {
    let slider = UISlider()
    #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
    #expect(slider.isContinuous)
  }

  @Test func theValueIsClampedToTheRange() {
    slider.value = 2
    #expect(slider.value == 1)
    slider.value = -1
    #expect(slider.value == 0)
    slider.setValue(0.25, animated: true)
    #expect(slider.value == 0.25)
    slider.setValue(7, animated: false)
    #expect(slider.value == 1)
  }

  @Test func changingTheRangeClampsTheValueAgain() {
    slider.maximumValue = 10
    slider.value = 8
    slider.maximumValue = 5
    #expect(slider.value == 5)
    slider.minimumValue = 6
    #expect(slider.value == 6 && slider.maximumValue == 6)
    slider.maximumValue = 2
    #expect(slider.minimumValue == 2 && slider.value == 2)
  }

  @Test func settingTheValueInCodeSendsNoEvent() {
    slider.value = 0.5
    slider.setValue(0.7, animated: true)
    slider.minimumValue = 0.8
    #expect(events.names.isEmpty)
  }

  @Test func aDragMovesTheValueWithTheTouchAndSendsValueChangedForEachChange() {
    let values = recordValues()
    driver.drag(along: [point(at: 0.25), point(at: 0.5), point(at: 0.75)])
    #expect(slider.value == 0.75)
    #expect(values() == [0.25, 0.5, 0.75])
    #expect(
      events.names == [
        "valueChanged", "touchDown", "valueChanged", "touchDragInside", "valueChanged", "touchDragInside",
        "touchUpInside",
      ])
  }

  /// The drag starts at the middle, where the value already is: no change, no event.
  @Test func theValueFollowsTheRangeAndStopsAtItsEnds() {
    slider.minimumValue = -10
    slider.maximumValue = 10
    let values = recordValues()
    driver.drag(along: [point(at: 0.5), point(at: 0.75), point(at: 1.5), point(at: -0.5)])
    #expect(values() == [5, 10, -10])
  }

  @Test func aMoveThatLeavesTheValueUnchangedSendsNoValueChanged() {
    slider.value = 0.5
    driver.drag(along: [point(at: 0.5), CGPoint(x: 200, y: 125)])
    #expect(!events.names.contains("valueChanged"))
  }

  @Test func aNonContinuousSliderSendsOneValueChangedWhenTheTouchEnds() {
    slider.isContinuous = false
    let values = recordValues()
    driver.drag(along: [point(at: 0.25), point(at: 0.5), point(at: 0.75)])
    #expect(values() == [0.75])
    #expect(events.names == ["touchDown", "touchDragInside", "touchDragInside", "valueChanged", "touchUpInside"])
  }

  @Test func aNonContinuousDragThatEndsWhereItBeganSendsNoValueChanged() {
    slider.isContinuous = false
    slider.value = 0.5
    driver.drag(along: [point(at: 0.5), point(at: 0.9), point(at: 0.5)])
    #expect(!events.names.contains("valueChanged"))
  }

  @Test func aCancelledNonContinuousDragStillReportsItsChange() {
    slider.isContinuous = false
    let touch = driver.touchDown(at: point(at: 0.25))
    driver.move(touch, to: point(at: 0.6))
    driver.cancel(touch)
    #expect(events.names == ["touchDown", "touchDragInside", "valueChanged", "touchCancel"])
  }
}
