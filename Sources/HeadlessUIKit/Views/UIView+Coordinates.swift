import Foundation

/// Coordinate conversion in steps between a view and its superview, up to the root of its tree (a window, or the
/// screen above it).
extension UIView {
  var rootView: UIView {
    var view = self
    while let superview = view.superviewStorage { view = superview }
    return view
  }

  /// One step up: from this view's coordinates to its superview's (or, for a root, the screen's).
  func pointInParent(_ point: CGPoint) -> CGPoint {
    CGPoint(x: point.x - boundsStorage.minX + frameOrigin.x, y: point.y - boundsStorage.minY + frameOrigin.y)
  }

  func pointFromParent(_ point: CGPoint) -> CGPoint {
    CGPoint(x: point.x - frameOrigin.x + boundsStorage.minX, y: point.y - frameOrigin.y + boundsStorage.minY)
  }

  func pointInRoot(_ point: CGPoint) -> CGPoint {
    var point = point
    var view = self
    while let superview = view.superviewStorage {
      point = view.pointInParent(point)
      view = superview
    }
    return point
  }

  func pointFromRoot(_ point: CGPoint) -> CGPoint {
    guard let superview = superviewStorage else { return point }
    return pointFromParent(superview.pointFromRoot(point))
  }

  func pointOnScreen(_ point: CGPoint) -> CGPoint {
    rootView.pointInParent(pointInRoot(point))
  }

  func pointFromScreen(_ point: CGPoint) -> CGPoint {
    pointFromRoot(rootView.pointFromParent(point))
  }
}
