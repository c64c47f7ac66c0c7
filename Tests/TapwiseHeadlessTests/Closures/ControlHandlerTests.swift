import HeadlessUIKit
import Tapwise
import Testing

/// `on(_:perform:)`, `onTap` and typed `onValueChange`, driven by taps.
@MainActor
@Suite struct ControlHandlerTests {
  let stage = ClosureStage()

  @Test func handlersForDifferentEventsAllRegister() {
    // The seed kept only the last of setEventsHandler(touchDown) and setEventsHandler(touchUpInside).
    let button = stage.place(UIButton(type: .system))
    var log: [String] = []
    button.tw.on(.touchDown) { _ in log.append("down") }
    button.tw.on(.touchUpInside) { _ in log.append("up") }
    stage.driver.tap(button)
    #expect(log == ["down", "up"])
  }

  @Test func manyHandlersForOneEventRunOnceEachInRegistrationOrder() {
    let button = stage.place(UIButton(type: .system))
    var log: [Int] = []
    for index in 0..<5 { button.tw.on(.touchUpInside) { _ in log.append(index) } }
    stage.driver.tap(button)
    stage.driver.tap(button)
    #expect(log == [0, 1, 2, 3, 4, 0, 1, 2, 3, 4])
  }

  @Test func aHandlerForSeveralEventsRunsOncePerEvent() {
    let button = stage.place(UIButton(type: .system))
    var count = 0
    button.tw.on([.touchDown, .touchUpInside]) { _ in count += 1 }
    stage.driver.tap(button)
    #expect(count == 2)
  }

  @Test func anyControlNotOnlyButtons() {
    // The seed dispatched touch events for UIButton only.
    let toggle = stage.place(UISwitch())
    let field = stage.place(UITextField(), at: CGRect(x: 20, y: 200, width: 300, height: 44))
    var log: [String] = []
    toggle.tw.on(.touchUpInside) { _ in log.append("switch") }
    field.tw.on(.editingDidBegin) { _ in log.append("field") }
    stage.driver.tap(toggle)
    stage.driver.tap(field)
    #expect(log == ["switch", "field"])
  }

  @Test func theHandlerReceivesTheControlTypedAsItself() {
    final class PayButton: UIButton { var payments = 0 }
    let button = stage.place(PayButton(type: .custom))
    button.tw.onTap { $0.payments += 1 }
    stage.driver.tap(button)
    #expect(button.payments == 1)
  }

  @Test func onTapRunsOnThePrimaryAction() {
    let button = stage.place(UIButton(type: .system))
    var taps = 0
    button.tw.onTap { _ in taps += 1 }
    stage.driver.tap(button)
    button.sendActions(for: .primaryActionTriggered)
    #expect(taps == 2)
    #expect(button.allControlEvents == .primaryActionTriggered)
  }

  @Test func handlersSitBesideTargetsAndActions() {
    let button = stage.place(UIButton(type: .system))
    var log: [String] = []
    button.addAction(UIAction { _ in log.append("action") }, for: .touchUpInside)
    button.tw.on(.touchUpInside) { _ in log.append("closure") }
    button.addAction(UIAction { _ in log.append("later action") }, for: .touchUpInside)
    stage.driver.tap(button)
    #expect(log == ["action", "closure", "later action"])
  }

  @Test func removeUnregistersOnlyThatHandler() {
    let button = stage.place(UIButton(type: .system))
    var log: [String] = []
    let first = button.tw.on(.touchUpInside) { _ in log.append("a") }
    button.tw.on(.touchUpInside) { _ in log.append("b") }
    #expect(first.isRegistered)
    first.remove()
    first.remove()
    #expect(!first.isRegistered)
    stage.driver.tap(button)
    #expect(log == ["b"])
  }

