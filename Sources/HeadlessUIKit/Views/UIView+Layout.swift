import Foundation

/// The layout pass: which views are marked, and how ``UIView/layoutIfNeeded()`` skips subtrees where nothing is.
extension UIView {
  /// Records that this view's subtree has layout pending, up to the first ancestor that already knows.
  func markSubtreeNeedsLayout() {
    var view: UIView? = self
    while let current = view, !current.subtreeNeedsLayout {
      current.subtreeNeedsLayout = true
      view = current.superviewStorage
    }
  }

  /// The body of ``layoutIfNeeded()``.
  func layOutPendingSubtree() {
    guard subtreeNeedsLayout else { return }
    subtreeNeedsLayout = false
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    for subview in subviewStorage where subview.subtreeNeedsLayout { subview.layoutIfNeeded() }
  }
}
