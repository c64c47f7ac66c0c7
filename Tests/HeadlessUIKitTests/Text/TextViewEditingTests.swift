import Foundation
import HeadlessUIKit
import Testing

/// `UITextView` and its delegate, driven by `TouchDriver`'s keyboard: the order of Apple's "Text Programming Guide
/// for iOS" (should/did begin, the changes, should/did end), as for a text field.
@MainActor
@Suite struct TextViewEditingTests {
  let window = makeVisibleWindow()
  let log = EditingLog()
  let textView = UITextView(frame: CGRect(x: 20, y: 200, width: 280, height: 120))
  let delegate: RecordingTextViewDelegate
  let driver: TouchDriver

  init() {
    delegate = RecordingTextViewDelegate(log: log)
    textView.tag = 2
    textView.delegate = delegate
    window.addSubview(textView)
    driver = TouchDriver(window: window)
  }

  @Test func aTapOnAnEditableTextViewBeginsEditing() {
    driver.tap(textView)
    #expect(textView.isFirstResponder)
    #expect(log.entries == ["2.shouldBegin", "2.didBegin"])
  }

  @Test func aTextViewThatIsNotEditableDoesNotBeginEditingOnATap() {
    textView.isEditable = false
    driver.tap(textView)
    #expect(!textView.isFirstResponder)
    #expect(log.entries.isEmpty)
  }

  @Test func aDelegateThatRefusesKeepsTheTextViewFromEditing() {
    delegate.allowsBeginning = false
    #expect(!textView.becomeFirstResponder())
    #expect(log.entries == ["2.shouldBegin"])
  }

  @Test func eachKeystrokeAsksShouldChangeTextInThenReportsSelectionThenChange() {
    textView.becomeFirstResponder()
    log.clear()
    driver.type("hi")
    #expect(textView.text == "hi")
    #expect(
      log.entries == [
        "2.shouldChange(0,0,\"h\")", "2.didChangeSelection", "2.didChange",
        "2.shouldChange(1,0,\"i\")", "2.didChangeSelection", "2.didChange",
      ])
  }

  @Test func returnInATextViewIsANewLineAskedAboutLikeAnyKeystroke() {
    textView.becomeFirstResponder()
    log.clear()
    driver.pressReturn()
    #expect(textView.text == "\n")
    #expect(textView.isFirstResponder)
    #expect(log.entries.first == "2.shouldChange(0,0,\"\\n\")")
  }

  @Test func aRefusedChangeLeavesTheTextAlone() {
    delegate.allowsChange = { _, text in text != "x" }
    textView.becomeFirstResponder()
    driver.type("axb")
    #expect(textView.text == "ab")
  }

  @Test func deleteAsksAboutTheWholeCharacterBeforeTheCaret() {
    textView.text = "a👍🏽"
    textView.becomeFirstResponder()
    log.clear()
    driver.deleteBackward()
    #expect(textView.text == "a")
    #expect(log.entries.first == "2.shouldChange(1,4,\"\")")
  }

  @Test func settingTextInCodeReportsNothingAndPutsTheCaretAtTheEnd() {
    textView.text = "draft"
    #expect(textView.selectedRange == NSRange(location: 5, length: 0))
    #expect(log.entries.isEmpty)
  }

  @Test func aNewSelectionIsReportedAndKeptWithinTheText() {
    textView.text = "abc"
    textView.selectedRange = NSRange(location: 1, length: 9)
    #expect(textView.selectedRange == NSRange(location: 1, length: 2))
    #expect(log.entries == ["2.didChangeSelection"])
  }

  @Test func endingEditingAsksTheDelegateThenReports() {
    textView.becomeFirstResponder()
    log.clear()
    #expect(textView.resignFirstResponder())
    #expect(log.entries == ["2.shouldEnd", "2.didEnd"])
  }

  @Test func endEditingByForceDoesNotAskShouldEnd() {
    delegate.allowsEnding = false
    textView.becomeFirstResponder()
    log.clear()
    window.endEditing(true)
    #expect(!textView.isFirstResponder)
    #expect(log.entries == ["2.didEnd"])
  }

  @Test func aSelectableTextViewThatIsNotEditableBecomesFirstResponderWithoutEditing() {
    textView.isEditable = false
    #expect(textView.becomeFirstResponder())
    #expect(log.entries.isEmpty)
    textView.isSelectable = false
    textView.resignFirstResponder()
    #expect(!textView.canBecomeFirstResponder)
  }

  @Test func aTextViewsDelegateIsTypedAsATextViewDelegate() {
    let typed: (any UITextViewDelegate)? = textView.delegate
    #expect(typed === delegate)
    #expect((textView as UIScrollView).delegate === delegate)
  }

  /// Published logs show Return in a text field moving first responder to a text view, the text view's
  /// `textViewDidBeginEditing` running inside `textFieldShouldReturn` (the usual "next field" pattern, with
  /// `becomeFirstResponder()` called from the delegate method).
  @Test func returnInATextFieldMovesFirstResponderToATextViewInsideTextFieldShouldReturn() {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 44))
    field.tag = 1
    let fieldDelegate = NextResponderOnReturn(log: log, next: textView)
    field.delegate = fieldDelegate
    window.addSubview(field)
    field.becomeFirstResponder()
    log.clear()
    driver.pressReturn()
    #expect(textView.isFirstResponder)
    #expect(
      log.entries == [
        "1.shouldReturn began", "2.shouldBegin", "2.didBegin", "1.shouldReturn returned",
      ])
    driver.type("x")
    #expect(textView.text == "x")
  }
}

/// A text-field delegate whose `textFieldShouldReturn` moves first responder to the next input.
@MainActor
private final class NextResponderOnReturn: NSObject, UITextFieldDelegate {
  let log: EditingLog
  let next: UIResponder

  init(log: EditingLog, next: UIResponder) {
    self.log = log
    self.next = next
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    log.record("shouldReturn began", for: textField)
    next.becomeFirstResponder()
    log.record("shouldReturn returned", for: textField)
    return false
  }
}
