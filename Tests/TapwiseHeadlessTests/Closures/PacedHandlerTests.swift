import HeadlessUIKit
import Tapwise
import Testing

/// Throttled and debounced handlers on virtual time: `TouchDriver.advance(by:)` alone moves them.
@MainActor
@Suite struct PacedHandlerTests {
  let stage = ClosureStage()

  @Test func throttledSliderFeedsAtMostOneValuePerIntervalAndAlwaysTheLast() {
    // The seed's Bluetooth lamp: no more than one value per 0.4 s, and it must end on the value the user left.
    let slider = stage.slider()
    var sent: [(value: Float, at: TimeInterval)] = []
    let start = stage.driver.now
    slider.tw.onValueChange(throttle: 0.4) { [unowned driver = stage.driver] _, value in
      sent.append((value, driver.now - start))
    }
    for step in 1...10 {
      stage.slide(slider, to: CGFloat(step * 20))
      stage.driver.advance(by: 0.1)
    }
    stage.driver.advance(by: 1)
    #expect(sent.map(\.value) == [20, 80, 160, 200])
    #expect(sent.map { ($0.at * 1000).rounded() } == [0, 400, 800, 1200])
  }

  @Test func debouncedTextArrivesAfterAPause() {
    let field = stage.editingField()
    var queries: [String] = []
    field.tw.onTextChange(debounce: 0.3) { _, text in queries.append(text) }
    stage.driver.type("caf")
    stage.driver.advance(by: 0.2)
    stage.driver.type("e")
    stage.driver.advance(by: 0.299)
    #expect(queries.isEmpty)
    stage.driver.advance(by: 0.001)
    #expect(queries == ["cafe"])
    stage.driver.advance(by: 5)
    #expect(queries == ["cafe"])
  }

  @Test func throttledTextDeliversTheLeadingAndTheLatest() {
    let field = stage.editingField()
    var texts: [String] = []
    field.tw.onTextChange(throttle: 0.5) { _, text in texts.append(text) }
    stage.driver.type("abc")
    #expect(texts == ["a"])
    stage.driver.advance(by: 0.5)
    #expect(texts == ["a", "abc"])
  }

  @Test func eachControlValueTypeThrottlesAndDebounces() {
    let toggle = stage.place(UISwitch())
    let stepper = stage.place(UIStepper(), at: CGRect(x: 0, y: 200, width: 100, height: 40))
    let segments = stage.place(UISegmentedControl(items: ["a", "b"]), at: CGRect(x: 0, y: 300, width: 200, height: 40))
    var log: [String] = []
    toggle.tw.onValueChange(throttle: 1) { _, isOn in log.append("switch \(isOn)") }
    toggle.tw.onValueChange(debounce: 1) { _, isOn in log.append("switch settled \(isOn)") }
    stepper.tw.onValueChange(throttle: 1) { _, value in log.append("stepper \(value)") }
    stepper.tw.onValueChange(debounce: 1) { _, value in log.append("stepper settled \(value)") }
    segments.tw.onValueChange(throttle: 1) { _, index in log.append("segment \(index)") }
    segments.tw.onValueChange(debounce: 1) { _, index in log.append("segment settled \(index)") }
    stage.driver.tap(toggle)
    stage.driver.tap(toggle)
    stage.driver.tap(at: CGPoint(x: 80, y: 220))
    stage.driver.tap(at: CGPoint(x: 80, y: 220))
    stage.driver.tap(at: CGPoint(x: 150, y: 320))
    stage.driver.tap(at: CGPoint(x: 50, y: 320))
    stage.driver.advance(by: 2)
    #expect(
      log == [
        "switch true", "stepper 1.0", "segment 1",
        "switch false", "switch settled false", "stepper 2.0", "stepper settled 2.0", "segment 0", "segment settled 0",
      ])
  }

  @Test func removingTheHandlerDropsThePendingValue() {
    let field = stage.editingField()
    var throttled: [String] = []
    var debounced: [String] = []
    let throttle = field.tw.onTextChange(throttle: 0.5) { _, text in throttled.append(text) }
    let debounce = field.tw.onTextChange(debounce: 0.5) { _, text in debounced.append(text) }
    stage.driver.type("abc")
    throttle.remove()
    debounce.remove()
    stage.driver.advance(by: 1)
    stage.driver.type("d")
    stage.driver.advance(by: 1)
    #expect(throttled == ["a"])
    #expect(debounced.isEmpty)
    #expect(HeadlessRunLoop.main.scheduledTimerCount == 0)
  }

  @Test func aThrottledHandlerCanRemoveItselfWhileDelivering() {
    let field = stage.editingField()
    var texts: [String] = []
    var registration: HandlerRegistration?
    registration = field.tw.onTextChange(throttle: 0.5) { _, text in
      texts.append(text)
      if text == "ab" { registration?.remove() }
    }
    stage.driver.type("ab")
    stage.driver.advance(by: 0.5)
    stage.driver.type("c")
    stage.driver.advance(by: 1)
    #expect(texts == ["a", "ab"])
  }

  @Test func deallocatingTheControlDropsThePendingValue() {
    var delivered: [String] = []
    weak var weakField: UITextField?
    do {
      let field = stage.editingField()
      weakField = field
      field.tw.onTextChange(throttle: 0.5) { _, text in delivered.append(text) }
      field.tw.onTextChange(debounce: 0.5) { _, text in delivered.append("debounced " + text) }
      stage.driver.type("xyz")
      field.resignFirstResponder()
      field.removeFromSuperview()
    }
    #expect(weakField == nil)
    stage.driver.advance(by: 2)
    // Ending editing delivers the debounced text at once; the throttled "xyz" was still pending, and is dropped.
    #expect(delivered == ["x", "debounced xyz"])
  }

  @Test func zeroIntervalsDeliverEveryValue() {
    let field = stage.editingField()
    var throttled: [String] = []
    var debounced: [String] = []
    field.tw.onTextChange(throttle: 0) { _, text in throttled.append(text) }
    field.tw.onTextChange(debounce: 0) { _, text in debounced.append(text) }
    stage.driver.type("ab")
    stage.driver.advance(by: 0)
    // Keystrokes take no time, and a timer due at T runs before an event at T, as in the timing core.
    #expect(throttled == ["a", "ab"])
    #expect(debounced == ["a", "ab"])
  }
}
