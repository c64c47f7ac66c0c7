import Foundation
import HeadlessUIKit
import Tapwise
import Testing

/// `maxLength` while an input method composes: an edit inside the marked text is never refused or cut (RxSwift
/// #649 and #1137: limiting a field's length during Chinese input broke the composition or cut it in half).
@MainActor
@Suite struct MarkedTextLimitTests {
  let stage = ClosureStage()

  /// Types the pinyin for a character one letter at a time, as an input method shows it.
  private func composePinyin(_ pinyin: String) {
    var marked = ""
    for letter in pinyin {
      marked.append(letter)
      stage.driver.compose(marked)
    }
  }

  @Test func pinyinLongerThanTheRoomLeftComposesAndCommitsInAField() {
    let field = stage.editingField()
    field.tw.maxLength = 5
    stage.driver.type("abcd")
    composePinyin("zhong")
    #expect(field.text == "abcdzhong")
    #expect(field.markedTextRange != nil)
    stage.driver.commitComposition("中")
    #expect(field.text == "abcd中")
    #expect(field.markedTextRange == nil)
    stage.driver.type("x")
    #expect(field.text == "abcd中")
  }

  @Test func aCompositionThatEndsOverTheLimitIsNotCutAndOnlyShorteningPasses() {
    let field = stage.editingField()
    field.tw.maxLength = 5
    stage.driver.type("abcd")
    composePinyin("zhongguo")
    stage.driver.commitComposition("中国")
    #expect(field.text == "abcd中国")
    stage.driver.type("x")
    #expect(field.text == "abcd中国")
    stage.driver.deleteBackward()
    #expect(field.text == "abcd中")
  }

  @Test func theFirstKeystrokeOfACompositionIsJudgedAsAnyOther() {
    // It comes before there is marked text, so a full field refuses it, and nothing is composed.
    let field = stage.editingField()
    field.tw.maxLength = 4
    stage.driver.type("abcd")
    stage.driver.compose("z")
    #expect(field.text == "abcd")
    #expect(field.markedTextRange == nil)
  }

  @Test func aTextViewFollowsTheSameRule() {
    let textView = stage.place(UITextView(), at: CGRect(x: 20, y: 400, width: 300, height: 120))
    textView.tw.maxLength = 3
    stage.driver.tap(textView)
    stage.driver.type("ab")
    composePinyin("ri")
    #expect(textView.text == "abri")
    stage.driver.commitComposition("日")
    #expect(textView.text == "ab日")
    stage.driver.type("c")
    #expect(textView.text == "ab日")
  }
}
