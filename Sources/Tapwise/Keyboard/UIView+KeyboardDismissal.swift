/// Dismissing the keyboard with a tap outside the field, without taking the tap from anything else.
///
/// ```swift
/// override func viewDidLoad() {
///   super.viewDidLoad()
///   view.tw.dismissesKeyboardOnTap = true
/// }
/// ```
@MainActor
extension TapwiseWrapper where Base: UIView {
  /// Whether a tap in this view, outside the field being edited, ends editing in its window. The default is
  /// `false`. Set it on a container, typically a view controller's root view.
  ///
  /// The tap still does everything it did before: buttons and other controls get it (and the keyboard stays up,
  /// as UIKit gives a control's tap to the control), table cells are selected on quick and short taps alike, and
  /// the app's own gesture recognizers still recognize. A tap in the field being edited keeps editing; a tap in
  /// another field moves editing there; a tap on a plain view inside a view that can become first responder (a
  /// canvas, a selectable text view) ends it. An Apple Pencil never ends editing. A drag is not a tap: scrolling never
  /// dismisses the keyboard this way (see `UIScrollView.keyboardDismissMode` for that).
  ///
  /// It adds one tap recognizer to the view, which cancels and delays no touches and recognizes simultaneously with
  /// all others; setting `false` removes it.
  public var dismissesKeyboardOnTap: Bool {
    get { KeyboardDismissal.of(base) != nil }
    nonmutating set { KeyboardDismissal.set(newValue, on: base) }
  }
}
