import Foundation

/// A scroll view that shows items in sections where its layout puts them, one cell per visible item, and lets the
/// user select items by tapping.
///
/// Its data source says how many items there are and makes their cells (and its supplementary views, such as section
/// headers); its layout, usually a ``UICollectionViewFlowLayout``, says where each goes; its delegate hears about
/// highlighting and selection. Cells are made in layout, only for the items in view, and reused as items scroll off.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let grid = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
/// grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
/// grid.dataSource = photos
/// grid.delegate = gallery
/// window.addSubview(grid)
/// grid.layoutIfNeeded()                 // cells for the items in view
/// driver.tap(grid.visibleCells[1])      // highlight, then shouldSelectItemAt, didSelectItemAt
/// grid.indexPathsForSelectedItems       // [[0, 1]]
/// ```
@MainActor
open class UICollectionView: UIScrollView, _CollectionViewDelegateRedeclaring {
  /// The number of items in each section; rebuilt when ``needsDataReload``.
  var itemCounts: [Int] = []
  /// Whether to ask the data source again at the next layout or query.
  var needsDataReload = true
  /// The bounds size the layout was last checked against.
  var laidOutSize: CGSize?
  /// Registered cell classes and cells waiting for reuse.
  var cellPool = CellReusePool<UICollectionViewCell>()
  /// Registered supplementary view classes and views waiting for reuse, by kind.
  var supplementaryPools: [String: CellReusePool<UICollectionReusableView>] = [:]
  /// The cells on screen, by item.
  var visibleCellsByItem: [IndexPath: UICollectionViewCell] = [:]
  /// The supplementary views on screen, by kind and index path.
  var visibleSupplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
  /// The selected items.
  var selectedItems: Set<IndexPath> = []
  /// The item a finger highlighted, and the finger, until it lifts or is cancelled.
  var pendingSelection: (touch: UITouch, indexPath: IndexPath)?

  /// A supplementary view's place: its kind and index path.
  struct SupplementaryKey: Hashable {
    /// The kind, such as a section header.
    var kind: String
    /// The index path.
    var indexPath: IndexPath
  }

