import Foundation

/// How a scroll view treats one finger, as a pure state machine: whether the content sees the touch, when, and
/// whether the finger drags the content instead.
///
/// It stands in for the two gesture recognizers UIKit attaches to every scroll view: the pan recognizer that
/// scrolls, and the recognizer that holds content touches back (`UIScrollViewDelayedTouchesBeganGestureRecognizer`).
/// It knows nothing of views: it takes the finger's phases, locations and times, and answers with ``Effect``s for
/// its host (``UIScrollView``) to carry out in order.
///
/// - Down: with ``Configuration/delaysContentTouches``, the content's `touchesBegan` is held back
///   ``contentTouchDelay`` (``Effect/scheduleDelay(_:)``); without it, or with scrolling disabled, the content gets
///   it at once.
/// - The delay expires (``delayExpired()``): the held `touchesBegan` goes out.
/// - Move: once the finger is ``dragThreshold`` or more from where it went down, the drag starts. Held content
///   touches are dropped (the content never sees the touch); content that already has the touch is cancelled if
///   the host allows it, and otherwise keeps the touch and no drag starts for this finger. While dragging, every
///   move scrolls by the finger's movement since the previous one.
/// - Lift: held content touches go out as `touchesBegan` then `touchesEnded`, a quick tap; content that has the
///   touch gets `touchesEnded`; a drag ends.
/// - Cancel: content that has the touch gets `touchesCancelled`; held touches are dropped; a drag ends.
///
/// ```swift
/// var tracker = ScrollDragTracker()
/// tracker.began(at: CGPoint(x: 0, y: 300), time: 1000, configuration: .init(delaysContentTouches: true, isScrollEnabled: true))
/// // [.scheduleDelay(0.15)]
/// tracker.moved(to: CGPoint(x: 0, y: 280), mayCancelContent: { true })   // [.cancelDelay, .beginDragging]
/// tracker.moved(to: CGPoint(x: 0, y: 200), mayCancelContent: { true })   // [.scroll(dx: 0, dy: 80)]
/// tracker.ended()                                                          // [.endDragging]
/// ```
struct ScrollDragTracker {
  /// How far, in points, a finger must move from where it went down before it drags: 10, the movement at which
  /// UIKit's pan recognizer starts.
  static let dragThreshold: CGFloat = 10
  /// How long content touches are held back: 0.15 s, UIKit's delay (the seed's log measured 151 ms).
  static let contentTouchDelay: TimeInterval = 0.15

  /// The host's settings when the finger goes down.
  struct Configuration {
    /// `UIScrollView.delaysContentTouches`.
    var delaysContentTouches: Bool
    /// `UIScrollView.isScrollEnabled`.
    var isScrollEnabled: Bool
  }

  /// What the host must do, in order.
  enum Effect: Equatable {
    /// Call ``ScrollDragTracker/delayExpired()`` after this many seconds of virtual time.
    case scheduleDelay(TimeInterval)
    /// Stop the timer of ``scheduleDelay(_:)``.
    case cancelDelay
    /// Give the content `touchesBegan`, if `touchesShouldBegin(_:with:in:)` agrees.
    case contentBegan
    /// Give the content `touchesMoved`.
    case contentMoved
    /// Give the content `touchesEnded`.
    case contentEnded
    /// Give the content `touchesCancelled`.
    case contentCancelled
    /// The drag started: tell the delegate `scrollViewWillBeginDragging`.
    case beginDragging
    /// Move the content offset by the finger's movement, clamped to the scrollable range.
    case scroll(dx: CGFloat, dy: CGFloat)
    /// The drag ended: tell the delegate `scrollViewDidEndDragging(_:willDecelerate:)`.
    case endDragging
  }

  /// Where the finger is in its life.
  enum State: Equatable {
    /// No finger.
    case idle
    /// Down and not dragging; `held` while the content's `touchesBegan` waits for the delay, with its deadline.
    case pressing(start: CGPoint, heldUntil: TimeInterval?)
    /// The content has the touch for good: it cannot be cancelled, or scrolling is off.
    case contentOwned
    /// Dragging the content; the finger was last at `last`.
    case dragging(last: CGPoint)
  }

