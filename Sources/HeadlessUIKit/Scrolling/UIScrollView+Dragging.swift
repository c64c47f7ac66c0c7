import Foundation

/// Carrying out what the drag's state machine decides: the delegate's dragging calls and the clamped scrolling.
extension UIScrollView {
  /// Carries out a ``ScrollDragTracker``'s effects, in order.
  func carryOut(_ effects: [ScrollDragTracker.Effect]) {
    for effect in effects {
      switch effect {
      case .beginDragging:
        delegate(answering: DelegateSelector.scrollViewWillBeginDragging)?.scrollViewWillBeginDragging(self)
      case .scroll(let dx, let dy): scrollByDragging(dx: dx, dy: dy)
      case .endDragging:
        delegate(answering: DelegateSelector.scrollViewDidEndDragging)?.scrollViewDidEndDragging(
          self, willDecelerate: false)
      }
    }
  }

  /// Moves the content offset by a finger's movement, clamped to the content and its insets.
  private func scrollByDragging(dx: CGFloat, dy: CGFloat) {
    let size = bounds.size
    func clamp(_ value: CGFloat, lower: CGFloat, content: CGFloat, upperInset: CGFloat, visible: CGFloat) -> CGFloat {
      let upper = max(lower, content + upperInset - visible)
      return min(max(value, lower), upper)
    }
    let x = clamp(
      contentOffset.x + dx, lower: -contentInset.left, content: contentSize.width, upperInset: contentInset.right,
      visible: size.width)
    let y = clamp(
      contentOffset.y + dy, lower: -contentInset.top, content: contentSize.height, upperInset: contentInset.bottom,
      visible: size.height)
    contentOffset = CGPoint(x: x, y: y)
  }
}
