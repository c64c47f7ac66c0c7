import Foundation

/// Selection, from code and by touch.
///
/// A touch selects in two steps, as UIKit's table view does from its touch methods:
/// - Down (after the scroll view's delay): if ``UITableView/allowsSelection`` and `shouldHighlightRowAt` agree, the
///   row under the finger is highlighted and the delegate told `didHighlightRowAt`.
/// - Lift on that row: `willSelectRowAt` names the row to select (or none); the highlight goes
///   (`didUnhighlightRowAt`); without multiple selection every other selected row is deselected
///   (`willDeselectRowAt`, then `didDeselectRowAt` for the row it names); the row is selected, `didSelectRowAt`.
///   With ``UITableView/allowsMultipleSelection``, lifting on a selected row deselects it instead
///   (`willDeselectRowAt`, `didUnhighlightRowAt`, `didDeselectRowAt`).
/// - Lift off the row, or a cancelled touch (a drag took it): the highlight goes, nothing is selected.
extension UITableView {
  /// Selects a row from code, or clears the selection for `nil`; no delegate calls.
  func selectFromCode(_ indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
    guard let indexPath else {
      for row in selectedRows { setRow(row, selected: false, animated: animated) }
      return
    }
    if !allowsMultipleSelection {
      for row in selectedRows where row != indexPath { setRow(row, selected: false, animated: animated) }
    }
    setRow(indexPath, selected: true, animated: animated)
    if scrollPosition != .none { scroll(toRow: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Records a row's selection and shows it on its cell, if visible.
  func setRow(_ indexPath: IndexPath, selected: Bool, animated: Bool) {
    if selected {
      selectedRows.insert(indexPath)
    } else {
      selectedRows.remove(indexPath)
    }
    cellForRow(at: indexPath)?.setSelected(selected, animated: animated)
  }

  /// The first touch of a set, in the order fingers went down.
  private func firstTouch(of touches: Set<UITouch>) -> UITouch? {
    touches.min { $0.sequenceNumber < $1.sequenceNumber }
  }

  /// Touch down: highlights the row under the finger.
  func highlightRow(for touches: Set<UITouch>) {
    guard pendingSelection == nil, allowsSelection, let touch = firstTouch(of: touches),
      let indexPath = indexPathForRow(at: touch.location(in: self)),
      tableDelegate(answering: DelegateSelector.shouldHighlightRow)?.tableView(self, shouldHighlightRowAt: indexPath)
        ?? true
    else { return }
    pendingSelection = (touch, indexPath)
    cellForRow(at: indexPath)?.setHighlighted(true, animated: false)
    tableDelegate(answering: DelegateSelector.didHighlightRow)?.tableView(self, didHighlightRowAt: indexPath)
  }

  /// Lift: selects (or, with multiple selection, toggles) the highlighted row if the finger is still on it.
  func selectHighlightedRow(for touches: Set<UITouch>) {
    guard let (touch, indexPath) = pendingSelection, touches.contains(touch) else { return }
    pendingSelection = nil
    let rowRect = tableLayout.contains(indexPath) ? rectForRow(at: indexPath) : .zero
    guard UIView.rect(rowRect, contains: touch.location(in: self)) else {
      unhighlight(indexPath)
      return
    }
    let willDeselect = tableDelegate(answering: DelegateSelector.willDeselectRow)
    if allowsMultipleSelection && selectedRows.contains(indexPath) {
      let target: IndexPath? = willDeselect.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
      unhighlight(indexPath)
      if let target { deselectByUser(target) }
      return
    }
    let willSelect = tableDelegate(answering: DelegateSelector.willSelectRow)
    let target: IndexPath? = willSelect.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
    unhighlight(indexPath)
    guard let target else { return }
    if !allowsMultipleSelection {
      for row in selectedRows.sorted() where row != target {
        let deselected: IndexPath? = willDeselect.map { $0.tableView(self, willDeselectRowAt: row) } ?? row
        if let deselected { deselectByUser(deselected) }
      }
    }
    setRow(target, selected: true, animated: false)
    tableDelegate(answering: DelegateSelector.didSelectRow)?.tableView(self, didSelectRowAt: target)
  }

  /// Cancel: removes the highlight; nothing is selected.
  func cancelHighlight(for touches: Set<UITouch>) {
    guard let (touch, indexPath) = pendingSelection, touches.contains(touch) else { return }
    pendingSelection = nil
    unhighlight(indexPath)
  }

  private func unhighlight(_ indexPath: IndexPath) {
    cellForRow(at: indexPath)?.setHighlighted(false, animated: false)
    tableDelegate(answering: DelegateSelector.didUnhighlightRow)?.tableView(self, didUnhighlightRowAt: indexPath)
  }

  private func deselectByUser(_ indexPath: IndexPath) {
    setRow(indexPath, selected: false, animated: false)
    tableDelegate(answering: DelegateSelector.didDeselectRow)?.tableView(self, didDeselectRowAt: indexPath)
  }
}