  /// The current state.
  private(set) var state = State.idle

  /// Whether a finger is down: `UIScrollView.isTracking`.
  var isTracking: Bool { state != .idle }

  /// Whether the finger drags the content: `UIScrollView.isDragging`.
  var isDragging: Bool {
    if case .dragging = state { return true }
    return false
  }

  /// When the held `touchesBegan` is due, or `nil` when nothing is held.
  var delayDeadline: TimeInterval? {
    if case .pressing(_, let heldUntil) = state { return heldUntil }
    return nil
  }

  /// A finger went down.
  /// - Parameters:
  ///   - point: Where, in window coordinates.
  ///   - time: When, in seconds.
  ///   - configuration: The host's settings now.
  /// - Returns: The effects.
  mutating func began(at point: CGPoint, time: TimeInterval, configuration: Configuration) -> [Effect] {
    guard state == .idle else { return [] }
    guard configuration.isScrollEnabled else {
      state = .contentOwned
      return [.contentBegan]
    }
    guard configuration.delaysContentTouches else {
      state = .pressing(start: point, heldUntil: nil)
      return [.contentBegan]
    }
    state = .pressing(start: point, heldUntil: time + Self.contentTouchDelay)
    return [.scheduleDelay(Self.contentTouchDelay)]
  }

  /// The delay of ``Effect/scheduleDelay(_:)`` passed.
  /// - Returns: The effects: the held `touchesBegan`, if any is still held.
  mutating func delayExpired() -> [Effect] {
    guard case .pressing(let start, .some) = state else { return [] }
    state = .pressing(start: start, heldUntil: nil)
    return [.contentBegan]
  }

  /// The finger moved.
  /// - Parameters:
  ///   - point: Where it is now, in window coordinates.
  ///   - mayCancelContent: Asked only when a drag would start while the content has the touch: whether the
  ///     content's touch may be cancelled (`canCancelContentTouches` and `touchesShouldCancel(in:)`).
  /// - Returns: The effects.
  mutating func moved(to point: CGPoint, mayCancelContent: () -> Bool) -> [Effect] {
    switch state {
    case .idle:
      return []
    case .contentOwned:
      return [.contentMoved]
    case .dragging(let last):
      state = .dragging(last: point)
      return [.scroll(dx: last.x - point.x, dy: last.y - point.y)]
    case .pressing(let start, let heldUntil):
      let held = heldUntil != nil
      guard hypot(point.x - start.x, point.y - start.y) >= Self.dragThreshold else {
        return held ? [] : [.contentMoved]
      }
      if held {
        state = .dragging(last: point)
        return [.cancelDelay, .beginDragging]
      }
      guard mayCancelContent() else {
        state = .contentOwned
        return [.contentMoved]
      }
      state = .dragging(last: point)
      // The seed's log: a recognizer's action runs before the touches it takes from the view are cancelled.
      return [.beginDragging, .contentCancelled]
    }
  }

  /// The finger lifted.
  /// - Returns: The effects.
  mutating func ended() -> [Effect] {
    defer { state = .idle }
    switch state {
    case .idle: return []
    case .contentOwned: return [.contentEnded]
    case .dragging: return [.endDragging]
    case .pressing(_, let heldUntil):
      return heldUntil == nil ? [.contentEnded] : [.cancelDelay, .contentBegan, .contentEnded]
    }
  }

  /// The system cancelled the finger.
  /// - Returns: The effects.
  mutating func cancelled() -> [Effect] {
    defer { state = .idle }
    switch state {
    case .idle: return []
    case .contentOwned: return [.contentCancelled]
    case .dragging: return [.endDragging]
    case .pressing(_, let heldUntil): return heldUntil == nil ? [.contentCancelled] : [.cancelDelay]
    }
  }
}
