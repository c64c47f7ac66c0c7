import Foundation
import HeadlessUIKit
import Tapwise
import Testing

/// A text view's `tw` closures and input limits follow the text field's: the limits vote first, every closure is
/// asked, an existing delegate keeps working after them, and nothing keeps the text view alive.
@MainActor
@Suite struct TextViewClosureTests {
  let stage = ClosureStage()

  /// A text view in the stage's window, editing.
  private func editingTextView() -> UITextView {
    let textView = stage.place(UITextView(), at: CGRect(x: 20, y: 400, width: 300, height: 120))
    stage.driver.tap(textView)
    return textView
  }

  @Test func aTextViewWithAMaxLengthRefusesTheCharacterPastIt() {
    let textView = editingTextView()
    textView.tw.maxLength = 3
    stage.driver.type("👍🏽ab")
    #expect(textView.text == "👍🏽ab")
    stage.driver.type("c")
    stage.driver.pressReturn()
    #expect(textView.text == "👍🏽ab")
    stage.driver.deleteBackward()
    stage.driver.type("x")
    #expect(textView.text == "👍🏽ax")
  }

  @Test func aTextViewsTextSetLongerInCodeIsNeverTruncated() {
    let textView = editingTextView()
    textView.text = "abcdef"
    textView.tw.maxLength = 3
    stage.driver.deleteBackward()
    #expect(textView.text == "abcde")
    stage.driver.type("g")
    #expect(textView.text == "abcde")
  }

  @Test func allowedCharactersWithoutNewlinesRefuseReturnInATextView() {
    let textView = editingTextView()
    textView.tw.allowedCharacters = .decimalDigits
    stage.driver.type("1a2\n")
    #expect(textView.text == "12")
  }

  @Test func aNegativeMaxLengthOnATextViewChangesNothing() {
    let textView = editingTextView()
    textView.tw.maxLength = -1
    #expect(textView.tw.maxLength == nil)
  }

  @Test func textViewClosuresRunInOrderAndAnExistingDelegateStillHearsEveryCall() {
    let textView = stage.place(UITextView(), at: CGRect(x: 20, y: 400, width: 300, height: 120))
    let existing = ExistingTextViewDelegate()
    textView.delegate = existing
    var calls: [String] = []
    textView.tw.didBeginEditing { _ in calls.append("didBegin") }
    textView.tw.shouldChangeText { _, _, text in
      calls.append("shouldChange \(text)")
      return text != "x"
    }
    textView.tw.onTextChange { _, text in calls.append("text \(text)") }
    textView.tw.didEndEditing { _ in calls.append("didEnd") }
    stage.driver.tap(textView)
    stage.driver.type("ax")
    textView.resignFirstResponder()
    #expect(textView.text == "a")
    #expect(calls == ["didBegin", "shouldChange a", "text a", "shouldChange x", "didEnd"])
    #expect(existing.calls == ["didBegin", "shouldChange a", "didChange", "shouldChange x", "didEnd"])
  }

  @Test func aTextViewsExistingDelegateStillHearsScrollingThroughTheProxy() {
    let textView = stage.place(UITextView(), at: CGRect(x: 20, y: 400, width: 300, height: 120))
    let existing = ExistingTextViewDelegate()
    textView.delegate = existing
    textView.tw.maxLength = 10
    textView.contentOffset = CGPoint(x: 0, y: 40)
    #expect(existing.calls == ["didScroll"])
  }

  @Test func aShouldBeginClosureThatSaysNoKeepsTheTextViewFromEditing() {
    let textView = stage.place(UITextView(), at: CGRect(x: 20, y: 400, width: 300, height: 120))
    textView.tw.shouldBeginEditing { _ in false }
    stage.driver.tap(textView)
    #expect(!textView.isFirstResponder)
  }

  @Test func textViewClosureHandlersKeepNeitherTheTextViewNorThemselvesAlive() {
    weak var weakTextView: UITextView?
    do {
      let textView = stage.place(UITextView(), at: CGRect(x: 20, y: 400, width: 300, height: 120))
      textView.tw.onTextChange { view, _ in _ = view }
      textView.tw.shouldChangeText { view, _, _ in view.isEditable }
      textView.tw.maxLength = 5
      stage.driver.tap(textView)
      stage.driver.type("a")
      textView.resignFirstResponder()
      textView.removeFromSuperview()
      weakTextView = textView
    }
    #expect(weakTextView == nil)
  }
}

/// A text view delegate set before any `tw` closure, recording what reaches it.
@MainActor
private final class ExistingTextViewDelegate: NSObject, UITextViewDelegate {
  var calls: [String] = []

  func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }

  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
    calls.append("shouldChange \(text)")
    return true
  }

  func textViewDidChange(_ textView: UITextView) { calls.append("didChange") }

  func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll") }
}
