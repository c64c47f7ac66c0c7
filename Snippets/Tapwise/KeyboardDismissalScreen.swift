// snippet.hide
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif
import Tapwise

final class KeyboardDismissalScreen: UIViewController {
  // snippet.show
  override func viewDidLoad() {
    super.viewDidLoad()
    view.tw.dismissesKeyboardOnTap = true
  }
  // snippet.hide
}
