import Foundation

/// The storage behind a scroll view's dragging: the target of its pan gesture recognizer, holding the
/// ``ScrollDragTracker`` that decides what each of the pan's states does.
///
/// In UIKit the scroll view itself is its pan's target. A `UIScrollView` can't adopt ``HeadlessActionTarget``
/// without that conformance becoming public API UIKit lacks, so this object answers for it; the scroll view holds it
/// strongly, since recognizers hold their targets weakly.
@MainActor
final class ScrollViewPanTarget: HeadlessActionTarget {
  /// The action the pan sends: UIKit's scroll view answers `handlePan:`.
  static let action = NSSelectorFromString("handlePan:")

  /// The scroll view that scrolls.
  weak var scrollView: UIScrollView?
  /// The state machine.
  var tracker = ScrollDragTracker()

  func responds(toAction action: Selector) -> Bool { action == Self.action }

  func perform(_ action: Selector, sender: Any?, event: UIEvent?) {
    guard let scrollView, let pan = sender as? UIPanGestureRecognizer else { return }
    let effects = tracker.handle(pan.state, translation: pan.translation(in: nil))
    scrollView.carryOut(effects)
  }
}
