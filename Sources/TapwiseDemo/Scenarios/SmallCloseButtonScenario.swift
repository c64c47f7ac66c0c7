import Foundation
import Tapwise

/// The seed's small close button: a 20×20 icon that a thumb misses, until 12 pt outsets make it a 44×44 target
/// without moving a pixel.
struct SmallCloseButtonScenario: DemoScenario {
  let title = "Card: a thumb misses the 20×20 close button by 6 pt; 12 pt touch-area outsets catch it"

  func play(on stage: DemoStage) {
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
    card.accessibilityIdentifier = "card"
    let close = UIButton(type: .close)
    close.accessibilityIdentifier = "close"
    close.frame = CGRect(x: 318, y: 12, width: 20, height: 20)
    let target = DemoTarget("CardController", handles: [NSSelectorFromString("close:")], on: stage)
    close.addTarget(target, action: NSSelectorFromString("close:"), for: .touchUpInside)
    card.addSubview(close)
    stage.window.addSubview(card)

    let thumb = CGPoint(x: 332, y: 122)
    stage.tap(at: thumb, note: "6 pt left of the icon")
    stage.wait(1)
    close.tw.touchAreaOutsets = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
    stage.note(
      "close.tw.touchAreaOutsets = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)   // positive enlarges")
    let size = "\(GeometryText.size(close.frame.size)) at \(GeometryText.point(close.frame.origin))"
    stage.tap(at: thumb, note: "the same spot; the button is still \(size)")
    withExtendedLifetime(target) {}
  }
}
