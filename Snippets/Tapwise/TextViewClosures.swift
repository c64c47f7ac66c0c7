// snippet.hide
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif
import Tapwise

final class NoteDraft {
  func save(_ text: String) {}
  func commit() {}
}

@MainActor func wireNotes(notes: UITextView, draft: NoteDraft) {
  // snippet.show
  notes.tw.maxLength = 280  // the same rules as a field's: refused whole, never cut
  notes.tw.onTextChange { _, text in draft.save(text) }
  notes.tw.shouldChangeText { _, _, text in text != "\t" }
  notes.tw.didEndEditing { _ in draft.commit() }
  // snippet.hide
}
