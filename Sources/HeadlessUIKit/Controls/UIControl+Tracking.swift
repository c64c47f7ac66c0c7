import Foundation

/// Touch tracking, following UIKit's `UIControl` touch methods step by step.
///
/// A touch that begins in an enabled control is tracked if ``UIControl/beginTracking(_:with:)`` agrees:
/// - Down: the touch is inside, the control highlighted; ``UIControl/Event/touchDown`` is sent, then
///   ``UIControl/Event/touchDownRepeat`` when the tap count is above one.
/// - Move: if ``UIControl/continueTracking(_:with:)`` agrees, the inside flag and the highlight follow the touch;
///   crossing the edge of the tracking area sends ``UIControl/Event/touchDragExit`` or
///   ``UIControl/Event/touchDragEnter``, and every move then sends ``UIControl/Event/touchDragOutside`` or
///   ``UIControl/Event/touchDragInside``.
/// - Up: a last crossing is reported as on a move; ``UIControl/endTracking(_:with:)`` runs and tracking stops;
///   ``UIControl/Event/touchUpInside`` or ``UIControl/Event/touchUpOutside`` is sent; the highlight and the inside
///   flag clear.
///
/// Each event is dispatched separately, in that order, with the touch's event.
extension UIControl {
  /// The touch UIKit tracks: this control's first touch in the event.
  private func trackedTouch(in touches: Set<UITouch>, with event: UIEvent?) -> UITouch? {
    var first: UITouch?
    if let event, type(of: event) == UIEvent.self {
      // HeadlessUIKit's own event: its touches read in place, without building the set `touches(for:)` returns.
      for touch in event.touchSet where touch.view === self && touch.sequenceNumber < first?.sequenceNumber ?? .max {
        first = touch
      }
      if first != nil { return first }
    } else if let owned = event?.touches(for: self) {
      return Self.first(of: owned)
    }
    return Self.first(of: touches)
  }

  /// The earliest of some touches.
  private static func first(of touches: Set<UITouch>) -> UITouch? {
    var first: UITouch?
    for touch in touches where touch.sequenceNumber < first?.sequenceNumber ?? .max { first = touch }
    return first
  }

  /// Whether a point, in this control's coordinates, lies in the tracking area: the bounds enlarged by
  /// ``trackingMargin``, or any point for which ``point(inside:with:)`` is `true`.
  func isInTrackingArea(_ point: CGPoint, with event: UIEvent?) -> Bool {
    let area = bounds.insetBy(dx: -Self.trackingMargin, dy: -Self.trackingMargin)
    return UIView.rect(area, contains: point) || self.point(inside: point, with: event)
  }

  /// Records whether the touch is inside and sends the crossing event if that changed.
  private func updateTouchInside(_ inside: Bool, with event: UIEvent?) {
    guard inside != isTouchInside else { return }
    touchInsideStorage = inside
    sendActions(for: inside ? .touchDragEnter : .touchDragExit, with: event)
  }

  /// The body of ``touchesBegan(_:with:)``: forwards the touches when the control cannot track, else begins.
  func trackTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled && isUserInteractionEnabled else { return super.touchesBegan(touches, with: event) }
    guard let touch = trackedTouch(in: touches, with: event) else { return }
    trackingStorage = beginTracking(touch, with: event)
    guard isTracking else { return }
    touchInsideStorage = true
    isHighlighted = true
    sendActions(for: .touchDown, with: event)
    if touch.tapCount >= 2 { sendActions(for: .touchDownRepeat, with: event) }
  }

  /// The body of ``touchesMoved(_:with:)``: forwards the touches when not tracking, else continues.
  func trackTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking else { return super.touchesMoved(touches, with: event) }
    guard let touch = trackedTouch(in: touches, with: event) else { return }
    trackingStorage = continueTracking(touch, with: event)
    guard isTracking else { return }
    let inside = isInTrackingArea(touch.location(in: self), with: event)
    isHighlighted = inside
    updateTouchInside(inside, with: event)
    sendActions(for: inside ? .touchDragInside : .touchDragOutside, with: event)
  }

  /// The body of ``touchesEnded(_:with:)``: forwards the touches when not tracking, else ends.
  func trackTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking else { return super.touchesEnded(touches, with: event) }
    guard let touch = trackedTouch(in: touches, with: event) else { return }
    let inside = isInTrackingArea(touch.location(in: self), with: event)
    if inside && !isHighlighted { isHighlighted = true }
    updateTouchInside(inside, with: event)
    endTracking(touch, with: event)
    trackingStorage = false
    sendActions(for: inside ? .touchUpInside : .touchUpOutside, with: event)
    isHighlighted = false
    touchInsideStorage = false
  }
}
