import Foundation

/// How a scroll view follows its pan gesture recognizer, as a pure state machine: when a drag starts, how far each
/// change scrolls, and when the drag ends.
///
/// It knows nothing of views or touches: it takes the pan's states and translations (from
/// `UIScrollView.panGestureRecognizer`, whose target the scroll view is, as in UIKit) and answers with ``Effect``s
/// for its host to carry out in order. Which touches the content sees, and when, is not its business: the scroll
/// view's two recognizers decide that in the gesture arena (the delayed-touches recognizer holds `touchesBegan`
/// back 0.15 s; the pan, recognizing, cancels the content's touches).
///
/// - `.began`: the drag starts (``Effect/beginDragging``) where the finger is now; the movement that made the pan
///   begin (10 points) scrolls nothing.
/// - `.changed`: scrolls by the finger's movement since the previous state (``Effect/scroll(dx:dy:)``): a finger
///   moving up (`dy < 0` in the translation) moves the content offset down the content (`dy > 0`).
/// - `.ended` or `.cancelled`: the drag ends (``Effect/endDragging``).
///
/// ```swift
/// var tracker = ScrollDragTracker()
/// tracker.handle(.began, translation: CGPoint(x: 0, y: -20))     // [.beginDragging]
/// tracker.handle(.changed, translation: CGPoint(x: 0, y: -100))  // [.scroll(dx: 0, dy: 80)]
/// tracker.handle(.ended, translation: CGPoint(x: 0, y: -100))    // [.endDragging]
/// ```
struct ScrollDragTracker {
  /// What the host must do, in order.
  enum Effect: Equatable {
    /// The drag started: tell the delegate `scrollViewWillBeginDragging`.
    case beginDragging
    /// Move the content offset by this much, clamped to the scrollable range.
    case scroll(dx: CGFloat, dy: CGFloat)
    /// The drag ended: tell the delegate `scrollViewDidEndDragging(_:willDecelerate:)`.
    case endDragging
  }

  /// Where the drag is in its life.
  enum State: Equatable {
    /// No drag.
    case idle
    /// Dragging; the pan's translation was last `last`.
    case dragging(last: CGPoint)
  }

  /// The current state.
  private(set) var state = State.idle

  /// Whether a finger drags the content: `UIScrollView.isDragging`.
  var isDragging: Bool { state != .idle }

  /// The pan recognizer reported a state.
  /// - Parameters:
  ///   - panState: The pan's state as its action is sent.
  ///   - translation: Its translation then, in window coordinates.
  /// - Returns: The effects.
  mutating func handle(_ panState: UIGestureRecognizer.State, translation: CGPoint) -> [Effect] {
    switch (state, panState) {
    case (.idle, .began):
      state = .dragging(last: translation)
      return [.beginDragging]
    case (.dragging(let last), .changed):
      state = .dragging(last: translation)
      return [.scroll(dx: last.x - translation.x, dy: last.y - translation.y)]
    case (.dragging, .ended), (.dragging, .cancelled):
      state = .idle
      return [.endDragging]
    default:
      return []
    }
  }
}
