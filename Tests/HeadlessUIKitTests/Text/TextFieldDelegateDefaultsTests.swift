import Foundation
import HeadlessUIKit
import Testing

/// A delegate that does not implement a method gets what UIKit does for a missing optional method.
@MainActor
@Suite struct TextFieldDelegateDefaultsTests {
  /// Implements nothing.
  final class EmptyDelegate: NSObject, UITextFieldDelegate {}

  /// Implements only the one-argument `textFieldDidEndEditing(_:)`.
  final class OneArgumentDelegate: NSObject, UITextFieldDelegate {
    var calls: [String] = []
    func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
  }

  /// Implements both forms of `textFieldDidEndEditing`.
  final class BothFormsDelegate: NSObject, UITextFieldDelegate {
    var calls: [String] = []
    func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
      calls.append("didEnd(reason:)")
    }
  }

  let window = makeVisibleWindow()
  let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))

  init() {
    window.addSubview(field)
  }

  @Test func unimplementedShouldMethodsAnswerTrue() {
    let delegate = EmptyDelegate()
    let range = NSRange(location: 0, length: 0)
    #expect(delegate.textFieldShouldBeginEditing(field))
    #expect(delegate.textFieldShouldEndEditing(field))
    #expect(delegate.textField(field, shouldChangeCharactersIn: range, replacementString: "a"))
    #expect(delegate.textFieldShouldClear(field))
    #expect(delegate.textFieldShouldReturn(field))
    #expect(delegate.textField(field, editMenuForCharactersIn: range, suggestedActions: []) == nil)
  }

  @Test func aDelegateThatImplementsNothingLetsTheUserEdit() {
    let delegate = EmptyDelegate()
    field.delegate = delegate
    let driver = TouchDriver(window: window)
    driver.tap(field)
    driver.type("ok")
    #expect(field.text == "ok")
    #expect(field.resignFirstResponder())
  }

  @Test func aDelegateWithoutTheReasonFormGetsTheOneArgumentForm() {
    let delegate = OneArgumentDelegate()
    field.delegate = delegate
    field.becomeFirstResponder()
    field.resignFirstResponder()
    #expect(delegate.calls == ["didEnd"])
  }

  @Test func aDelegateWithBothFormsGetsOnlyTheReasonForm() {
    let delegate = BothFormsDelegate()
    field.delegate = delegate
    field.becomeFirstResponder()
    field.resignFirstResponder()
    #expect(delegate.calls == ["didEnd(reason:)"])
  }
}
