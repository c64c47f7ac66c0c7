import Foundation
import HeadlessUIKit
import Testing

/// `convert(_:to:)` and `convert(_:from:)` for points and rectangles.
///
/// The hierarchy used by most tests, in a window at screen (0, 0):
///
///     window 320×480
///     ├── left   frame (10, 20, 100, 100)
///     │   └── leftChild  frame (5, 5, 50, 50)
///     └── right  frame (150, 20, 100, 100), bounds origin (0, 30): content scrolled up by 30
///         └── rightChild frame (10, 40, 50, 50)
@MainActor
@Suite struct CoordinateConversionTests {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let left = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
  let leftChild = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
  let right = UIView(frame: CGRect(x: 150, y: 20, width: 100, height: 100))
  let rightChild = UIView(frame: CGRect(x: 10, y: 40, width: 50, height: 50))

  init() {
    right.bounds.origin = CGPoint(x: 0, y: 30)
    window.addSubview(left)
    left.addSubview(leftChild)
    window.addSubview(right)
    right.addSubview(rightChild)
  }

  @Test func pointConvertsBetweenSiblings() {
    // left (0, 0) is window (10, 20); in right that is (10 - 150, 20 - 20 + 30).
    #expect(left.convert(CGPoint(x: 0, y: 0), to: right) == CGPoint(x: -140, y: 30))
    #expect(right.convert(CGPoint(x: -140, y: 30), to: left) == CGPoint(x: 0, y: 0))
  }

  @Test func pointConvertsBetweenCousins() {
    // leftChild (1, 2) → window (16, 27) → right (-134, 37) → rightChild (-144, -3).
    #expect(leftChild.convert(CGPoint(x: 1, y: 2), to: rightChild) == CGPoint(x: -144, y: -3))
    #expect(rightChild.convert(CGPoint(x: -144, y: -3), to: leftChild) == CGPoint(x: 1, y: 2))
  }

  @Test func pointConvertsFromAncestorToDescendant() {
    #expect(window.convert(CGPoint(x: 16, y: 27), to: leftChild) == CGPoint(x: 1, y: 2))
    #expect(leftChild.convert(CGPoint(x: 16, y: 27), from: window) == CGPoint(x: 1, y: 2))
  }

  @Test func pointConvertsFromDescendantToAncestor() {
    #expect(leftChild.convert(CGPoint(x: 1, y: 2), to: window) == CGPoint(x: 16, y: 27))
    #expect(window.convert(CGPoint(x: 1, y: 2), from: leftChild) == CGPoint(x: 16, y: 27))
    #expect(leftChild.convert(CGPoint(x: 1, y: 2), to: left) == CGPoint(x: 6, y: 7))
  }

  @Test func boundsOriginShiftsTheCoordinatesOfSubviews() {
    // rightChild's origin sits at right-bounds (10, 40): right's visible top is content y 30.
    #expect(rightChild.convert(CGPoint.zero, to: right) == CGPoint(x: 10, y: 40))
    #expect(rightChild.convert(CGPoint.zero, to: window) == CGPoint(x: 160, y: 30))
    #expect(right.convert(CGPoint.zero, to: window) == CGPoint(x: 150, y: -10))
  }

  @Test func pointConvertsToAViewItself() {
    #expect(right.convert(CGPoint(x: 3, y: 4), to: right) == CGPoint(x: 3, y: 4))
  }

  @Test func rectConvertsItsOriginAndKeepsItsSize() {
    let rect = CGRect(x: 1, y: 2, width: 30, height: 40)
    #expect(leftChild.convert(rect, to: rightChild) == CGRect(x: -144, y: -3, width: 30, height: 40))
    #expect(rightChild.convert(rect, from: leftChild) == CGRect(x: -144, y: -3, width: 30, height: 40))
    #expect(leftChild.convert(rect, to: nil) == CGRect(x: 16, y: 27, width: 30, height: 40))
  }

  @Test func convertingToNilGivesWindowCoordinates() {
    #expect(leftChild.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 16, y: 27))
    #expect(rightChild.convert(CGPoint.zero, to: nil) == CGPoint(x: 160, y: 30))
  }

  @Test func convertingFromNilReadsWindowCoordinates() {
    #expect(leftChild.convert(CGPoint(x: 16, y: 27), from: nil) == CGPoint(x: 1, y: 2))
    #expect(
      rightChild.convert(CGRect(x: 160, y: 30, width: 5, height: 5), from: nil)
        == CGRect(x: 0, y: 0, width: 5, height: 5))
  }

  @Test func windowCoordinatesIgnoreTheWindowsPlaceOnScreen() {
    window.frame.origin = CGPoint(x: 500, y: 600)
    #expect(leftChild.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 16, y: 27))
    #expect(leftChild.convert(CGPoint(x: 1, y: 2), to: window) == CGPoint(x: 16, y: 27))
  }

  @Test func pointConvertsBetweenWindowsThroughScreenCoordinates() {
    let other = UIWindow(frame: CGRect(x: 100, y: 200, width: 320, height: 480))
    let otherChild = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    other.addSubview(otherChild)
    // leftChild (1, 2) is window (16, 27), screen (16, 27); other's window (-84, -173); otherChild (-94, -183).
    #expect(leftChild.convert(CGPoint(x: 1, y: 2), to: otherChild) == CGPoint(x: -94, y: -183))
    #expect(otherChild.convert(CGPoint(x: -94, y: -183), to: leftChild) == CGPoint(x: 1, y: 2))
    #expect(otherChild.convert(CGPoint(x: 1, y: 2), from: leftChild) == CGPoint(x: -94, y: -183))
  }

  @Test func rectConvertsBetweenWindowsThroughScreenCoordinates() {
    let other = UIWindow(frame: CGRect(x: 100, y: 200, width: 320, height: 480))
    other.bounds.origin = CGPoint(x: 0, y: 50)
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(left.convert(rect, to: other) == CGRect(x: -90, y: -130, width: 10, height: 10))
    #expect(other.convert(CGRect(x: -90, y: -130, width: 10, height: 10), to: left) == rect)
  }

  /// Documented choice: outside any window, `nil` means the coordinates of the view's root (its topmost
  /// superview), which is what a window would be if the tree were installed in one.
  @Test func viewOutsideAnyWindowConvertsToNilInItsRootsCoordinates() {
    let root = UIView(frame: CGRect(x: 300, y: 300, width: 200, height: 200))
    let child = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
    root.addSubview(child)
    #expect(child.window == nil)
    #expect(child.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 11, y: 21))
    #expect(child.convert(CGPoint(x: 11, y: 21), from: nil) == CGPoint(x: 1, y: 1))
    #expect(root.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 1, y: 1))
  }

  /// Documented choice: two unrelated trees convert through their roots' frames, as two windows do.
  @Test func unrelatedTreesConvertThroughTheirRootsFrames() {
    let rootA = UIView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
    let rootB = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
    #expect(rootA.convert(CGPoint(x: 1, y: 1), to: rootB) == CGPoint(x: 101, y: -99))
  }

  @Test func convertToAndFromAreInverses() {
    let views = [window, left, leftChild, right, rightChild]
    let point = CGPoint(x: 12.5, y: -7.25)
    for source in views {
      for destination in views {
        let there = source.convert(point, to: destination)
        #expect(destination.convert(there, to: source) == point)
        #expect(destination.convert(point, from: source) == there)
      }
    }
  }
}
