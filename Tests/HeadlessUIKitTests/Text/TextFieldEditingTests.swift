import Foundation
import HeadlessUIKit
import Testing

/// `UITextField` as first responder: when editing begins and ends, and what each step reports, in which order.
@MainActor
@Suite struct TextFieldEditingTests {
  let fixture = EditingFixture()
  var field: UITextField { fixture.field }
  var log: EditingLog { fixture.log }

  @Test func aNewTextFieldReadsAnEmptyStringAndIsNotEditing() {
    let field = UITextField()
    #expect(field.text == "")
    #expect(field.placeholder == nil)
    #expect(field.borderStyle == .none && field.clearButtonMode == .never)
    #expect(!field.isEditing && !field.hasText)
  }

  @Test func settingTextToNilReadsAnEmptyString() {
    field.text = "Ada"
    field.text = nil
    #expect(field.text == "")
  }

  @Test func settingTextInCodeSendsNothing() {
    fixture.beginEditing()
    field.text = "Ada"
    field.text = nil
    #expect(log.entries.isEmpty)
  }

  @Test func becomeFirstResponderFailsOutsideAWindow() {
    let detached = UITextField()
    let delegate = RecordingTextFieldDelegate(log: log)
    detached.delegate = delegate
    #expect(!detached.becomeFirstResponder())
    #expect(!detached.isEditing)
    #expect(log.entries.isEmpty)
  }

  @Test func aDisabledTextFieldCannotBecomeFirstResponder() {
    field.isEnabled = false
    #expect(!field.canBecomeFirstResponder)
    #expect(!field.becomeFirstResponder())
    #expect(log.entries.isEmpty)
  }

  @Test func becomingFirstResponderBeginsEditingInOrder() {
    #expect(field.becomeFirstResponder())
    #expect(field.isEditing && field.isFirstResponder)
    #expect(log.entries == ["shouldBegin", "didBegin", "editingDidBegin", "textDidBeginEditing"])
  }

  @Test func becomingFirstResponderAgainReportsNothing() {
    fixture.beginEditing()
    #expect(field.becomeFirstResponder())
    #expect(log.entries.isEmpty)
  }

  @Test func shouldBeginEditingFalseKeepsTheFieldFromEditing() {
    fixture.delegate.allowsBeginning = false
    #expect(!field.becomeFirstResponder())
    #expect(!field.isEditing && !field.isFirstResponder)
    #expect(log.entries == ["shouldBegin"])
  }

  @Test func resigningEndsEditingInOrder() {
    fixture.beginEditing()
    #expect(field.resignFirstResponder())
    #expect(!field.isEditing && !field.isFirstResponder)
    #expect(log.entries == ["shouldEnd", "didEnd(0)", "editingDidEnd", "textDidEndEditing"])
  }

  @Test func shouldEndEditingFalseKeepsTheFieldEditing() {
    fixture.beginEditing()
    fixture.delegate.allowsEnding = false
    #expect(!field.resignFirstResponder())
    #expect(field.isEditing && field.isFirstResponder)
    #expect(log.entries == ["shouldEnd"])
  }

  @Test func resigningWhenNotEditingAsksNobody() {
    #expect(field.resignFirstResponder())
    #expect(log.entries.isEmpty)
  }

  @Test func theEndEditingNotificationCarriesTheCommittedReason() {
    fixture.beginEditing()
    field.resignFirstResponder()
    #expect(log.reasons == [UITextField.DidEndEditingReason.committed.rawValue])
  }

  @Test func movingToAnotherFieldAsksTheNewFieldBeforeTheOldOneEnds() {
    let other = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 44))
    let otherDelegate = RecordingTextFieldDelegate(log: log)
    other.delegate = otherDelegate
    other.tag = 2
    field.tag = 1
    log.watch(other)
    fixture.window.addSubview(other)
    fixture.beginEditing()
    #expect(other.becomeFirstResponder())
    #expect(
      log.entries == [
        "2.shouldBegin", "1.shouldEnd", "1.didEnd(0)", "1.editingDidEnd", "1.textDidEndEditing", "2.didBegin",
        "2.editingDidBegin", "2.textDidBeginEditing",
      ])
    #expect(!field.isEditing && other.isEditing)
  }

  @Test func aFieldThatRefusesToEndKeepsAnotherFromBeginning() {
    let other = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 44))
    fixture.window.addSubview(other)
    fixture.beginEditing()
    fixture.delegate.allowsEnding = false
    #expect(!other.becomeFirstResponder())
    #expect(field.isEditing && !other.isEditing)
  }

  @Test func aTapOnATextFieldBeginsEditingBeforeTouchUpInside() {
    fixture.driver.tap(field)
    #expect(field.isEditing)
    #expect(
      log.entries == [
        "touchDown", "shouldBegin", "didBegin", "editingDidBegin", "textDidBeginEditing", "touchUpInside",
      ])
  }

  @Test func aTouchThatLiftsOutsideDoesNotBeginEditing() {
    fixture.driver.drag(along: [CGPoint(x: 100, y: 120), CGPoint(x: 100, y: 600)])
    #expect(!field.isEditing)
    #expect(!log.entries.contains("shouldBegin"))
  }

  @Test func aTapOnAnEditingFieldReportsNoNewEditing() {
    fixture.beginEditing()
    fixture.driver.tap(field)
    #expect(log.entries == ["touchDown", "touchUpInside"])
  }

  @Test func aTapOnADisabledTextFieldDoesNothing() {
    field.isEnabled = false
    fixture.driver.tap(field)
    #expect(!field.isEditing)
    #expect(log.entries.isEmpty)
  }

  @Test func removingAnEditingFieldFromItsWindowEndsEditingWithoutAskingTheDelegate() {
    fixture.beginEditing()
    fixture.delegate.allowsEnding = false
    field.removeFromSuperview()
    #expect(!field.isEditing && !field.isFirstResponder)
    #expect(log.entries == ["didEnd(0)", "editingDidEnd", "textDidEndEditing"])
  }

  @Test func theDelegateIsHeldWeakly() {
    var delegate: RecordingTextFieldDelegate? = RecordingTextFieldDelegate()
    field.delegate = delegate
    weak let weakDelegate = delegate
    delegate = nil
    #expect(weakDelegate == nil)
    #expect(field.delegate == nil)
  }
}
