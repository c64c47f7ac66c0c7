// snippet.hide
import HeadlessUIKit

// snippet.show
/// A tap anywhere on the controller's view dismisses the keyboard, and the view under the tap still gets it.
@MainActor
func addKeyboardDismissal(to controller: UIViewController) {
  let tap = UITapGestureRecognizer(target: controller, action: Selector("dismissKeyboard:"))
  tap.cancelsTouchesInView = false  // the view under it still gets touchesEnded
  controller.view.addGestureRecognizer(tap)
}
