/// The tap recognizer behind `view.tw.dismissesKeyboardOnTap`, and the delegate answers that keep it from costing
/// any other touch anything.
///
/// The usual dismiss-on-tap recognizer cancels the touches it recognizes (`cancelsTouchesInView`), so a table
/// never sees a quick tap on a row and `didSelectRowAt` never comes (IQKeyboardManager #338, #793, #904, #1041).
/// This one only watches:
/// - it cancels no touches and delays none, so the views under it get every phase they would get without it;
/// - it recognizes alongside every other recognizer, so it neither prevents nor is prevented by the app's own;
/// - it never receives a touch that lands on a control or inside one (the control's tap is the control's, and the
///   keyboard stays up), nor one that lands on a view that is or can become first responder (tapping into the field
///   being edited keeps editing; tapping another field moves the keyboard there). That test is of the touched view
///   alone, as IQKeyboardManager's is: a plain view inside a canvas or text view that can become first responder
///   still ends editing;
/// - it never receives an Apple Pencil's touch: a pencil writes or draws, and dismissing the keyboard under it froze
///   pages on iPad (IQKeyboardManager #2109).
///
/// When it recognizes, the container's window ends editing, by force (`endEditing(true)`).
@MainActor
final class KeyboardDismissal: NSObject, UIGestureRecognizerDelegate {
  /// The recognizer, attached to the container.
  let recognizer = UITapGestureRecognizer()
  /// The recognizer's target: recognizers do not retain theirs.
  private var actionTarget: AnyObject?

  override init() {
    super.init()
    recognizer.cancelsTouchesInView = false
    recognizer.delaysTouchesBegan = false
    recognizer.delaysTouchesEnded = false
    recognizer.delegate = self
    actionTarget = RuntimeHooks.addAction(to: recognizer) { recognizer in
      guard recognizer.state == .ended else { return }
      recognizer.view?.window?.endEditing(true)
    }
  }

  /// The container's dismissal, if it has one.
  /// - Parameters:
  ///   - view: The container.
  static func of(_ view: UIView) -> KeyboardDismissal? {
    RuntimeHooks.associatedObject(KeyboardDismissal.self, of: view)
  }

  /// Turns dismissal on or off for a container: attaches the recognizer or takes it away.
  /// - Parameters:
  ///   - isEnabled: Whether taps in the container dismiss the keyboard.
  ///   - view: The container.
  static func set(_ isEnabled: Bool, on view: UIView) {
    let existing = of(view)
    if isEnabled, existing == nil {
      let dismissal = KeyboardDismissal()
      view.addGestureRecognizer(dismissal.recognizer)
      RuntimeHooks.setAssociatedObject(dismissal, as: KeyboardDismissal.self, of: view)
    } else if !isEnabled, let existing {
      view.removeGestureRecognizer(existing.recognizer)
      RuntimeHooks.setAssociatedObject(nil, as: KeyboardDismissal.self, of: view)
    }
  }

  // MARK: - UIGestureRecognizerDelegate

  /// Receives a finger's touch unless it lands in a control, or on a view that is or can become first responder.
  ///
  /// The first-responder tests look at the touched view only, as IQKeyboardManager's handler does: an ancestor that
  /// can become first responder (a canvas with key commands, a selectable text view) doesn't stop a tap on a plain
  /// view inside it from ending editing. A control anywhere between the touched view and the container keeps its
  /// tap. Pencil touches are never received.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    if touch.type == .pencil { return false }
    guard let touched = touch.view else { return true }
    if touched.isFirstResponder || touched.canBecomeFirstResponder { return false }
    var view: UIView? = touched
    while let current = view {
      if current is UIControl { return false }
      if current === gestureRecognizer.view { break }
      view = current.superview
    }
    return true
  }

  /// Recognizes alongside every other recognizer: the app's own gestures neither wait for it nor lose to it.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    true
  }
}
