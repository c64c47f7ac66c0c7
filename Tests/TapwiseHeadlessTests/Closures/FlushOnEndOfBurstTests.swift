import HeadlessUIKit
import Tapwise
import Testing

/// A debounced handler delivers at once when the user says they are done: Return or the end of editing in a text
/// field, letting go of a drag on a value control. Throttled handlers keep their spacing.
@MainActor
@Suite struct FlushOnEndOfBurstTests {
  let stage = ClosureStage()

  @Test func returnDeliversTheDebouncedTextAtOnceAndOnce() {
    let field = stage.editingField()
    var queries: [String] = []
    field.tw.onTextChange(debounce: 0.3) { _, text in queries.append(text) }
    stage.driver.type("cafe")
    stage.driver.pressReturn()
    #expect(queries == ["cafe"])
    stage.driver.pressReturn()
    stage.driver.advance(by: 1)
    #expect(queries == ["cafe"])
  }

  @Test func returnThenTheEndOfEditingDeliversOnce() {
    let field = stage.editingField()
    var queries: [String] = []
    field.tw.onTextChange(debounce: 0.3) { _, text in queries.append(text) }
    field.tw.shouldReturn { field in
      field.resignFirstResponder()
      return true
    }
    stage.driver.type("tea")
    stage.driver.pressReturn()
    #expect(!field.isEditing)
    #expect(queries == ["tea"])
    stage.driver.advance(by: 1)
    #expect(queries == ["tea"])
  }

  @Test func theEndOfEditingDeliversTheDebouncedText() {
    let field = stage.editingField()
    var queries: [String] = []
    field.tw.onTextChange(debounce: 0.3) { _, text in queries.append(text) }
    stage.driver.type("ab")
    field.resignFirstResponder()
    #expect(queries == ["ab"])
    stage.driver.advance(by: 1)
    #expect(queries == ["ab"])
  }

  @Test func returnStillAsksTheDelegateAndItsAnswerStands() {
    let field = stage.editingField()
    let delegate = LoggingTextFieldDelegate()
    field.delegate = delegate
    var queries: [String] = []
    field.tw.onTextChange(debounce: 0.3) { _, text in queries.append(text) }
    stage.driver.type("x")
    delegate.answer = false
    delegate.log.removeAll()
    stage.driver.pressReturn()
    #expect(delegate.log == ["delegate shouldReturn"])
    #expect(queries == ["x"])
    #expect(field.delegate?.textFieldShouldReturn(field) == false)
  }

  @Test func returnKeepsTheKeyboardUpWhenNothingDismissedIt() {
    // An `.editingDidEndOnExit` action would make Return resign the field: the debounce adds none.
    let field = stage.editingField()
    field.tw.onTextChange(debounce: 0.3) { _, _ in }
    stage.driver.type("x")
    stage.driver.pressReturn()
    #expect(field.isEditing)
    #expect(field.isFirstResponder)
    #expect(!field.allControlEvents.contains(.editingDidEndOnExit))
    #expect(field.delegate?.textFieldShouldReturn(field) ?? true)
  }

  @Test func aDelegateSetAfterTheHandlerLeavesTheEndOfEditingDelivering() {
    // Setting `delegate` replaces Tapwise's proxy, as for every delegate closure: Return is no longer heard.
    let field = stage.editingField()
    var queries: [String] = []
    field.tw.onTextChange(debounce: 0.3) { _, text in queries.append(text) }
    let delegate = LoggingTextFieldDelegate()
    field.delegate = delegate
    stage.driver.type("ab")
    stage.driver.pressReturn()
    #expect(delegate.log.last == "delegate shouldReturn")
    #expect(queries.isEmpty)
    field.resignFirstResponder()
    #expect(queries == ["ab"])
  }

  @Test func throttledTextIsNotDeliveredEarlyByReturnOrTheEndOfEditing() {
    let field = stage.editingField()
    var texts: [String] = []
    field.tw.onTextChange(throttle: 0.5) { _, text in texts.append(text) }
    stage.driver.type("abc")
    stage.driver.pressReturn()
    field.resignFirstResponder()
    #expect(texts == ["a"])
    stage.driver.advance(by: 0.5)
    #expect(texts == ["a", "abc"])
  }

