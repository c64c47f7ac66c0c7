import Foundation
import HeadlessUIKit
import Testing

/// `UISlider`: a clamped value, and drags of the thumb that move it along the track.
///
/// The slider sits at (100, 100), 200 × 30 points, with the range 0...1 unless a test changes it. Its track runs from
/// x = 2 to 198 and its 28-point thumb travels 168 points, so the thumb's centre is at window x = 116 + 168 × value.
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

  /// Where the thumb's centre is, in the window, when the value is this fraction of the range.
  func point(at fraction: Double) -> CGPoint { CGPoint(x: 116 + 168 * fraction, y: 115) }

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

  @Test func aDragOfTheThumbMovesTheValueWithTheTouchAndSendsValueChangedForEachChange() {
    slider.value = 0.25
    let values = recordValues()
    driver.drag(along: [point(at: 0.25), point(at: 0.5), point(at: 0.75)])
    #expect(slider.value == 0.75)
    #expect(values() == [0.5, 0.75])
    #expect(
      events.names == [
        "touchDown", "valueChanged", "touchDragInside", "valueChanged", "touchDragInside", "touchUpInside",
      ])
  }

  /// UIKit: a slider tracks a touch that comes down on its thumb; one on the track away from it moves nothing.
  @Test func aTouchOnTheTrackAwayFromTheThumbMovesNothing() {
    driver.drag(along: [point(at: 0.5), point(at: 0.75)])
    #expect(slider.value == 0)
    #expect(!events.names.contains("valueChanged"))
    #expect(!slider.isTracking)
  }

  @Test func theThumbKeepsTheDistanceAtWhichTheFingerGrabbedIt() {
    let grab = CGPoint(x: point(at: 0).x + 10, y: 115)
    driver.drag(along: [grab, CGPoint(x: grab.x + 84, y: 115)])
    #expect(slider.value == 0.5)
  }

  @Test func theTrackIsTheBoundsInsetTwoPointsFourPointsHigh() {
    #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 2, y: 13, width: 196, height: 4))
  }

  @Test func theThumbIsA28PointSquareThatTravelsAlongTheTrack() {
    let track = slider.trackRect(forBounds: slider.bounds)
    #expect(
      slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0)
        == CGRect(x: 2, y: 1, width: 28, height: 28))
    #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).maxX == track.maxX)
    #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5).midX == 100)
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
    slider.value = 0.25
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
    slider.value = 0.25
    let touch = driver.touchDown(at: point(at: 0.25))
    driver.move(touch, to: point(at: 0.6))
    driver.cancel(touch)
    #expect(events.names == ["touchDown", "touchDragInside", "valueChanged", "touchCancel"])
  }
}
