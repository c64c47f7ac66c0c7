extension TouchTargetAudit {
  /// Whether the audit checks a view, eligibility aside: a control, a view a tap gesture recognizer makes tappable,
  /// a view whose touch-area settings change where it answers touches, or a cell a tap selects.
  /// - Parameters:
  ///   - view: Any view.
  /// - Returns: Whether the view is a touch target.
  static func isTarget(_ view: UIView) -> Bool {
    view is UIControl || TouchAreaState.of(view)?.changesArea == true || isTappable(view) || isSelectableCell(view)
  }

  /// Whether an enabled tap gesture recognizer is attached to a view.
  ///
  /// A disabled tap recognizer takes no touches, as in UIKit. Other recognizers (pans, long presses, pinches)
  /// don't make a view a target: a finger finds them by dragging or holding anywhere on the view, not by aiming a
  /// tap.
  /// - Parameters:
  ///   - view: Any view.
  /// - Returns: Whether the view has an enabled `UITapGestureRecognizer`.
  package static func isTappable(_ view: UIView) -> Bool {
    view.gestureRecognizers?.contains { $0 is UITapGestureRecognizer && $0.isEnabled } == true
  }

  /// Whether a view is a table or collection view cell that a tap selects: one shown by a table or collection view
  /// (its nearest enclosing one) whose `allowsSelection` is on.
  ///
  /// Such a cell is a target as large as itself, as the storyboard audit counts a selectable cell: the table or
  /// collection view selects the item whose cell a finger lifts on, so a finger aims at the cell. Its content is
  /// audited inside it, so a small button in a cell is `tooSmall`, and never `overlapping` its own cell (a target's
  /// descendants are left out of its overlaps).
  /// - Parameters:
  ///   - view: Any view.
  /// - Returns: Whether the view is a cell of a table or collection view that allows selection.
  package static func isSelectableCell(_ view: UIView) -> Bool {
    if view is UICollectionViewCell {
      return enclosing(UICollectionView.self, of: view)?.allowsSelection == true
    }
    if view is UITableViewCell {
      return enclosing(UITableView.self, of: view)?.allowsSelection == true
    }
    return false
  }

  /// The nearest ancestor of a view of a type.
  private static func enclosing<List: UIView>(_ type: List.Type, of view: UIView) -> List? {
    var ancestor = view.superview
    while let current = ancestor {
      if let list = current as? List { return list }
      ancestor = current.superview
    }
    return nil
  }
}
