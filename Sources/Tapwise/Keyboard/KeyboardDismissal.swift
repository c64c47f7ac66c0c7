/// The tap recognizer behind `view.tw.dismissesKeyboardOnTap`, and the delegate answers that keep it from costing
/// any other touch anything.
///
/// The usual dismiss-on-tap recognizer cancels the touches it recognizes (`cancelsTouchesInView`), so a table
/// never sees a quick tap on a row and `didSelectRowAt` never comes (IQKeyboardManager #338, #793, #904, #1041).
/// This one only watches:
/// - it cancels no touches and delays none, so the views under it get every phase they would get without it;
/// - it recognizes alongside every other recognizer, so it neither prevents nor is prevented by the app's own;
/// - it never receives a touch that lands on a control (the control's tap is the control's, and the keyboard stays
///   up) or on a view that is or can become first responder (tapping into the field being edited keeps editing;
///   tapping another field moves the keyboard there).
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

  /// Receives a touch only if it lands outside every control and every view that is or can become first responder.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    var view = touch.view
    while let current = view {
      if current is UIControl || current.isFirstResponder || current.canBecomeFirstResponder { return false }
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
