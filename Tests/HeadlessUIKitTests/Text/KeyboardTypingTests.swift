import Foundation
import HeadlessUIKit
import Testing

/// The driver's keyboard typing into a text field: one keystroke per character, asked for and reported.
@MainActor
@Suite struct KeyboardTypingTests {
  let fixture = EditingFixture()
  var field: UITextField { fixture.field }
  var log: EditingLog { fixture.log }
  var driver: TouchDriver { fixture.driver }

  /// The ranges and replacements the delegate was asked about, as logged.
  private var changeRequests: [String] { log.entries.filter { $0.hasPrefix("shouldChange") } }

  @Test func typingSendsOneKeystrokePerCharacter() {
    fixture.beginEditing()
    driver.type("abc")
    #expect(field.text == "abc")
    #expect(changeRequests == ["shouldChange(0,0,a)", "shouldChange(1,0,b)", "shouldChange(2,0,c)"])
    #expect(log.entries.filter { $0 == "editingChanged" }.count == 3)
  }

  @Test func aKeystrokeReportsInOrder() {
    fixture.beginEditing()
    driver.type("a")
    #expect(log.entries == ["shouldChange(0,0,a)", "didChangeSelection", "editingChanged", "textDidChange"])
  }

  @Test func theTextHasChangedWhenEditingChangedIsSent() {
    fixture.beginEditing()
    var seen: [String?] = []
    field.addAction(UIAction { [unowned field] _ in seen.append(field.text) }, for: .editingChanged)
    driver.type("hi")
    #expect(seen == ["h", "hi"])
  }

  @Test func aRefusedKeystrokeChangesAndReportsNothing() {
    fixture.delegate.allowsChange = { _, string in string.allSatisfy(\.isLetter) }
    fixture.beginEditing()
    driver.type("1")
    #expect(field.text == "")
    #expect(log.entries == ["shouldChange(0,0,1)"])
    driver.type("a2b")
    #expect(field.text == "ab")
  }

  @Test func keystrokeRangesCountUTF16CodeUnits() {
    fixture.beginEditing()
    driver.type("👍x")
    #expect(changeRequests == ["shouldChange(0,0,👍)", "shouldChange(2,0,x)"])
  }

  @Test func typingAppendsAfterTextSetInCode() {
    field.text = "abc"
    fixture.beginEditing()
    driver.type("d")
    #expect(field.text == "abcd")
    #expect(changeRequests == ["shouldChange(3,0,d)"])
  }

  @Test func typingGoesToTheFieldThatIsFirstResponder() {
    let other = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 44))
    fixture.window.addSubview(other)
    fixture.beginEditing()
    driver.type("a")
    other.becomeFirstResponder()
    driver.type("b")
    #expect(field.text == "a" && other.text == "b")
  }

  @Test func deleteBackwardRemovesTheLastCharacter() {
    field.text = "abc"
    fixture.beginEditing()
    driver.deleteBackward()
    #expect(field.text == "ab")
    #expect(log.entries == ["shouldChange(2,1,)", "didChangeSelection", "editingChanged", "textDidChange"])
  }

  @Test func deleteBackwardRemovesAWholeGraphemeCluster() {
    field.text = "a👍🏽👨‍👩‍👧"
    fixture.beginEditing()
    driver.deleteBackward()
    #expect(field.text == "a👍🏽")
    driver.deleteBackward()
    #expect(field.text == "a")
    #expect(changeRequests == ["shouldChange(5,8,)", "shouldChange(1,4,)"])
  }

  @Test func aRefusedDeletionKeepsTheText() {
    field.text = "abc"
    fixture.delegate.allowsChange = { _, string in !string.isEmpty }
    fixture.beginEditing()
    driver.deleteBackward()
    #expect(field.text == "abc")
    #expect(log.entries == ["shouldChange(2,1,)"])
  }

  @Test func deleteBackwardOnAnEmptyFieldCallsDeleteBackwardWithoutAskingTheDelegate() {
    let field = BackspaceCountingField(frame: CGRect(x: 20, y: 200, width: 300, height: 44))
    let delegate = RecordingTextFieldDelegate(log: log)
    field.delegate = delegate
    fixture.window.addSubview(field)
    field.becomeFirstResponder()
    log.clear()
    driver.deleteBackward()
    #expect(field.backspaces == 1)
    #expect(log.entries.isEmpty)
  }

  @Test func insertTextInCodeReportsTheChangeWithoutAskingTheDelegate() {
    fixture.beginEditing()
    field.insertText("x")
    #expect(field.text == "x" && field.hasText)
    #expect(log.entries == ["didChangeSelection", "editingChanged", "textDidChange"])
  }

  @Test func pressReturnAsksShouldReturnThenSendsEditingDidEndOnExit() {
    fixture.beginEditing()
    driver.pressReturn()
    #expect(log.entries.prefix(2) == ["shouldReturn", "editingDidEndOnExit"])
  }

  @Test func pressReturnSendsEditingDidEndOnExitEvenWhenShouldReturnIsFalse() {
    fixture.delegate.allowsReturn = false
    fixture.beginEditing()
    driver.pressReturn()
    #expect(log.entries.prefix(2) == ["shouldReturn", "editingDidEndOnExit"])
  }

  @Test func returnWithoutADidEndOnExitHandlerKeepsEditing() {
    let window = makeVisibleWindow()
    let plain = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    window.addSubview(plain)
    plain.becomeFirstResponder()
    TouchDriver(window: window).pressReturn()
    #expect(plain.isEditing)
  }

  @Test func aDidEndOnExitHandlerMakesReturnEndEditing() {
    fixture.beginEditing()
    driver.pressReturn()
    #expect(!field.isEditing)
    #expect(
      log.entries == [
        "shouldReturn", "editingDidEndOnExit", "shouldEnd", "didEnd(0)", "editingDidEnd", "textDidEndEditing",
      ])
  }

  @Test func typingANewlinePressesReturn() {
    fixture.beginEditing()
    driver.type("a\n")
    #expect(field.text == "a")
    #expect(log.entries.drop(while: { $0 != "shouldReturn" }).prefix(2) == ["shouldReturn", "editingDidEndOnExit"])
  }

  @Test func typingWithoutAFirstResponderTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        TouchDriver(window: makeVisibleWindow()).type("a")
      }
    }
  }
}

/// A field that counts its `deleteBackward()` calls, as apps do to see Delete on an empty field.
@MainActor
final class BackspaceCountingField: UITextField {
  private(set) var backspaces = 0

  override func deleteBackward() {
    backspaces += 1
    super.deleteBackward()
  }
}
