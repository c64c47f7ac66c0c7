import Foundation

/// The recognizer that holds a scroll view's content touches back: UIKit's private
/// `UIScrollViewDelayedTouchesBeganGestureRecognizer`, which every scroll view carries beside its pan.
///
/// It never recognizes. With `delaysTouchesBegan`, the gesture arena holds the content's `touchesBegan` while it is
/// undecided, and it decides only by failing: 0.15 s after the finger went down (a run-loop timer, so virtual time
/// under `TouchDriver`), or when the finger lifts or is cancelled first. Failing releases what it held, unless a
/// recognizer that recognized in the meantime (the scroll view's pan, a tap on an ancestor) took the touch from the
/// view: then the content never sees it. It follows the first finger only; later fingers are ignored, so they reach
/// their views at once.
///
/// The scroll view enables it while both `delaysContentTouches` and `isScrollEnabled` are true.
@MainActor
final class UIScrollViewDelayedTouchesBeganGestureRecognizer: UIGestureRecognizer {
  /// How long content touches are held back: 0.15 s, UIKit's delay (the seed's log measured 151 ms).
  static let delay: TimeInterval = 0.15

  private var timer: HeadlessTimer?

  override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    delaysTouchesBegan = true
  }

  override func recognizeBegan(_ touches: Set<UITouch>, _ event: UIEvent) {
    for touch in touches where touch !== trackedTouches.first { ignore(touch, for: event) }
    guard timer == nil, !trackedTouches.isEmpty else { return }
    timer = HeadlessRunLoop.main.schedule(after: Self.delay) { [weak self] in
      self?.transition(to: .failed)
    }
  }

  override func recognizeEnded(_ touches: Set<UITouch>, _ event: UIEvent) {
    transition(to: .failed)
  }

  override func recognizeCancelled(_ touches: Set<UITouch>, _ event: UIEvent) {
    transition(to: .failed)
  }

  override func resetRecognition() {
    timer?.cancel()
    timer = nil
  }
}