  /// Creates a collection view with a layout.
  /// - Parameters:
  ///   - frame: The frame in the superview's coordinate system.
  ///   - layout: The layout; a layout serves one collection view at a time.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    adopt(layout)
  }

  /// Creates a collection view from an archive, with a flow layout; see ``UIView/init(coder:)``.
  /// - Parameters:
  ///   - coder: The archive.
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    adopt(collectionViewLayout)
  }

  /// Makes a layout this collection view's, to be prepared at the next layout.
  private func adopt(_ layout: UICollectionViewLayout) {
    layout.owningCollectionView = self
    layout.invalidateLayout()
  }

  // MARK: - Layout, data source and delegate

  /// The layout that places the items. Setting it lays the items out again at the next layout.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      if oldValue !== collectionViewLayout, oldValue.owningCollectionView === self {
        oldValue.owningCollectionView = nil
      }
      adopt(collectionViewLayout)
    }
  }

  /// The object that gives the items and their cells. Held weakly. Setting it takes the old data source's views off
  /// screen (queued for reuse) and reloads the data at the next layout.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet {
      dataSourceResponds = RespondsToCache(dataSource, asking: DelegateSelector.collectionDataSource)
      retireAllVisibleViews()
      invalidateData()
    }
  }

  /// What the data source said it implements when it was set, as UIKit caches it (``HeadlessSelectorResponder``).
  var dataSourceResponds = RespondsToCache(nil, asking: [])

  /// A collection view also calls the collection view and flow layout delegate methods.
  override var delegateSelectors: [Selector] {
    DelegateSelector.scrollView + DelegateSelector.collectionView + DelegateSelector.flowLayout
  }

  /// The number of sections, from the data source (1 if it doesn't say; 0 without a data source).
  open var numberOfSections: Int {
    loadDataIfNeeded()
    return itemCounts.count
  }

  /// The number of items in a section.
  /// - Parameters:
  ///   - section: The section's index.
  /// - Returns: Its number of items.
  /// - Note: Traps, as UIKit raises, for a section that doesn't exist.
  open func numberOfItems(inSection section: Int) -> Int {
    loadDataIfNeeded()
    precondition(
      itemCounts.indices.contains(section),
      "request for number of items in section \(section) when there are only \(itemCounts.count) sections in the "
        + "collection view")
    return itemCounts[section]
  }

  /// Discards the cells and the selection, and asks the data source and the layout again at the next layout.
  ///
  /// The cells on screen go back to the reuse queue (the delegate is told `didEndDisplaying`), so the data source's
  /// `dequeueReusableCell` gets them back.
  open func reloadData() {
    retireAllVisibleViews()
    selectedItems = []
    pendingSelection = nil
    invalidateData()
  }

  // MARK: - Geometry

  /// The layout's attributes for an item's cell.
  /// - Parameters:
  ///   - indexPath: The item.
  /// - Returns: The attributes, or `nil` for an item the layout doesn't place.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    prepareLayoutIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The layout's attributes for a supplementary view.
  /// - Parameters:
  ///   - kind: Its kind, such as ``elementKindSectionHeader``.
  ///   - indexPath: Its index path.
  /// - Returns: The attributes, or `nil` when the layout has no such view.
  open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    prepareLayoutIfNeeded()
    return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// The item at a point.
  /// - Parameters:
  ///   - point: A point in the collection view's coordinates (content coordinates, which scroll).
  /// - Returns: The item whose frame contains it (minimum edges in, maximum edges out), or `nil` over a header, a
  ///   footer, spacing or no item.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    prepareLayoutIfNeeded()
    let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
    return collectionViewLayout.layoutAttributesForElements(in: probe)?.first {
      $0.representedElementCategory == .cell && !$0.isHidden && UIView.rect($0.frame, contains: point)
    }?.indexPath
  }

  /// Scrolls so that an item is at a position in the visible area, within the scrollable range.
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - scrollPosition: Where to put it, at most one vertical and one horizontal position; `[]` does not scroll.
  ///   - animated: Whether UIKit would animate; see ``UIScrollView/setContentOffset(_:animated:)``.
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) {
    scroll(toItem: indexPath, at: scrollPosition, animated: animated)
  }

  // MARK: - Cells and supplementary views

  /// The item a visible cell shows.
  /// - Parameters:
  ///   - cell: A cell.
  /// - Returns: Its item, or `nil` when the cell is not on screen in this collection view.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    visibleCellsByItem.first { $0.value === cell }?.key
  }

  /// The cell of a visible item.
  /// - Parameters:
  ///   - indexPath: The item.
  /// - Returns: Its cell, or `nil` when the item is not on screen (or doesn't exist).
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    visibleCellsByItem[indexPath]
  }

  /// The cells on screen, in item order, as of the latest layout.
  open var visibleCells: [UICollectionViewCell] {
    visibleCellsByItem.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The items on screen, in order, as of the latest layout.
  open var indexPathsForVisibleItems: [IndexPath] {
    visibleCellsByItem.keys.sorted()
  }

  /// The supplementary view on screen of a kind at an index path.
  /// - Parameters:
  ///   - elementKind: The kind.
  ///   - indexPath: The index path.
  /// - Returns: The view, or `nil` when none is on screen there.
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    visibleSupplementaries[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
  }

  /// The supplementary views of a kind on screen, in index path order, as of the latest layout.
  /// - Parameters:
  ///   - elementKind: The kind.
  /// - Returns: The views.
  open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    visibleSupplementaries.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(
      \.value)
  }

  /// The index paths of the supplementary views of a kind on screen, in order, as of the latest layout.
  /// - Parameters:
  ///   - elementKind: The kind.
  /// - Returns: The index paths.
  open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    visibleSupplementaries.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
  }

  /// Registers a class the collection view creates cells of for a reuse identifier.
  /// - Parameters:
  ///   - cellClass: A `UICollectionViewCell` subclass, or `nil` to remove the registration. Traps for another class.
  ///   - identifier: The reuse identifier.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    cellPool.register(cellClass, for: identifier)
  }

  /// Registers a class the collection view creates supplementary views of, for a kind and a reuse identifier.
  /// - Parameters:
  ///   - viewClass: A `UICollectionReusableView` subclass, or `nil` to remove the registration.
  ///   - elementKind: The kind, such as ``elementKindSectionHeader``.
  ///   - identifier: The reuse identifier.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) {
    supplementaryPools[elementKind, default: CellReusePool()].register(viewClass, for: identifier)
  }

  /// Returns a cell waiting for reuse, or a new cell of the registered class, for an item.
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The item the cell is for.
  /// - Returns: The cell, after its ``UICollectionReusableView/prepareForReuse()`` if it is reused.
  /// - Note: Traps, as UIKit raises, when no class is registered for the identifier.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let cell = cellPool.dequeue(identifier) else {
      Self.failToDequeue(kind: "UICollectionElementKindCell", identifier: identifier)
    }
    return cell
  }

  /// Returns a supplementary view waiting for reuse, or a new view of the registered class.
  /// - Parameters:
  ///   - elementKind: The kind.
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The index path the view is for.
  /// - Returns: The view, after its ``UICollectionReusableView/prepareForReuse()`` if it is reused.
  /// - Note: Traps, as UIKit raises, when no class is registered for the kind and identifier.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let view = supplementaryPools[elementKind]?.dequeue(identifier) else {
      Self.failToDequeue(kind: elementKind, identifier: identifier)
    }
    return view
  }

  /// Traps with UIKit's message for a dequeue with nothing registered.
  private static func failToDequeue(kind: String, identifier: String) -> Never {
    preconditionFailure(
      "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for "
        + "the identifier or connect a prototype cell in a storyboard")
  }

  /// Prepares the layout if needed, creates the views of the elements that came into view, retires those that
  /// left, and places them all.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutVisibleElements()
  }

  // MARK: - Selection

  /// Whether a tap selects an item, and whether code may. The default is `true`.
  open var allowsSelection = true

  /// Whether a tap adds an item to the selection, and a tap on a selected item deselects it. The default is `false`.
  open var allowsMultipleSelection = false

  /// The selected items, in order, or `nil` when none is.
  open var indexPathsForSelectedItems: [IndexPath]? {
    selectedItems.isEmpty ? nil : selectedItems.sorted()
  }

  /// Selects an item from code, with no delegate calls; does nothing while ``allowsSelection`` is `false`.
  ///
  /// Without ``allowsMultipleSelection`` the item replaces the selection.
  /// - Parameters:
  ///   - indexPath: The item, or `nil` to clear the selection.
  ///   - animated: Whether UIKit would animate.
  ///   - scrollPosition: Where to scroll the item to; `[]` does not scroll.
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
  ) {
    selectFromCode(indexPath, animated: animated, scrollPosition: scrollPosition)
  }

  /// Deselects an item from code, with no delegate calls; does nothing while ``allowsSelection`` is `false`.
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - animated: Whether UIKit would animate.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    guard allowsSelection else { return }
    setItem(indexPath, selected: false)
  }

  // MARK: - Touches

  /// Highlights the item under the finger, if selection is allowed and the delegate agrees.
  /// - Parameters:
  ///   - touches: The touches that began.
  ///   - event: Their event.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    highlightItem(for: touches)
  }

  /// Keeps the highlight; the item is checked when the finger lifts.
  /// - Parameters:
  ///   - touches: The touches that moved.
  ///   - event: Their event.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Selects (or, with multiple selection, toggles) the highlighted item if the finger lifts on it, asking the
  /// delegate first.
  /// - Parameters:
  ///   - touches: The touches that ended.
  ///   - event: Their event.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    selectHighlightedItem(for: touches)
  }

  /// Removes the highlight; nothing is selected.
  /// - Parameters:
  ///   - touches: The touches that were cancelled.
  ///   - event: Their event.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    cancelHighlight(for: touches)
  }
}
