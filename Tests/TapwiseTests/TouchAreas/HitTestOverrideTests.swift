import Testing

@testable import Tapwise
import TapwiseTestSupport

/// A container that receives touches outside its bounds answers for a subview that overrides `hitTest` by asking
/// that `hitTest`, so the subview takes part as it does in UIKit's hit test: a pass-through overlay takes nothing,
/// a view whose `hitTest` reaches beyond its bounds takes what it reaches, and a view that forwards to another is
/// measured by the view it returns.
@MainActor
@Suite struct HitTestOverrideTests {
  let scene = TouchAreaScene()

  /// An overlay that lets touches through: it never returns itself, only its subviews.
  final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let hit = super.hitTest(point, with: event)
      return hit === self ? nil : hit
    }
  }

  /// A button whose `hitTest` takes every point within 15 pt of its bounds: the seed's hand-written enlargement.
  final class ReachingButton: UIButton {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, isEnabled else { return nil }
      return bounds.insetBy(dx: -15, dy: -15).contains(point) ? self : nil
    }
  }

  /// A view that takes touches only where its container says it contains them.
  final class DeferringView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      guard let superview, superview.point(inside: convert(point, to: superview), with: event) else { return nil }
      return super.hitTest(point, with: event)
    }
  }

  /// A view that sends every touch in its bounds to another view.
  final class ForwardingView: UIView {
    weak var target: UIView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      guard let target, self.point(inside: point, with: event) else { return nil }
      return target
    }
  }

  /// A button at x 200…260, y 100…140, and in front of it a card at x 20…170, y 200…300 that receives touches
  /// outside its bounds. The card holds a `PassThroughView` covering x 180…280, y 80…160 (outside the card), with
  /// a 20×20 "handle" button in its middle, at x 220…240, y 110…130.
  func overlayOverButton() -> (behind: UIButton, card: UIView, overlay: PassThroughView) {
    let behind = scene.button("behind", CGRect(x: 200, y: 100, width: 60, height: 40))
    let card = scene.add(UIView(), "card", CGRect(x: 20, y: 200, width: 150, height: 100))
    card.tw.receivesTouchesOutsideBounds = true
    let overlay = scene.add(PassThroughView(), "overlay", CGRect(x: 160, y: -120, width: 100, height: 80), to: card)
    scene.button("handle", CGRect(x: 40, y: 30, width: 20, height: 20), in: overlay)
    return (behind, card, overlay)
  }

  @Test func aPassThroughOverlayOutsideTheContainerLetsATapReachTheButtonBehind() {
    let (_, card, _) = overlayOverButton()
    #expect(scene.hit(205, 105) == "behind")
    #expect(scene.hit(255, 135) == "behind")
    #expect(!card.point(inside: CGPoint(x: 185, y: -95), with: nil), "the card doesn't answer for the overlay")
    #expect(scene.hit(230, 120) == "card/overlay/handle", "the overlay's subviews still take touches")
    #expect(scene.hit(190, 90) == "window", "nothing behind the overlay there")
  }

  @Test func aSubviewWhoseHitTestReachesBeyondItsBoundsTakesWhatItReachesOutsideTheContainer() {
    let card = scene.add(UIView(), "card", CGRect(x: 20, y: 200, width: 150, height: 100))
    card.tw.receivesTouchesOutsideBounds = true
    scene.add(ReachingButton(type: .custom), "pin", CGRect(x: 140, y: 10, width: 20, height: 20), to: card)
    #expect(scene.hit(185, 220) == "card/pin")  // card x 165: outside the card, 5 pt right of the pin
    #expect(scene.hit(196, 220) == "window")  // 16 pt right: beyond the pin's reach
    card.tw.receivesTouchesOutsideBounds = false
    #expect(scene.hit(185, 220) == "window", "without the setting the card still cuts it off, as in UIKit")
  }

  /// A card in front of a "nearby" button with 20 pt outsets (area x 180…240, y 80…140). A forwarding view of the
  /// card, outside it at x 210…270, y 90…150, sends its touches to the card's "close" button, far away at
  /// x 30…50, y 210…230.
  @Test func aForwardingSubviewIsMeasuredByTheViewItReturns() {
    scene.button("nearby", CGRect(x: 200, y: 100, width: 20, height: 20)).tw.touchAreaOutsets = .all(20)
    let card = scene.add(UIView(), "card", CGRect(x: 20, y: 200, width: 150, height: 100))
    card.tw.receivesTouchesOutsideBounds = true
    let close = scene.button("close", CGRect(x: 10, y: 10, width: 20, height: 20), in: card)
    let forwarder = scene.add(ForwardingView(), "forwarder", CGRect(x: 190, y: -110, width: 60, height: 60), to: card)
    forwarder.target = close
    // 10 pt from nearby's bounds, about 206 pt from close's: the nearer target takes it.
    #expect(scene.hit(230, 110) == "nearby")
    // 30 pt right of nearby's bounds, beyond its area: the forwarding view's target takes it.
    #expect(scene.hit(250, 110) == "card/close")
  }

  /// The card asks the view's `hitTest`, which asks the card: the card's second answer is UIKit's, not another round.
  @Test func aSubviewWhoseHitTestAsksItsContainerDoesNotSendTheContainerRoundInCircles() {
    let card = scene.add(UIView(), "card", CGRect(x: 20, y: 200, width: 150, height: 100))
    card.tw.receivesTouchesOutsideBounds = true
    scene.add(DeferringView(), "deferring", CGRect(x: 130, y: 10, width: 40, height: 40), to: card)
    #expect(scene.hit(160, 230) == "card/deferring")  // card x 140: inside the card
    #expect(scene.hit(180, 230) == "window")  // card x 160: outside the card, as UIKit's answer says
  }
}
