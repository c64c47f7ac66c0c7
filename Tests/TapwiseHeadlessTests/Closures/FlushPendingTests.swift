import HeadlessUIKit
import Tapwise
import Testing

/// `flush()` and `cancelPending()` on throttled and debounced handlers, on virtual time: deliver the pending value
/// now, once, or drop it and keep the handler.
@MainActor
@Suite struct FlushPendingTests {
  let stage = ClosureStage()

  @Test func flushDeliversTheDebouncedTextNowAndOnlyOnce() {
    let field = stage.editingField()
    var queries: [String] = []
    let search = field.tw.onTextChange(debounce: 0.3) { _, text in queries.append(text) }
    stage.driver.type("caf")
    search.flush()
    #expect(queries == ["caf"])
    search.flush()
    stage.driver.advance(by: 1)
    #expect(queries == ["caf"])
    #expect(HeadlessRunLoop.main.scheduledTimerCount == 0)
  }

  @Test func flushDeliversTheThrottledValueAndRestartsTheWindow() {
    // ThrottleStateMachine.flush: the flushed delivery opens a fresh window, so the next one is an interval later.
    let field = stage.editingField()
    var texts: [(text: String, at: TimeInterval)] = []
    let start = stage.driver.now
    let throttle = field.tw.onTextChange(throttle: 0.5) { [unowned driver = stage.driver] _, text in
      texts.append((text, driver.now - start))
    }
    stage.driver.type("abc")
    stage.driver.advance(by: 0.2)
    throttle.flush()
    #expect(texts.map(\.text) == ["a", "abc"])
    stage.driver.type("d")
    stage.driver.advance(by: 0.499)
    #expect(texts.map(\.text) == ["a", "abc"])
    stage.driver.advance(by: 0.001)
    #expect(texts.map(\.text) == ["a", "abc", "abcd"])
    #expect(texts.map { ($0.at * 1000).rounded() } == [0, 200, 700])
  }

  @Test func flushWithNothingPendingDeliversNothing() {
    let field = stage.editingField()
    var texts: [String] = []
    let throttle = field.tw.onTextChange(throttle: 0.5) { _, text in texts.append(text) }
    let debounce = field.tw.onTextChange(debounce: 0.5) { _, text in texts.append("settled " + text) }
    throttle.flush()
    debounce.flush()
    stage.driver.type("a")
    throttle.flush()
    #expect(texts == ["a"])
  }

  @Test func cancelPendingDropsTheDebouncedTextAndKeepsTheHandler() {
    let field = stage.editingField()
    var queries: [String] = []
    let search = field.tw.onTextChange(debounce: 0.3) { _, text in queries.append(text) }
    stage.driver.type("ab")
    search.cancelPending()
    stage.driver.advance(by: 1)
    #expect(queries.isEmpty)
    #expect(search.isRegistered)
    stage.driver.type("c")
    stage.driver.advance(by: 0.3)
    #expect(queries == ["abc"])
  }

  @Test func cancelPendingDropsTheThrottledValueAndKeepsTheSpacing() {
    // ThrottleStateMachine.cancel: the window stays, so the next delivery is still an interval after the last.
    let slider = stage.slider()
    var values: [Float] = []
    let throttle = slider.tw.onValueChange(throttle: 0.5) { _, value in values.append(value) }
    stage.slide(slider, to: 100)
    stage.slide(slider, to: 150)
    throttle.cancelPending()
    stage.driver.advance(by: 0.7)
    #expect(values.map { $0.rounded() } == [100])
    stage.slide(slider, to: 200)
    stage.driver.advance(by: 0.1)
    stage.slide(slider, to: 250)
    throttle.cancelPending()
    stage.driver.advance(by: 0.1)
    stage.slide(slider, to: 300)
    stage.driver.advance(by: 0.299)
    #expect(values.map { $0.rounded() } == [100, 200])
    stage.driver.advance(by: 0.001)
    #expect(values.map { $0.rounded() } == [100, 200, 300])
    stage.driver.advance(by: 1)
    #expect(values.map { $0.rounded() } == [100, 200, 300])
  }

  @Test func flushAndCancelPendingDoNothingAfterRemove() {
    let field = stage.editingField()
    var texts: [String] = []
    let debounce = field.tw.onTextChange(debounce: 0.3) { _, text in texts.append(text) }
    stage.driver.type("ab")
    debounce.remove()
    debounce.flush()
    debounce.cancelPending()
    stage.driver.pressReturn()
    field.resignFirstResponder()
    stage.driver.advance(by: 1)
    #expect(texts.isEmpty)
  }

  @Test func flushAndCancelPendingDoNothingOnAPlainHandler() {
    let field = stage.editingField()
    var texts: [String] = []
    let plain = field.tw.onTextChange { _, text in texts.append(text) }
    stage.driver.type("ab")
    plain.flush()
    plain.cancelPending()
    stage.driver.type("c")
    #expect(texts == ["a", "ab", "abc"])
  }

  @Test func aHandlerCanFlushItsOwnRegistrationWhileDelivering() {
    let field = stage.editingField()
    var texts: [String] = []
    var registration: HandlerRegistration?
    registration = field.tw.onTextChange(throttle: 0.5) { _, text in
      texts.append(text)
      registration?.flush()
    }
    stage.driver.type("abc")
    stage.driver.advance(by: 1)
    #expect(texts == ["a", "abc"])
  }
}
