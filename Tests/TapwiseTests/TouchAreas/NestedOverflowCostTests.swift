import Testing

@testable import Tapwise

/// Hit testing through nested opted-in containers stays polynomial: each container asks its subviews'
/// `point(inside:with:)` instead of running a full hit test of its subtree, which hit testing then repeats.
@MainActor
@Suite(.serialized) struct NestedOverflowCostTests {
  /// A container that counts how often it is asked `point(inside:with:)`.
  final class CountingContainer: TouchAreaView {
    static var calls = 0

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      Self.calls += 1
      return super.point(inside: point, with: event)
    }
  }

  /// `depth` opted-in 40×40 containers, each 30 pt down and right of its parent, and a 30×30 pin inside the
  /// innermost one at the same offset: the pin's centre lies outside every container.
  /// - Returns: The scene and the window point of the pin's centre.
  func chain(depth: Int) -> (TouchAreaScene, CGPoint) {
    precondition(depth >= 2)
    let scene = TouchAreaScene(width: 2000, height: 2000)
    var parent: UIView = scene.add(CountingContainer(), "c1", CGRect(x: 100, y: 100, width: 40, height: 40))
    parent.tw.receivesTouchesOutsideBounds = true
    for level in 2...depth {
      let container = scene.add(
        CountingContainer(), "c\(level)", CGRect(x: 30, y: 30, width: 40, height: 40), to: parent)
      container.tw.receivesTouchesOutsideBounds = true
      parent = container
    }
    scene.button("pin", CGRect(x: 30, y: 30, width: 30, height: 30), in: parent)
    let centre = 115 + 30 * CGFloat(depth)
    return (scene, CGPoint(x: centre, y: centre))
  }

  /// The `point(inside:with:)` calls on the containers for one window hit test at the pin's centre.
  func calls(depth: Int) -> Int {
    let (scene, point) = chain(depth: depth)
    CountingContainer.calls = 0
    let hit = scene.window.hitTest(point, with: nil)
    #expect(hit?.accessibilityIdentifier == "pin", "depth \(depth)")
    return CountingContainer.calls
  }

  @Test func pointInsideCallsGrowAtMostQuadraticallyWithNestingDepth() {
    let counts = (2...10).map { calls(depth: $0) }
    let quadratic = (2...10).map { depth in counts[0] * depth * depth / 4 }
    for (depth, (count, bound)) in zip(2...10, zip(counts, quadratic)) {
      #expect(count <= bound, "depth \(depth): \(count) calls, quadratic bound \(bound); all: \(counts)")
    }
  }

  @Test func aThirtyLevelChainIsHitTestedQuickly() {
    let (scene, point) = chain(depth: 30)
    let elapsed = ContinuousClock().measure {
      #expect(scene.hit(point.x, point.y).hasSuffix("/pin"))
    }
    #expect(elapsed < .seconds(1), "\(elapsed)")
  }
}
