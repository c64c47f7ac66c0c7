import Foundation

/// Selection, from code and by touch.
///
/// A touch selects in two steps, as Apple's Collection View Programming Guide describes ("Managing the Visual State
/// for Selections and Highlights"):
/// - Down (after the scroll view's delay): if ``UICollectionView/allowsSelection`` and `shouldHighlightItemAt`
///   agree, the item under the finger is highlighted and the delegate told `didHighlightItemAt`. If not, the touch
///   takes no part in selection at all.
/// - Lift on that item: `shouldSelectItemAt`; the highlight goes (`didUnhighlightItemAt`); on yes, without multiple
///   selection every other selected item is deselected (`didDeselectItemAt`), then the item is selected,
///   `didSelectItemAt`. With ``UICollectionView/allowsMultipleSelection``, lifting on a selected item deselects it
///   instead: `shouldDeselectItemAt`, `didUnhighlightItemAt`, then on yes `didDeselectItemAt`.
/// - Lift off the item, or a cancelled touch (a drag took it): the highlight goes, nothing is selected.
extension UICollectionView {
  /// Selects an item from code, or clears the selection for `nil`; no delegate calls, nothing while selection is
  /// not allowed.
  func selectFromCode(_ indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
    guard allowsSelection else { return }
    guard let indexPath else {
      for item in selectedItems { setItem(item, selected: false) }
      return
    }
    if !allowsMultipleSelection {
      for item in selectedItems where item != indexPath { setItem(item, selected: false) }
    }
    setItem(indexPath, selected: true)
    if !scrollPosition.isEmpty { scroll(toItem: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Records an item's selection and shows it on its cell, if visible.
  func setItem(_ indexPath: IndexPath, selected: Bool) {
    if selected {
      selectedItems.insert(indexPath)
    } else {
      selectedItems.remove(indexPath)
    }
    cellForItem(at: indexPath)?.isSelected = selected
  }

  /// Touch down: highlights the item under the first finger.
  func highlightItem(for touches: Set<UITouch>) {
    guard pendingSelection == nil, allowsSelection,
      let touch = touches.min(by: { $0.sequenceNumber < $1.sequenceNumber }),
      let indexPath = indexPathForItem(at: touch.location(in: self)),
      collectionDelegate(answering: DelegateSelector.shouldHighlightItem)?.collectionView(
        self, shouldHighlightItemAt: indexPath) ?? true
    else { return }
    pendingSelection = (touch, indexPath)
    cellForItem(at: indexPath)?.isHighlighted = true
    collectionDelegate(answering: DelegateSelector.didHighlightItem)?.collectionView(
      self, didHighlightItemAt: indexPath)
  }

  /// Lift: selects (or, with multiple selection, toggles) the highlighted item if the finger is still on it.
  func selectHighlightedItem(for touches: Set<UITouch>) {
    guard let (touch, indexPath) = pendingSelection, touches.contains(touch) else { return }
    pendingSelection = nil
    let frame = layoutAttributesForItem(at: indexPath)?.frame ?? .zero
    guard UIView.rect(frame, contains: touch.location(in: self)) else {
      unhighlight(indexPath)
      return
    }
    if allowsMultipleSelection && selectedItems.contains(indexPath) {
      let may =
        collectionDelegate(answering: DelegateSelector.shouldDeselectItem)?.collectionView(
          self, shouldDeselectItemAt: indexPath) ?? true
      unhighlight(indexPath)
      if may { deselectByUser(indexPath) }
      return
    }
    let may =
      collectionDelegate(answering: DelegateSelector.shouldSelectItem)?.collectionView(
        self, shouldSelectItemAt: indexPath) ?? true
    unhighlight(indexPath)
    guard may else { return }
    if !allowsMultipleSelection {
      for item in selectedItems.sorted() where item != indexPath { deselectByUser(item) }
    }
    setItem(indexPath, selected: true)
    collectionDelegate(answering: DelegateSelector.didSelectItem)?.collectionView(self, didSelectItemAt: indexPath)
  }

  /// Cancel: removes the highlight; nothing is selected.
  func cancelHighlight(for touches: Set<UITouch>) {
    guard let (touch, indexPath) = pendingSelection, touches.contains(touch) else { return }
    pendingSelection = nil
    unhighlight(indexPath)
  }

  private func unhighlight(_ indexPath: IndexPath) {
    cellForItem(at: indexPath)?.isHighlighted = false
    collectionDelegate(answering: DelegateSelector.didUnhighlightItem)?.collectionView(
      self, didUnhighlightItemAt: indexPath)
  }

  private func deselectByUser(_ indexPath: IndexPath) {
    setItem(indexPath, selected: false)
    collectionDelegate(answering: DelegateSelector.didDeselectItem)?.collectionView(
      self, didDeselectItemAt: indexPath)
  }
}
