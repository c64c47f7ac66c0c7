// snippet.hide
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif
import Tapwise

final class SignUpForm {
  var name = ""
}

@MainActor func wireTextFields(nameField: UITextField, codeField: UITextField, form: SignUpForm) {
  // snippet.show
  // snippet.textChange
  nameField.tw.onTextChange { _, text in form.name = text }
  // snippet.delegate
  codeField.tw.shouldReturn { field in
    field.resignFirstResponder()
    return true
  }
  codeField.tw.shouldChangeCharacters { _, _, string in !string.contains(" ") }
  // snippet.limits
  codeField.tw.maxLength = 6  // the seed's example: the 7th character is refused
  codeField.tw.allowedCharacters = .decimalDigits
  // snippet.end
  // snippet.hide
}
