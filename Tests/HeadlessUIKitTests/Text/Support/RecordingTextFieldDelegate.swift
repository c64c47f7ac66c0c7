import Foundation
import HeadlessUIKit

/// A text-field delegate that implements every editing method, records each call in a log, and answers as told.
@MainActor
final class RecordingTextFieldDelegate: NSObject, UITextFieldDelegate {
  /// Where calls are recorded.
  let log: EditingLog
  /// What `textFieldShouldBeginEditing` answers.
  var allowsBeginning = true
  /// What `textFieldShouldEndEditing` answers.
  var allowsEnding = true
  /// What `textFieldShouldReturn` answers.
  var allowsReturn = true
  /// Whether a change of the text is allowed, given the range and the replacement.
  var allowsChange: (NSRange, String) -> Bool = { _, _ in true }

  /// Creates a delegate.
  /// - Parameters:
  ///   - log: Where to record calls; a new log by default.
  init(log: EditingLog = EditingLog()) {
    self.log = log
  }

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    log.record("shouldBegin", for: textField)
    return allowsBeginning
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    log.record("didBegin", for: textField)
  }

  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    log.record("shouldEnd", for: textField)
    return allowsEnding
  }

  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    log.record("didEnd(\(reason.rawValue))", for: textField)
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool {
    log.record("shouldChange(\(range.location),\(range.length),\(string))", for: textField)
    return allowsChange(range, string)
  }

  func textFieldDidChangeSelection(_ textField: UITextField) {
    log.record("didChangeSelection", for: textField)
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    log.record("shouldReturn", for: textField)
    return allowsReturn
  }
}

/// A field in a visible window, with a recording delegate, its events and notifications all in one log.
@MainActor
struct EditingFixture {
  let window = makeVisibleWindow()
  let log = EditingLog()
  let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
  let delegate: RecordingTextFieldDelegate
  let driver: TouchDriver

  init() {
    delegate = RecordingTextFieldDelegate(log: log)
    field.delegate = delegate
    log.watch(field)
    window.addSubview(field)
    driver = TouchDriver(window: window)
  }

  /// Makes the field edit and forgets what that reported.
  func beginEditing() {
    field.becomeFirstResponder()
    log.clear()
  }
}
