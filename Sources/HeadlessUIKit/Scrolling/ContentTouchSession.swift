import Foundation

/// The storage behind one finger on a scroll view: the touch, the view it landed on, and the
/// ``ScrollDragTracker`` that decides what happens to it.
@MainActor
final class ContentTouchSession {
  /// The finger the scroll view follows; other fingers pass straight to their views.
  let touch: UITouch
  /// The view the touch landed on: the content that receives it, or the scroll view itself.
  let content: UIView
  /// The state machine.
  var tracker = ScrollDragTracker()
  /// The event of the latest phase, which a held `touchesBegan` is delivered with when its delay expires.
  var event: UIEvent?
  /// Whether `touchesShouldBegin(_:with:in:)` let the content have the touch. Until it is asked, `true`.
  var contentAccepted = true
  /// Stops the pending delay timer, if one is scheduled.
  var cancelDelay: (@MainActor () -> Void)?

  init(touch: UITouch, content: UIView) {
    self.touch = touch
    self.content = content
  }
}
