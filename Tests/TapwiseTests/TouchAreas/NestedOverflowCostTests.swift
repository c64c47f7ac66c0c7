import Testing

@testable import Tapwise
import TapwiseTestSupport

/// Hit testing through nested opted-in containers stays polynomial: a container answering for a point outside
/// its area walks the hit-test path of its subtree once, instead of hit-testing the subtree (which hit testing
/// then repeats: T(d) = 2·T(d−1)). The call counts catch that, at depths up to 30, without timing anything.
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

  @Test func aThirtyLevelChainCostsAtMostQuadraticallyManyCalls() {
    let base = calls(depth: 2)
    #expect(base > 0)
    let count = calls(depth: 30)
    #expect(count <= base * 30 * 30 / 4, "depth 30: \(count) calls; depth 2: \(base)")
  }

  /// Like ``chain(depth:)``, but the pin has 10 pt outsets and the touch lands 5 pt right of and below it, and
  /// every level has a rival button beside the container, 9 pt from the touch with 20 pt outsets: each level's
  /// overflow claim (7.07 pt) has to be weighed against a sibling's on the way down.
  func chainWithRivals(depth: Int) -> (TouchAreaScene, CGPoint) {
    let scene = TouchAreaScene(width: 2000, height: 2000)
    let touch = 135 + 30 * CGFloat(depth)
    var parent: UIView = scene.window
    var parentOrigin: CGFloat = 0
    for level in 1...depth {
      let rival = scene.button(
        "r\(level)", CGRect(x: touch + 9 - parentOrigin, y: touch - 5 - parentOrigin, width: 10, height: 10),
        in: parent)
      rival.tw.touchAreaOutsets = .all(20)
      let origin: CGFloat = level == 1 ? 100 : 30
      let container = scene.add(
        CountingContainer(), "c\(level)", CGRect(x: origin, y: origin, width: 40, height: 40), to: parent)
      container.tw.receivesTouchesOutsideBounds = true
      parent = container
      parentOrigin += origin
    }
    scene.button("pin", CGRect(x: 30, y: 30, width: 30, height: 30), in: parent).tw.touchAreaOutsets = .all(10)
    return (scene, CGPoint(x: touch, y: touch))
  }

  /// The `point(inside:with:)` calls on the containers for one window hit test in ``chainWithRivals(depth:)``.
  func callsWithRivals(depth: Int) -> Int {
    let (scene, point) = chainWithRivals(depth: depth)
    CountingContainer.calls = 0
    #expect(scene.hit(point.x, point.y).hasSuffix("/c\(depth)/pin"), "depth \(depth)")
    return CountingContainer.calls
  }

  @Test func overflowClaimsWeighedAgainstRivalsAtEveryLevelCostAtMostQuadraticallyManyCalls() {
    let base = callsWithRivals(depth: 2)
    #expect(base > 0)
    let count = callsWithRivals(depth: 30)
    #expect(count <= base * 30 * 30 / 4, "depth 30: \(count) calls; depth 2: \(base)")
  }

  /// An overlay that lets touches through, and counts how often it is hit-tested.
  final class CountingPassThrough: UIView {
    static var calls = 0

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      Self.calls += 1
      let hit = super.hitTest(point, with: event)
      return hit === self ? nil : hit
    }
  }

  /// Like ``chain(depth:)``, but the innermost container holds a 30×30 pass-through overlay where the pin was, with
  /// a 10×10 handle in its middle, and a button behind the whole chain lies under the overlay.
  /// - Parameters:
  ///   - depth: How many containers.
  ///   - container: Makes each container: a plain `UIView`, or a ``CountingContainer``.
  /// - Returns: The `hitTest` calls on the overlay for one window hit test on the handle.
  func overlayCalls(depth: Int, container: () -> UIView) -> Int {
    let scene = TouchAreaScene(width: 2000, height: 2000)
    let corner = 100 + 30 * CGFloat(depth)
    scene.button("behind", CGRect(x: corner, y: corner, width: 30, height: 30))
    var parent: UIView = scene.window
    var path = ""
    for level in 1...depth {
      let origin: CGFloat = level == 1 ? 100 : 30
      let container = scene.add(
        container(), "c\(level)", CGRect(x: origin, y: origin, width: 40, height: 40), to: parent)
      container.tw.receivesTouchesOutsideBounds = true
      parent = container
      path += "c\(level)/"
    }
    let overlay = scene.add(CountingPassThrough(), "glass", CGRect(x: 30, y: 30, width: 30, height: 30), to: parent)
    scene.button("handle", CGRect(x: 10, y: 10, width: 10, height: 10), in: overlay)
    #expect(scene.hit(corner + 25, corner + 25) == "behind", "depth \(depth): the overlay lets it through")
    CountingPassThrough.calls = 0
    #expect(scene.hit(corner + 15, corner + 15) == path + "glass/handle", "depth \(depth)")
    return CountingPassThrough.calls
  }

  @Test(arguments: [false, true])
  func aPassThroughOverlayAtTheEndOfAThirtyLevelChainLetsTheTouchThroughAtQuadraticCost(counting: Bool) {
    let container: () -> UIView = { counting ? CountingContainer() : UIView() }
    let base = overlayCalls(depth: 2, container: container)
    #expect(base > 0)
    let count = overlayCalls(depth: 30, container: container)
    #expect(count <= base * 30 * 30 / 4, "depth 30: \(count) overlay hit tests; depth 2: \(base)")
  }
}
