import Foundation
import HeadlessUIKit
import Tapwise
import Testing

/// Delegate closures on text fields, with and without an existing delegate, driven by taps and the keyboard.
@MainActor
@Suite struct TextFieldClosureTests {
  let stage = ClosureStage()

  @Test func everyDelegateMethodHasAClosure() {
    let field = stage.place(UITextField())
    var log: [String] = []
    field.tw.shouldBeginEditing { _ in
      log.append("shouldBegin")
      return true
    }
    field.tw.didBeginEditing { _ in log.append("didBegin") }
    field.tw.shouldChangeCharacters { _, range, string in
      log.append("shouldChange \(range.location) \(string)")
      return true
    }
    field.tw.didChangeSelection { _ in log.append("selection") }
    field.tw.shouldReturn { _ in
      log.append("shouldReturn")
      return true
    }
    field.tw.shouldEndEditing { _ in
      log.append("shouldEnd")
      return true
    }
    field.tw.didEndEditing { _ in log.append("didEnd") }
    field.tw.shouldClear { _ in
      log.append("shouldClear")
      return false
    }
    stage.driver.tap(field)
    stage.driver.type("a")
    stage.driver.pressReturn()
    field.resignFirstResponder()
    // HeadlessUIKit has no clear button; UIKit asks the delegate, which is the proxy.
    #expect(field.delegate?.textFieldShouldClear(field) == false)
    #expect(
      log == [
        "shouldBegin", "didBegin", "shouldChange 0 a", "selection", "shouldReturn", "shouldEnd", "didEnd",
        "shouldClear",
      ])
  }

  @Test func aShouldMethodIsTrueOnlyIfEveryClosureIs() {
    let field = stage.editingField()
    var asked: [Int] = []
    field.tw.shouldChangeCharacters { _, _, _ in
      asked.append(1)
      return true
    }
    field.tw.shouldChangeCharacters { _, _, string in
      asked.append(2)
      return string != "x"
    }
    field.tw.shouldChangeCharacters { _, _, _ in
      asked.append(3)
      return true
    }
    stage.driver.type("axb")
    #expect(field.text == "ab")
    #expect(asked == [1, 2, 3, 1, 2, 3, 1, 2, 3])
  }

  @Test func anExistingDelegateIsCalledAfterTheClosuresAndVotes() {
    // Shared proxies that replace the user's delegate: RxSwift #675, #706; CombineCocoa #81.
    let field = stage.place(UITextField())
    let delegate = LoggingTextFieldDelegate()
    field.delegate = delegate
    field.tw.shouldChangeCharacters { _, _, string in
      delegate.log.append("closure shouldChange \(string)")
      return true
    }
    field.tw.didBeginEditing { _ in delegate.log.append("closure didBegin") }
    stage.driver.tap(field)
    stage.driver.type("a")
    delegate.answer = false
    stage.driver.type("b")
    field.resignFirstResponder()
    #expect(field.text == "a")
    #expect(field.isEditing)
    #expect(
      delegate.log == [
        "delegate shouldBegin", "closure didBegin", "delegate didBegin", "closure shouldChange a",
        "delegate shouldChange a", "closure shouldChange b", "delegate shouldChange b", "delegate shouldEnd",
      ])
  }

  @Test func theExistingDelegateIsAskedEvenWhenAClosureRefuses() {
    let field = stage.place(UITextField())
    let delegate = LoggingTextFieldDelegate()
    field.delegate = delegate
    field.tw.shouldBeginEditing { _ in false }
    stage.driver.tap(field)
    #expect(!field.isEditing)
    #expect(delegate.log == ["delegate shouldBegin"])
  }

  @Test func aDelegateClearedAfterTheClosuresStaysClearedAtTheNextRegistration() {
    let field = stage.place(UITextField())
    let original = LoggingTextFieldDelegate()
    field.delegate = original
    var closureCalls = 0
    field.tw.didBeginEditing { _ in closureCalls += 1 }
    field.delegate = nil
    field.tw.maxLength = 6
    stage.driver.tap(field)
    #expect(closureCalls == 1)
    #expect(original.log.isEmpty)
  }

  @Test func aDelegateSetAfterTheClosuresReplacesThemUntilTheNextRegistration() {
    let field = stage.place(UITextField())
    var closureCalls = 0
    field.tw.didBeginEditing { _ in closureCalls += 1 }
    let late = LoggingTextFieldDelegate()
    field.delegate = late
    stage.driver.tap(field)
    #expect(closureCalls == 0)
    #expect(late.log == ["delegate shouldBegin", "delegate didBegin"])
    field.resignFirstResponder()
    field.tw.didEndEditing { _ in }
    late.log = []
    stage.driver.tap(field)
    #expect(closureCalls == 1)
    #expect(late.log == ["delegate shouldBegin", "delegate didBegin"])
  }

  @Test func removingADelegateClosure() {
    let field = stage.editingField()
    var refusals = 0
    let refuseX = field.tw.shouldChangeCharacters { _, _, string in
      refusals += 1
      return string != "x"
    }
    stage.driver.type("x")
    refuseX.remove()
    stage.driver.type("x")
    #expect(field.text == "x")
    #expect(refusals == 1)
  }

  @Test func aClosureCanRemoveItselfWhileAnswering() {
    let field = stage.editingField()
    var registration: HandlerRegistration?
    var calls = 0
    registration = field.tw.shouldChangeCharacters { _, _, _ in
      calls += 1
      registration?.remove()
      return false
    }
    stage.driver.type("ab")
    #expect(field.text == "b")
    #expect(calls == 1)
  }

  @Test func theDelegateIsHeldWeaklyAsTheFieldHeldIt() {
    let field = stage.place(UITextField())
    weak var weakDelegate: LoggingTextFieldDelegate?
    do {
      let delegate = LoggingTextFieldDelegate()
      weakDelegate = delegate
      field.delegate = delegate
      field.tw.didBeginEditing { _ in }
    }
    #expect(weakDelegate == nil)
    stage.driver.tap(field)
    #expect(field.isEditing)
  }
}
