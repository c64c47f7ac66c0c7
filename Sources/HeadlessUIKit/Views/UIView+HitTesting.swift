import Foundation

/// Hit testing's rules, as Apple documents them: which views it skips, the order it tries subviews in, and
/// `CGRectContainsPoint`'s edges.
extension UIView {
  /// Whether hit testing skips this view (and so its subviews) before asking ``point(inside:with:)``.
  var isSkippedByHitTesting: Bool {
    isHidden || !isUserInteractionEnabled || alpha < 0.01
  }

  func standardHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isSkippedByHitTesting, self.point(inside: point, with: event) else { return nil }
    for subview in subviewStorage.reversed() {
      // The one step from this view to its subview, as `subview.convert(point, from: self)` takes it, without
      // reading either view's weakly held superview to find that out.
      if let hit = subview.hitTest(subview.pointFromParent(point), with: event) { return hit }
    }
    return self
  }

  /// `CGRectContainsPoint`: the minimum edges are inside, the maximum edges are not.
  static func rect(_ rect: CGRect, contains point: CGPoint) -> Bool {
    let rect = rect.standardized
    return point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY && point.y < rect.maxY
  }
}
