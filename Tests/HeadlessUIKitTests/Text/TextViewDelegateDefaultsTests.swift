import Foundation
import HeadlessUIKit
import Testing

/// What a text view does for a delegate method its delegate says it doesn't implement: UIKit's answer for a missing
/// method (Apple's `UITextViewDelegate` documentation: editing begins, each edit happens and editing ends as if the
/// should-methods returned `true`), never the method's own answer.
@MainActor
@Suite struct TextViewDelegateDefaultsTests {
  /// Implements every should-method with `false`, and says it implements none of them.
  final class DecliningDelegate: NSObject, UITextViewDelegate, HeadlessSelectorResponder {
    func responds(toSelector selector: Selector) -> Bool { false }
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { false }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { false }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
      false
    }
  }

  let window = makeVisibleWindow()
  let textView = UITextView(frame: CGRect(x: 20, y: 200, width: 280, height: 120))
  let delegate = DecliningDelegate()
  let driver: TouchDriver

  init() {
    textView.delegate = delegate
    window.addSubview(textView)
    driver = TouchDriver(window: window)
  }

  @Test func withoutTextViewShouldBeginEditingATapBeginsEditing() {
    driver.tap(textView)
    #expect(textView.isFirstResponder)
  }

  @Test func withoutShouldChangeTextInEveryKeystrokeIsInserted() {
    driver.tap(textView)
    driver.type("ok")
    #expect(textView.text == "ok")
  }

  @Test func withoutTextViewShouldEndEditingEditingEndsWhenAsked() {
    driver.tap(textView)
    #expect(textView.resignFirstResponder())
    #expect(!textView.isFirstResponder)
  }
}
