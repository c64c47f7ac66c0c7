import Foundation
import HeadlessUIKit
import Testing

/// `UIView.hitTest(_:with:)` and `point(inside:with:)`, rule by rule, as Apple documents them.
@MainActor
@Suite struct HitTestingTests {
  /// A 100×100 root with a 50×50 child at (10, 10).
  private func rootAndChild() -> (root: UIView, child: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    root.addSubview(child)
    return (root, child)
  }

  @Test func farthestDescendantContainingPointIsHit() {
    let (root, child) = rootAndChild()
    let grandchild = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    child.addSubview(grandchild)
    #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === grandchild)
    #expect(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === child)
    #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === root)
  }

  @Test func pointOutsideTheReceiverHitsNothing() {
    let (root, _) = rootAndChild()
    #expect(root.hitTest(CGPoint(x: 150, y: 50), with: nil) == nil)
    #expect(root.hitTest(CGPoint(x: -1, y: 50), with: nil) == nil)
  }

  @Test func hiddenViewIsSkippedByHitTest() {
    let (root, child) = rootAndChild()
    let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    child.addSubview(grandchild)
    child.isHidden = true
    #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === root)
    #expect(child.hitTest(CGPoint(x: 10, y: 10), with: nil) == nil)
  }

  @Test func disabledUserInteractionSkipsTheWholeBranch() {
    let (root, child) = rootAndChild()
    let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    child.addSubview(grandchild)
    child.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === root)
    #expect(grandchild.isUserInteractionEnabled)
  }

  @Test func alphaBelowOnePercentIsSkipped() {
    let (root, child) = rootAndChild()
    child.alpha = 0.009
    #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === root)
    child.alpha = 0
    #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === root)
  }

  @Test func alphaOfExactlyOnePercentIsHit() {
    let (root, child) = rootAndChild()
    child.alpha = 0.01
    #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === child)
  }

  @Test(arguments: [false, true])
  func pointInsideGatesDescentEvenWithoutClipping(clipsToBounds: Bool) {
    let (root, child) = rootAndChild()
    child.clipsToBounds = clipsToBounds
    // Sticks out of `child` (50×50) to the right: child-space x 40..80, root-space x 50..90.
    let overhang = UIView(frame: CGRect(x: 40, y: 0, width: 40, height: 20))
    child.addSubview(overhang)
    #expect(root.hitTest(CGPoint(x: 55, y: 15), with: nil) === overhang)
    #expect(root.hitTest(CGPoint(x: 75, y: 15), with: nil) === root)
  }

  @Test func frontmostSubviewWinsOverlap() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    let front = UIView(frame: CGRect(x: 40, y: 40, width: 60, height: 60))
    root.addSubview(back)
    root.addSubview(front)
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === front)
    root.bringSubviewToFront(back)
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
  }

  @Test func earlierSiblingIsHitWhereFrontmostMisses() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    let front = UIView(frame: CGRect(x: 40, y: 40, width: 60, height: 60))
    root.addSubview(back)
    root.addSubview(front)
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
  }

  @Test func subviewReceivesThePointInItsOwnCoordinates() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let probe = PointRecordingView(frame: CGRect(x: 30, y: 20, width: 50, height: 50))
    root.addSubview(probe)
    _ = root.hitTest(CGPoint(x: 35, y: 27), with: nil)
    #expect(probe.pointsSeen == [CGPoint(x: 5, y: 7)])
  }

  @Test func overriddenPointInsideEnlargesHitArea() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let small = GenerousView(frame: CGRect(x: 40, y: 40, width: 10, height: 10))
    small.margin = 15
    root.addSubview(small)
    #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === small)
    #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === root)
  }

  @Test func overriddenPointInsideCanShrinkHitArea() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = GenerousView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    view.margin = -20
    root.addSubview(view)
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === view)
  }

  @Test func overriddenHitTestIsHonoured() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let behind = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let overlay = PassThroughView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let button = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    overlay.addSubview(button)
    root.addSubview(behind)
    root.addSubview(overlay)
    #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === button)
    #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === behind)
  }

  @Test func minEdgesAreInsideBounds() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
    #expect(view.point(inside: CGPoint(x: 0, y: 49.5), with: nil))
    #expect(view.point(inside: CGPoint(x: 99.5, y: 0), with: nil))
  }

  @Test func maxEdgeIsOutsideBounds() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(!view.point(inside: CGPoint(x: 100, y: 10), with: nil))
    #expect(!view.point(inside: CGPoint(x: 10, y: 50), with: nil))
    #expect(!view.point(inside: CGPoint(x: 100, y: 50), with: nil))
    #expect(view.hitTest(CGPoint(x: 100, y: 10), with: nil) == nil)
  }

  @Test func scrolledBoundsOriginMapsHitPoints() {
    // A "scroll view" 100 points tall, scrolled down by 200: content at y 250 is on screen at y 50.
    let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroller.bounds.origin = CGPoint(x: 0, y: 200)
    let row = UIView(frame: CGRect(x: 0, y: 240, width: 100, height: 20))
    let offscreenRow = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    scroller.addSubview(row)
    scroller.addSubview(offscreenRow)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 400))
    root.addSubview(scroller)
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === row)
    #expect(root.hitTest(CGPoint(x: 50, y: 10), with: nil) === scroller)
    // Points handed to the scroller itself are in its bounds coordinates.
    #expect(scroller.point(inside: CGPoint(x: 50, y: 250), with: nil))
    #expect(!scroller.point(inside: CGPoint(x: 50, y: 50), with: nil))
  }

  @Test func hiddenWindowHitsNothing() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(child)
    #expect(window.isHidden)
    #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) == nil)
    window.isHidden = false
    #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === child)
  }
}

/// Records the points its hit test receives.
@MainActor
private final class PointRecordingView: UIView {
  var pointsSeen: [CGPoint] = []

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    pointsSeen.append(point)
    return super.hitTest(point, with: event)
  }
}

/// Counts points within `margin` of its bounds as inside (a negative margin shrinks the area).
@MainActor
private final class GenerousView: UIView {
  var margin: CGFloat = 0

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -margin, dy: -margin).contains(point)
  }
}

/// Lets touches through to whatever is behind it, except where a subview is hit.
@MainActor
private final class PassThroughView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}