  @Test func lettingGoOfADraggedSliderDeliversItsValueAtOnce() {
    let slider = stage.slider()
    var values: [Float] = []
    slider.tw.onValueChange(debounce: 0.5) { _, value in values.append(value) }
    let touch = stage.driver.touchDown(at: CGPoint(x: 0, y: 310))
    stage.driver.move(touch, to: CGPoint(x: 50, y: 310))
    stage.driver.advance(by: 0.1)
    stage.driver.move(touch, to: CGPoint(x: 120, y: 310))
    #expect(values.isEmpty)
    stage.driver.lift(touch)
    #expect(values.map { $0.rounded() } == [120])
    stage.driver.advance(by: 1)
    #expect(values.map { $0.rounded() } == [120])
  }

  @Test func aDragLetGoOutsideTheSliderDeliversAtOnce() {
    let slider = stage.slider()
    var values: [Float] = []
    slider.tw.onValueChange(debounce: 0.5) { _, value in values.append(value) }
    let touch = stage.driver.touchDown(at: CGPoint(x: 0, y: 310))
    stage.driver.move(touch, to: CGPoint(x: 200, y: 310))
    stage.driver.move(touch, to: CGPoint(x: 200, y: 600))
    stage.driver.lift(touch)
    #expect(values.map { $0.rounded() } == [200])
  }

  @Test func aCancelledDragDeliversTheValueItLeft() {
    let slider = stage.slider()
    var values: [Float] = []
    slider.tw.onValueChange(debounce: 0.5) { _, value in values.append(value) }
    let touch = stage.driver.touchDown(at: CGPoint(x: 0, y: 310))
    stage.driver.move(touch, to: CGPoint(x: 80, y: 310))
    stage.driver.cancel(touch)
    #expect(values.map { $0.rounded() } == [80])
    #expect(values == [slider.value])
  }

  @Test func aNonContinuousSliderDeliversOnReleaseWithoutWaiting() {
    let slider = stage.slider()
    slider.isContinuous = false
    var values: [Float] = []
    slider.tw.onValueChange(debounce: 0.5) { _, value in values.append(value) }
    stage.slide(slider, to: 60)
    #expect(values.map { $0.rounded() } == [60])
  }

  @Test func tapsOnAStepperStayOneBurst() {
    let stepper = stage.place(UIStepper(), at: CGRect(x: 0, y: 200, width: 100, height: 40))
    var values: [Double] = []
    stepper.tw.onValueChange(debounce: 1) { _, value in values.append(value) }
    for _ in 1...3 {
      stage.driver.tap(at: CGPoint(x: 80, y: 220))
      stage.driver.advance(by: 0.3)
    }
    #expect(values.isEmpty)
    stage.driver.advance(by: 1)
    #expect(values == [3])
  }

  @Test func throttledSliderIsNotDeliveredEarlyOnRelease() {
    let slider = stage.slider()
    var values: [Float] = []
    slider.tw.onValueChange(throttle: 0.5) { _, value in values.append(value) }
    stage.slide(slider, to: 40)
    stage.slide(slider, to: 90)
    #expect(values.map { $0.rounded() } == [40])
    stage.driver.advance(by: 0.5)
    #expect(values.map { $0.rounded() } == [40, 90])
  }

  @Test func aTapThrottleGatingSlidersHoldsBackASecondReleaseUntilThePause() {
    TapThrottle.install(defaultInterval: 0.5)
    TapThrottle.gatedControlClasses.append(UISlider.self)
    defer { TapThrottle.uninstall() }
    let slider = stage.slider()
    var values: [Float] = []
    slider.tw.onValueChange(debounce: 1) { _, value in values.append(value) }
    stage.slide(slider, to: 40)
    stage.driver.advance(by: 0.1)
    stage.slide(slider, to: 90)
    #expect(values.map { $0.rounded() } == [40])
    stage.driver.advance(by: 1)
    #expect(values.map { $0.rounded() } == [40, 90])
  }

  @Test func removingTheHandlerStopsTheEndOfBurstDeliveries() {
    let slider = stage.slider()
    var values: [Float] = []
    let debounce = slider.tw.onValueChange(debounce: 0.5) { _, value in values.append(value) }
    debounce.remove()
    stage.slide(slider, to: 40)
    stage.driver.advance(by: 1)
    #expect(values.isEmpty)
    #expect(slider.allControlEvents.isEmpty)
  }
}
