import Foundation
import HeadlessUIKit

/// A text-view delegate that implements every editing method, records each call in a log, and answers as told.
@MainActor
final class RecordingTextViewDelegate: NSObject, UITextViewDelegate {
  /// Where calls are recorded.
  let log: EditingLog
  /// What `textViewShouldBeginEditing` answers.
  var allowsBeginning = true
  /// What `textViewShouldEndEditing` answers.
  var allowsEnding = true
  /// Whether a change of the text is allowed, given the range and the replacement.
  var allowsChange: (NSRange, String) -> Bool = { _, _ in true }

  init(log: EditingLog) {
    self.log = log
  }

  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
    log.record("shouldBegin", for: textView)
    return allowsBeginning
  }

  func textViewDidBeginEditing(_ textView: UITextView) {
    log.record("didBegin", for: textView)
  }

  func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
    log.record("shouldEnd", for: textView)
    return allowsEnding
  }

  func textViewDidEndEditing(_ textView: UITextView) {
    log.record("didEnd", for: textView)
  }

  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
    log.record("shouldChange(\(range.location),\(range.length),\(text.debugDescription))", for: textView)
    return allowsChange(range, text)
  }

  func textViewDidChange(_ textView: UITextView) {
    log.record("didChange", for: textView)
  }

  func textViewDidChangeSelection(_ textView: UITextView) {
    log.record("didChangeSelection", for: textView)
  }
}