  @Test func aHandlerCanRemoveItselfDuringDispatch() {
    let button = stage.place(UIButton(type: .system))
    var log: [String] = []
    var once: HandlerRegistration?
    once = button.tw.on(.touchUpInside) { _ in
      log.append("once")
      once?.remove()
    }
    button.tw.on(.touchUpInside) { _ in log.append("always") }
    stage.driver.tap(button)
    stage.driver.tap(button)
    #expect(log == ["once", "always", "always"])
  }

  @Test func aHandlerCanRemoveAnotherDuringDispatch() {
    let button = stage.place(UIButton(type: .system))
    var log: [String] = []
    var earlier: HandlerRegistration?
    var later: HandlerRegistration?
    earlier = button.tw.on(.touchUpInside) { _ in log.append("earlier") }
    button.tw.on(.touchUpInside) { _ in
      log.append("remover")
      earlier?.remove()
      later?.remove()
    }
    later = button.tw.on(.touchUpInside) { _ in log.append("later") }
    button.tw.on(.touchUpInside) { _ in log.append("last") }
    stage.driver.tap(button)
    stage.driver.tap(button)
    // Removal is immediate, as UIKit skips an action removed mid-dispatch: "later" never runs; the rest are undisturbed.
    #expect(log == ["earlier", "remover", "last", "remover", "last"])
  }

  @Test func aHandlerAddedDuringDispatchWaitsForTheNextEvent() {
    let button = stage.place(UIButton(type: .system))
    var log: [String] = []
    var added = false
    button.tw.on(.touchUpInside) { button in
      log.append("adder")
      guard !added else { return }
      added = true
      button.tw.on(.touchUpInside) { _ in log.append("added") }
    }
    stage.driver.tap(button)
    stage.driver.tap(button)
    #expect(log == ["adder", "adder", "added"])
  }

  @Test func noEventsRegistersNothing() {
    let button = stage.place(UIButton(type: .system))
    let registration = button.tw.on([]) { _ in }
    #expect(!registration.isRegistered)
    #expect(button.allControlEvents.isEmpty)
  }

  // MARK: - Typed values

  @Test func switchReportsBool() {
    let toggle = stage.place(UISwitch())
    var values: [Bool] = []
    toggle.tw.onValueChange { _, isOn in values.append(isOn) }
    stage.driver.tap(toggle)
    stage.driver.tap(toggle)
    #expect(values == [true, false])
  }

  @Test func sliderReportsFloat() {
    let slider = stage.slider()
    var values: [Float] = []
    slider.tw.onValueChange { _, value in values.append(value) }
    stage.driver.drag(along: [CGPoint(x: 0, y: 310), CGPoint(x: 100, y: 310), CGPoint(x: 250, y: 310)])
    #expect(values == [100, 250])
  }

  @Test func segmentedControlReportsTheSelectedIndex() {
    let segments = stage.place(UISegmentedControl(items: ["Day", "Week", "Month"]))
    segments.frame = CGRect(x: 0, y: 100, width: 300, height: 40)
    var values: [Int] = []
    segments.tw.onValueChange { _, index in values.append(index) }
    stage.driver.tap(at: CGPoint(x: 250, y: 120))
    stage.driver.tap(at: CGPoint(x: 50, y: 120))
    #expect(values == [2, 0])
  }

  @Test func stepperReportsDouble() {
    let stepper = stage.place(UIStepper(), at: CGRect(x: 0, y: 100, width: 100, height: 40))
    stepper.stepValue = 2.5
    var values: [Double] = []
    stepper.tw.onValueChange { _, value in values.append(value) }
    stage.driver.tap(at: CGPoint(x: 80, y: 120))
    stage.driver.tap(at: CGPoint(x: 80, y: 120))
    stage.driver.tap(at: CGPoint(x: 20, y: 120))
    #expect(values == [2.5, 5, 2.5])
  }

  @Test func textChangeReportsTheText() {
    let field = stage.editingField()
    var texts: [String] = []
    field.tw.onTextChange { _, text in texts.append(text) }
    stage.driver.type("hi")
    stage.driver.deleteBackward()
    field.text = "set in code"
    #expect(texts == ["h", "hi", "h"])
  }
}
