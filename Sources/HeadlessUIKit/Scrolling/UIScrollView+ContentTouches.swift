import Foundation

/// How touches reach the views inside a scroll view.
///
/// `UIWindow.sendEvent(_:)` gives each touch to the view hit-tested when it began. When that view is a scroll view
/// or lies inside one, the window hands the touch to the innermost such scroll view instead, as UIKit hands it to
/// the scroll view's gesture recognizers before the view. The scroll view follows the first finger with a
/// ``ScrollDragTracker`` and delivers what the tracker decides; later fingers go straight to their views.
extension UIWindow {
  /// Delivers touches of one phase to the view that owns them, through the scroll view that contains it, if any.
  func deliver(_ touches: Set<UITouch>, in phase: UITouch.Phase, to view: UIView, with event: UIEvent) {
    if let scrollView = view.innermostScrollView {
      scrollView.routeContentTouches(touches, in: phase, to: view, with: event)
    } else {
      view.receiveTouches(touches, in: phase, with: event)
    }
  }
}

extension UIView {
  /// This view if it is a scroll view, else its nearest scroll view ancestor.
  var innermostScrollView: UIScrollView? {
    var view: UIView? = self
    while let current = view {
      if let scrollView = current as? UIScrollView { return scrollView }
      view = current.superview
    }
    return nil
  }

  /// Calls the touch method of a phase.
  func receiveTouches(_ touches: Set<UITouch>, in phase: UITouch.Phase, with event: UIEvent?) {
    switch phase {
    case .began: touchesBegan(touches, with: event)
    case .moved: touchesMoved(touches, with: event)
    case .ended: touchesEnded(touches, with: event)
    case .cancelled: touchesCancelled(touches, with: event)
    default: break
    }
  }
}

extension UIScrollView {
  /// Takes touches that landed on `view` (this scroll view or its content) and delivers them as the finger's
  /// ``ScrollDragTracker`` decides.
  func routeContentTouches(_ touches: Set<UITouch>, in phase: UITouch.Phase, to view: UIView, with event: UIEvent) {
    var others = touches
    // Times are whole nanoseconds of the driver's clock; half a nanosecond absorbs the rounding of the sum.
    if let deadline = contentTouchSession?.tracker.delayDeadline, event.timestamp + 0.5e-9 >= deadline {
      // The delay ran out before this event: deliver what its timer would have, first.
      contentTouchDelayExpired()
    }
    if phase == .began, contentTouchSession == nil,
      let touch = touches.min(by: { $0.sequenceNumber < $1.sequenceNumber })
    {
      let session = ContentTouchSession(touch: touch, content: view)
      contentTouchSession = session
      session.event = event
      others.remove(touch)
      let configuration = ScrollDragTracker.Configuration(
        delaysContentTouches: delaysContentTouches, isScrollEnabled: isScrollEnabled)
      perform(session.tracker.began(at: touch.location(in: nil), time: touch.timestamp, configuration: configuration))
    } else if let session = contentTouchSession, session.content === view, others.remove(session.touch) != nil {
      session.event = event
      switch phase {
      case .moved:
        let point = session.touch.location(in: nil)
        perform(session.tracker.moved(to: point) { self.mayCancel(session) })
      case .ended: perform(session.tracker.ended())
      case .cancelled: perform(session.tracker.cancelled())
      default: break
      }
    }
    if !others.isEmpty { view.receiveTouches(others, in: phase, with: event) }
  }

  /// The held content touches' delay ran out.
  func contentTouchDelayExpired() {
    guard let session = contentTouchSession else { return }
    session.cancelDelay = nil
    perform(session.tracker.delayExpired())
  }

  /// Whether a starting drag may take the touch from the content.
  private func mayCancel(_ session: ContentTouchSession) -> Bool {
    guard session.contentAccepted else { return true }
    return canCancelContentTouches && touchesShouldCancel(in: session.content)
  }

  /// Carries out the tracker's effects, in order, then forgets the finger once the tracker is idle.
  private func perform(_ effects: [ScrollDragTracker.Effect]) {
    guard let session = contentTouchSession else { return }
    let touches: Set<UITouch> = [session.touch]
    for effect in effects {
      switch effect {
      case .scheduleDelay(let delay):
        session.cancelDelay = scheduleContentTouchDelay(after: delay) { [weak self, weak session] in
          guard let self, let session, self.contentTouchSession === session else { return }
          self.contentTouchDelayExpired()
        }
      case .cancelDelay:
        session.cancelDelay?()
        session.cancelDelay = nil
      case .contentBegan:
        session.contentAccepted = touchesShouldBegin(touches, with: session.event, in: session.content)
        if session.contentAccepted { session.content.receiveTouches(touches, in: .began, with: session.event) }
      case .contentMoved:
        if session.contentAccepted { session.content.receiveTouches(touches, in: .moved, with: session.event) }
      case .contentEnded:
        if session.contentAccepted { session.content.receiveTouches(touches, in: .ended, with: session.event) }
      case .contentCancelled:
        if session.contentAccepted { session.content.receiveTouches(touches, in: .cancelled, with: session.event) }
      case .beginDragging:
        delegate?.scrollViewWillBeginDragging(self)
      case .scroll(let dx, let dy):
        scrollByDragging(dx: dx, dy: dy)
      case .endDragging:
        delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
      }
    }
    if !session.tracker.isTracking, contentTouchSession === session { contentTouchSession = nil }
  }

  /// Moves the content offset by a finger's movement, clamped to the content and its insets.
  private func scrollByDragging(dx: CGFloat, dy: CGFloat) {
    let size = bounds.size
    func clamp(_ value: CGFloat, lower: CGFloat, content: CGFloat, upperInset: CGFloat, visible: CGFloat) -> CGFloat {
      let upper = max(lower, content + upperInset - visible)
      return min(max(value, lower), upper)
    }
    let x = clamp(
      contentOffset.x + dx, lower: -contentInset.left, content: contentSize.width, upperInset: contentInset.right,
      visible: size.width)
    let y = clamp(
      contentOffset.y + dy, lower: -contentInset.top, content: contentSize.height, upperInset: contentInset.bottom,
      visible: size.height)
    contentOffset = CGPoint(x: x, y: y)
  }

  /// Schedules the end of the content-touch delay on virtual time, and returns how to cancel it.
  ///
  /// TODO(run loop): until the virtual main run loop lands, nothing is scheduled and this returns `nil`; the delay
  /// then ends when the finger's next event arrives at or after its deadline (``routeContentTouches(_:in:to:with:)``
  /// catches up), so lifts and moves see the right order but an `advance(by:)` alone delivers nothing. Wire it as
  /// `let timer = HeadlessRunLoop.main.schedule(after: delay, expire); return { timer.cancel() }`.
  private func scheduleContentTouchDelay(
    after delay: TimeInterval, _ expire: @escaping @MainActor () -> Void
  ) -> (@MainActor () -> Void)? {
    nil
  }
}
