import Foundation
import HeadlessUIKit
import Tapwise

/// One root of a storyboard scene, built as live HeadlessUIKit views in a visible window of the root's size, so that
/// the live-view audit runs on it unchanged.
///
/// - Each view is the UIKit class its element stands for where HeadlessUIKit has it (`UIButton`, `UITextField`,
///   `UISwitch`, `UISlider`, `UISegmentedControl`, `UIStepper`); other controls (`datePicker`, `pageControl`,
///   `control`) and the other targets (selectable cells, editable text views, search bars) are `UIControl`s, and
///   everything else a `UIView`, which is all the audit distinguishes.
/// - Frames, `isHidden`, `alpha`, `isUserInteractionEnabled` and `isEnabled` are the stored ones; Tapwise's
///   settings go through the `@IBInspectable` properties, as key-value coding sets them when the app loads the
///   file; each connected tap recognizer is a `UITapGestureRecognizer`, enabled or not as stored.
/// - Each view's `accessibilityIdentifier` is its ``StoryboardView/name``, so audit paths read
///   `UIView[KQc-te-SbR]/UIButton[Kxz-1a-b3c]`, and the window's is `window`.
@MainActor
package final class StoryboardViewTree {
  /// The window, sized as the root, with the root at its origin.
  package let window: UIWindow
  /// The record of each built view.
  private var records: [ObjectIdentifier: StoryboardView] = [:]

  /// Builds a root.
  /// - Parameters:
  ///   - root: The root, as read.
  ///   - document: Its document, which says which recognizers are tap recognizers.
  package init(_ root: StoryboardView, in document: StoryboardDocument) {
    window = UIWindow(frame: CGRect(origin: .zero, size: root.frame.size))
    window.accessibilityIdentifier = "window"
    window.isHidden = false
    let view = build(root, recognizers: document.tapRecognizers)
    view.frame.origin = .zero
    window.addSubview(view)
  }

  /// The record a built view came from, or `nil` for the window.
  /// - Parameters:
  ///   - view: A view of the tree.
  package func record(of view: UIView) -> StoryboardView? {
    records[ObjectIdentifier(view)]
  }

  /// What kind of target a view is: its control element (`button`, `switch`, …), `tapGesture` for a view that
  /// an enabled tap recognizer makes a target, or `touchArea` for a view that only its Tapwise settings make one.
  /// - Parameters:
  ///   - target: A target of the tree.
  /// - Returns: The kind.
  package func kind(of target: UIView) -> String {
    if let control = record(of: target)?.controlKind { return control }
    return TouchTargetAudit.isTappable(target) ? "tapGesture" : "touchArea"
  }

  private func build(_ record: StoryboardView, recognizers: [String: Bool]) -> UIView {
    let view = Self.makeView(for: record)
    records[ObjectIdentifier(view)] = record
    view.accessibilityIdentifier = record.name
    view.frame = record.frame
    view.isHidden = record.isHidden
    view.alpha = record.alpha
    view.isUserInteractionEnabled = record.isUserInteractionEnabled
    (view as? UIControl)?.isEnabled = record.isEnabled
    for setting in record.settings {
      switch setting {
      case .touchAreaOutset(let outset): view.twTouchAreaOutset = outset
      case .minimumTouchSize(let size): view.twMinimumTouchSize = size
      case .receivesTouchesOutsideBounds(let receives): view.twReceivesTouchesOutsideBounds = receives
      }
    }
    for id in record.recognizerIDs {
      guard let isEnabled = recognizers[id] else { continue }
      let tap = UITapGestureRecognizer(target: nil, action: nil)
      tap.isEnabled = isEnabled
      view.addGestureRecognizer(tap)
    }
    for subview in record.subviews { view.addSubview(build(subview, recognizers: recognizers)) }
    return view
  }

  private static func makeView(for element: String) -> UIView {
    switch element {
    case "button": UIButton(type: .custom)
    case "textField": UITextField()
    case "switch": UISwitch()
    case "slider": UISlider()
    case "segmentedControl": UISegmentedControl()
    case "stepper": UIStepper()
    case _ where StoryboardView.controlElements.contains(element): UIControl()
    default: UIView()
    }
  }

  /// A built view: a `UIControl` for a record that is a target by itself but not a UIKit control (an editable text
  /// view, a search bar, a selectable cell), so that the live audit counts it, else the element's class.
  private static func makeView(for record: StoryboardView) -> UIView {
    if record.controlKind != nil, !StoryboardView.controlElements.contains(record.element) { return UIControl() }
    return makeView(for: record.element)
  }
}
