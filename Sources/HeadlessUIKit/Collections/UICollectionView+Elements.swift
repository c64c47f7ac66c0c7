import Foundation

/// Loading the data, preparing the layout, and keeping one view per visible element.
///
/// The data (the number of sections, then of items in each) is asked for lazily: at the next layout or query after
/// the collection view is created, gets a new data source, or reloads. The layout is prepared after the data, when
/// it was invalidated or the bounds size changed and it asks to be (`shouldInvalidateLayout(forBoundsChange:)`).
extension UICollectionView {
  /// The delegate, as a collection view delegate, if it said when it was set that it implements a method.
  /// - Parameters:
  ///   - selector: The method.
  func collectionDelegate(answering selector: Selector) -> (any UICollectionViewDelegate)? {
    delegate(answering: selector) as? any UICollectionViewDelegate
  }

  /// The delegate, as a flow layout delegate, if it is one and said when it was set that it implements a method.
  /// - Parameters:
  ///   - selector: The method.
  func flowLayoutDelegate(_ selector: Selector) -> (any UICollectionViewDelegateFlowLayout)? {
    delegate(answering: selector) as? any UICollectionViewDelegateFlowLayout
  }

  /// The data source, if it said when it was set that it implements an optional method.
  /// - Parameters:
  ///   - selector: The method.
  func dataSource(answering selector: Selector) -> (any UICollectionViewDataSource)? {
    dataSourceResponds.responds(to: selector) ? dataSource : nil
  }

  /// Asks for the data, and lays out again, at the next layout or query.
  func invalidateData() {
    needsDataReload = true
    collectionViewLayout.invalidateLayout()
    setNeedsLayout()
  }

  /// Asks the data source for the sections and items, if the data changed since it last asked: the number of
  /// sections first, then each section's number of items.
  func loadDataIfNeeded() {
    guard needsDataReload else { return }
    needsDataReload = false
    guard let source = dataSource else {
      itemCounts = []
      return
    }
    let sections = dataSource(answering: DelegateSelector.numberOfSectionsInCollection)?.numberOfSections(in: self) ?? 1
    itemCounts = (0..<max(0, sections)).map { max(0, source.collectionView(self, numberOfItemsInSection: $0)) }
  }

