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
///
/// A dismissal can be limited to a region: a view inside the container whose bounds the touch must land in
/// (``KeyboardDismissalRegion``, for TapwiseSwiftUI, whose container is the hosting controller's view).
@MainActor
final class KeyboardDismissal: NSObject, UIGestureRecognizerDelegate {
  /// The recognizer, attached to the container.
  let recognizer = UITapGestureRecognizer()
  /// The recognizer's target: recognizers do not retain theirs.
  private var actionTarget: AnyObject?
  /// The view whose bounds a touch must land in, when the dismissal is limited to a region.
  private weak var region: UIView?
  /// Whether the dismissal is limited to ``region``: once the region is gone, nothing is received.
  private let isLimitedToRegion: Bool

  /// Creates a dismissal for a whole container, or for the part of it that a region view covers.
  /// - Parameters:
  ///   - region: The view whose bounds a touch must land in, or `nil` for the whole container. Held weakly.
  init(region: UIView? = nil) {
    self.region = region
    isLimitedToRegion = region != nil
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
  /// tap. Pencil touches are never received, nor, for a dismissal limited to a region, touches outside its bounds.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    if touch.type == .pencil { return false }
    if isLimitedToRegion {
      guard let region, region.bounds.contains(touch.location(in: region)) else { return false }
    }
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
