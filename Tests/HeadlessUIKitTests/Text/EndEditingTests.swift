import Foundation
import HeadlessUIKit
import Testing

/// `UIView.endEditing(_:)`: the first responder in a view's subtree resigns, asked or forced.
@MainActor
@Suite struct EndEditingTests {
  let fixture = EditingFixture()
  let form = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  let elsewhere = UIView(frame: CGRect(x: 0, y: 400, width: 400, height: 400))

  init() {
    fixture.window.addSubview(form)
    fixture.window.addSubview(elsewhere)
    form.addSubview(fixture.field)
  }

  @Test func endEditingResignsTheFirstResponderAmongSubviews() {
    fixture.beginEditing()
    #expect(form.endEditing(false))
    #expect(!fixture.field.isEditing)
    #expect(fixture.log.entries == ["shouldEnd", "didEnd(0)", "editingDidEnd", "textDidEndEditing"])
  }

  @Test func endEditingLeavesAFirstResponderOutsideTheViewAlone() {
    fixture.beginEditing()
    #expect(elsewhere.endEditing(true))
    #expect(fixture.field.isEditing)
    #expect(fixture.log.entries.isEmpty)
  }

  @Test func endEditingWithoutForceRespectsShouldEndEditing() {
    fixture.beginEditing()
    fixture.delegate.allowsEnding = false
    #expect(!form.endEditing(false))
    #expect(fixture.field.isEditing)
  }

  @Test func endEditingWithForceDoesNotAskShouldEndEditing() {
    fixture.beginEditing()
    fixture.delegate.allowsEnding = false
    #expect(form.endEditing(true))
    #expect(!fixture.field.isEditing && !fixture.field.isFirstResponder)
    #expect(fixture.log.entries == ["didEnd(0)", "editingDidEnd", "textDidEndEditing"])
  }

  @Test func aWindowEndsEditingAnywhereInIt() {
    fixture.beginEditing()
    #expect(fixture.window.endEditing(true))
    #expect(!fixture.field.isEditing)
  }

  @Test func endEditingWithNothingEditingReturnsTrue() {
    #expect(form.endEditing(false))
    #expect(UIView().endEditing(false))
    #expect(fixture.log.entries.isEmpty)
  }
}
