import Foundation
import HeadlessUIKit

/// A delegate that logs each call and answers the should-methods with ``answer``.
@MainActor
final class LoggingTextFieldDelegate: NSObject, UITextFieldDelegate {
  var log: [String] = []
  var answer = true

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    log.append("delegate shouldBegin")
    return answer
  }

  func textFieldDidBeginEditing(_ textField: UITextField) { log.append("delegate didBegin") }

  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    log.append("delegate shouldEnd")
    return answer
  }

  func textFieldDidEndEditing(_ textField: UITextField) { log.append("delegate didEnd") }

  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  {
    log.append("delegate shouldChange \(string)")
    return answer
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    log.append("delegate shouldReturn")
    return answer
  }
}
