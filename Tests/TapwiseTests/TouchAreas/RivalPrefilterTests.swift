import Testing

@testable import Tapwise
import TapwiseTestSupport

/// The nearest-target rule skips siblings whose frame, grown by their touch area's reach, can't contain the touch.
/// The skip is sound when it never rules out a point the sibling's own claim takes, so hit tests are the same with
/// and without it.
@MainActor
@Suite struct RivalPrefilterTests {
  /// A small deterministic generator (SplitMix64), so that a failure replays.
  struct SplitMix {
    var state: UInt64

    mutating func next(_ range: ClosedRange<Int>) -> CGFloat {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      return CGFloat(range.lowerBound + Int(z % UInt64(range.count)))
    }
  }

  /// Four buttons in a 120×60 bar, some enlarged, some with a minimum size, some zero-sized or disabled.
  func randomBar(_ random: inout SplitMix) -> TouchAreaScene {
    let scene = TouchAreaScene(width: 200, height: 120)
    let bar = scene.add(UIView(), "bar", CGRect(x: 10, y: 10, width: 120, height: 60))
    for index in 0..<4 {
      let frame = CGRect(
        x: random.next(0...100), y: random.next(0...40), width: random.next(0...30), height: random.next(0...20))
      let button = scene.button("b\(index)", frame, in: bar)
      switch random.next(0...3) {
      case 0: break
      case 1: button.tw.touchAreaOutsets = .all(random.next(-4...16))
      case 2: button.tw.minimumTouchSize = CGSize(width: random.next(0...44), height: random.next(0...44))
      default:
        button.tw.touchAreaOutsets = UIEdgeInsets(
          top: random.next(0...12), left: random.next(0...12), bottom: random.next(0...12), right: random.next(0...12))
      }
      button.isEnabled = random.next(0...5) > 0
    }
    return scene
  }

  @Test func theRivalPrefilterNeverRulesOutAPointTheRivalClaims() {
    var random = SplitMix(state: 0x7A9_5EED)
    for layout in 0..<150 {
      let scene = randomBar(&random)
      guard let bar = scene.window.subviews.last else { return }
      for rival in bar.subviews {
        guard let state = TouchAreaState.of(rival), state.isActive, TouchAreaResolver.isEligible(rival) else {
          continue
        }
        for y in stride(from: CGFloat(0), through: 80, by: 2.5) {
          for x in stride(from: CGFloat(0), through: 140, by: 2.5) {
            let point = CGPoint(x: x, y: y)
            guard TouchAreaResolver.cannotClaim(rival, state: state, atSuperviewPoint: point) else { continue }
            guard !TouchAreaResolver.ownAreaTakes(rival, at: rival.convert(point, from: bar)) else {
              Issue.record("layout \(layout): the prefilter ruled out \(x),\(y), which \(rival) claims")
              return
            }
          }
        }
      }
    }
  }

  @Test func thePrefilterRulesOutPointsBeyondTheReach() {
    let scene = TouchAreaScene(width: 200, height: 120)
    let bar = scene.add(UIView(), "bar", CGRect(x: 10, y: 10, width: 120, height: 60))
    let close = scene.button("close", CGRect(x: 50, y: 20, width: 20, height: 20), in: bar)
    close.tw.touchAreaOutsets = .all(10)
    guard let state = TouchAreaState.of(close) else {
      Issue.record("no touch-area state")
      return
    }
    #expect(TouchAreaResolver.cannotClaim(close, state: state, atSuperviewPoint: CGPoint(x: 5, y: 5)))
    #expect(!TouchAreaResolver.cannotClaim(close, state: state, atSuperviewPoint: CGPoint(x: 45, y: 30)))
  }
}
