import Foundation
import Tapwise

/// The seed's overflowing badge: a badge sticking out of a card's top-right corner is dead where it overflows,
/// until the card receives touches outside its bounds.
struct OverflowingBadgeScenario: DemoScenario {
  let title = "Card: the badge sticking out of its corner is dead outside the card until the card opts in"

  func play(on stage: DemoStage) {
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 160))
    card.accessibilityIdentifier = "card"
    let badge = UIButton(type: .custom)
    badge.accessibilityIdentifier = "badge"
    badge.frame = CGRect(x: 285, y: -10, width: 30, height: 30)
    let target = DemoTarget("InboxController", handles: [NSSelectorFromString("openInbox:")], on: stage)
    badge.addTarget(target, action: NSSelectorFromString("openInbox:"), for: .touchUpInside)
    card.addSubview(badge)
    stage.window.addSubview(card)

    let corner = CGPoint(x: 328, y: 95)
    stage.tap(at: corner, note: "on the badge, outside the card")
    stage.wait(1)
    card.tw.receivesTouchesOutsideBounds = true
    stage.note("card.tw.receivesTouchesOutsideBounds = true")
    stage.tap(at: corner, note: "the same spot")
    withExtendedLifetime(target) {}
  }
}