  /// Loads the data, and prepares the layout if it was invalidated or asks to be for a new bounds size.
  func prepareLayoutIfNeeded() {
    loadDataIfNeeded()
    if laidOutSize != bounds.size {
      if laidOutSize == nil || collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
        collectionViewLayout.needsPreparation = true
      }
      laidOutSize = bounds.size
    }
    collectionViewLayout.prepareIfNeeded()
  }

  /// Makes the visible views match the elements in view: retires those whose elements left, places the others,
  /// and asks the data source for the elements that came into view, in the layout's order, telling the delegate
  /// `willDisplay` for each.
  func layOutVisibleElements() {
    prepareLayoutIfNeeded()
    contentSize = collectionViewLayout.collectionViewContentSize
    let elements = (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []).filter { !$0.isHidden }
    let cells = Set(elements.filter { $0.representedElementCategory == .cell }.map(\.indexPath))
    let supplementaries = Set(
      elements.compactMap { element in
        element.representedElementKind.map { SupplementaryKey(kind: $0, indexPath: element.indexPath) }
      })
    for (indexPath, cell) in visibleCellsByItem where !cells.contains(indexPath) {
      retire(cell, at: indexPath)
    }
    for (key, view) in visibleSupplementaries where !supplementaries.contains(key) {
      retire(view, at: key)
    }
    guard let source = dataSource else { return }
    for element in elements {
      switch element.representedElementCategory {
      case .cell: show(cellFor: element, from: source)
      case .supplementaryView: show(supplementaryFor: element)
      case .decorationView: continue
      }
    }
  }

  private func place(_ view: UICollectionReusableView, with attributes: UICollectionViewLayoutAttributes) {
    view.apply(attributes)
    view.frame = attributes.frame
    view.alpha = attributes.alpha
  }

  private func show(cellFor element: UICollectionViewLayoutAttributes, from source: any UICollectionViewDataSource) {
    let indexPath = element.indexPath
    if let cell = visibleCellsByItem[indexPath] {
      place(cell, with: element)
      return
    }
    let cell = source.collectionView(self, cellForItemAt: indexPath)
    place(cell, with: element)
    cell.isSelected = selectedItems.contains(indexPath)
    visibleCellsByItem[indexPath] = cell
    addSubview(cell)
    collectionDelegate(answering: DelegateSelector.willDisplayItemCell)?.collectionView(
      self, willDisplay: cell, forItemAt: indexPath)
  }

  private func show(supplementaryFor element: UICollectionViewLayoutAttributes) {
    guard let kind = element.representedElementKind else { return }
    let key = SupplementaryKey(kind: kind, indexPath: element.indexPath)
    if let view = visibleSupplementaries[key] {
      place(view, with: element)
      return
    }
    guard let source = dataSource(answering: DelegateSelector.viewForSupplementaryElement) else { return }
    let view = source.collectionView(self, viewForSupplementaryElementOfKind: kind, at: element.indexPath)
    place(view, with: element)
    visibleSupplementaries[key] = view
    addSubview(view)
    collectionDelegate(answering: DelegateSelector.willDisplaySupplementaryView)?.collectionView(
      self, willDisplaySupplementaryView: view, forElementKind: kind, at: element.indexPath)
  }

  /// Takes a cell off screen, without its highlight, tells the delegate `didEndDisplaying`, and queues it for reuse.
  func retire(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
    visibleCellsByItem[indexPath] = nil
    if cell.isHighlighted { cell.isHighlighted = false }
    cell.removeFromSuperview()
    collectionDelegate(answering: DelegateSelector.didEndDisplayingItemCell)?.collectionView(
      self, didEndDisplaying: cell, forItemAt: indexPath)
    cellPool.enqueue(cell)
  }

  /// Takes a supplementary view off screen, tells the delegate, and queues it for reuse.
  func retire(_ view: UICollectionReusableView, at key: SupplementaryKey) {
    visibleSupplementaries[key] = nil
    view.removeFromSuperview()
    collectionDelegate(answering: DelegateSelector.didEndDisplayingSupplementaryView)?.collectionView(
      self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
    supplementaryPools[key.kind]?.enqueue(view)
  }

  /// Retires every view on screen, cells in item order first.
  func retireAllVisibleViews() {
    for (indexPath, cell) in visibleCellsByItem.sorted(by: { $0.key < $1.key }) { retire(cell, at: indexPath) }
    for (key, view) in visibleSupplementaries.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
      retire(view, at: key)
    }
  }

  /// Scrolls an item to a position, clamped to the scrollable range; on an axis with no position, it doesn't move.
  func scroll(toItem indexPath: IndexPath, at position: UICollectionView.ScrollPosition, animated: Bool) {
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
    var offset = contentOffset
    if position.contains(.top) {
      offset.y = frame.minY
    } else if position.contains(.centeredVertically) {
      offset.y = frame.midY - bounds.height / 2
    } else if position.contains(.bottom) {
      offset.y = frame.maxY - bounds.height
    }
    if position.contains(.left) {
      offset.x = frame.minX
    } else if position.contains(.centeredHorizontally) {
      offset.x = frame.midX - bounds.width / 2
    } else if position.contains(.right) {
      offset.x = frame.maxX - bounds.width
    }
    let content = collectionViewLayout.collectionViewContentSize
    let lowest = CGPoint(x: -contentInset.left, y: -contentInset.top)
    let highest = CGPoint(
      x: max(lowest.x, content.width + contentInset.right - bounds.width),
      y: max(lowest.y, content.height + contentInset.bottom - bounds.height))
    offset.x = min(max(offset.x, lowest.x), highest.x)
    offset.y = min(max(offset.y, lowest.y), highest.y)
    setContentOffset(offset, animated: animated)
  }
}
