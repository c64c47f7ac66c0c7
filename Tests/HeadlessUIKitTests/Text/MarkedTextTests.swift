import Foundation
import Testing

@testable import HeadlessUIKit

/// Marked text, as an input method composes it: `setMarkedText(_:selectedRange:)` replaces the marked text (or the
/// selection), `insertText(_:)` commits a candidate over it, and the delegate is asked about each keystroke with the
/// marked text's range, as iOS asks it.
@MainActor
@Suite struct MarkedTextTests {
  final class Recorder: NSObject, UITextFieldDelegate, UITextViewDelegate {
    var asked: [String] = []
    var refuses: String?

    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
      asked.append("\(range.location),\(range.length) \(string)")
      return string != refuses
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
      asked.append("\(range.location),\(range.length) \(text)")
      return text != refuses
    }
  }

  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  var driver: TouchDriver { TouchDriver(window: window) }

  @Test func eachKeystrokeOfAnInputMethodAsksAboutTheMarkedTextsRange() {
    window.makeKeyAndVisible()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
    let recorder = Recorder()
    field.delegate = recorder
    window.addSubview(field)
    field.text = "ab"
    field.becomeFirstResponder()
    let driver = driver
    driver.compose("n")
    driver.compose("ni")
    #expect(field.markedTextRange?.isEmpty == false)
    driver.commitComposition("你")
    #expect(recorder.asked == ["2,0 n", "2,1 ni", "2,2 你"])
    #expect(field.text == "ab你")
    #expect(field.markedTextRange == nil)
  }

  @Test func aRefusedCandidateLeavesTheMarkedTextComposing() {
    window.makeKeyAndVisible()
    let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 100))
    let recorder = Recorder()
    recorder.refuses = "日"
    textView.delegate = recorder
    window.addSubview(textView)
    textView.becomeFirstResponder()
    let driver = driver
    driver.compose("ri")
    driver.commitComposition("日")
    #expect(textView.text == "ri")
    #expect(textView.markedTextRange != nil)
  }

  @Test func settingTheTextInCodeEndsComposing() {
    let field = UITextField()
    field.setMarkedText("ka", selectedRange: NSRange(location: 2, length: 0))
    #expect(field.markedTextRange != nil)
    field.text = "か"
    #expect(field.markedTextRange == nil)
    let textView = UITextView()
    textView.setMarkedText("ka", selectedRange: NSRange(location: 2, length: 0))
    textView.unmarkText()
    #expect(textView.markedTextRange == nil)
    #expect(textView.text == "ka")
  }
}
