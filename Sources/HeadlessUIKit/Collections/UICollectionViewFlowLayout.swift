import Foundation

/// A layout that places items in lines, one after another, and lines one after another along the scroll direction:
/// a grid when items are the same size, with optional section headers and footers.
///
/// Sizes and spacing come from the properties, or per section and item from the collection view's delegate when it
/// adopts ``UICollectionViewDelegateFlowLayout``. Each section is its header, its items in lines, then its footer.
/// Items fill a line while they fit with at least ``minimumInteritemSpacing`` between them; a line of several items
/// is justified across the view (less the section insets) and a line of one is centred; items shorter than their
/// line are centred in it; lines are at least ``minimumLineSpacing`` apart.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// layout.minimumInteritemSpacing = 10
/// let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
/// // three items a row: x = 0, 110, 220
/// ```
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The minimum spacing between lines: rows when scrolling vertically, columns horizontally. The default is 10.
  open var minimumLineSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }

  /// The minimum spacing between the items of a line; the actual spacing may be larger. The default is 10.
  open var minimumInteritemSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }

  /// Every item's size, unless the delegate gives one. The default is 50 × 50.
  open var itemSize = CGSize(width: 50, height: 50) {
    didSet { invalidateLayout() }
  }

  /// The axis the content scrolls along. The default is ``UICollectionView/ScrollDirection/vertical``.
  open var scrollDirection = UICollectionView.ScrollDirection.vertical {
    didSet { invalidateLayout() }
  }

  /// Every section header's size, unless the delegate gives one; only the dimension along the scroll direction is
  /// used (the header spans the view across it), and 0 there means no header. The default is `.zero`.
  open var headerReferenceSize: CGSize = .zero {
    didSet { invalidateLayout() }
  }

  /// Every section footer's size, unless the delegate gives one; used as ``headerReferenceSize`` is. The default is
  /// `.zero`.
  open var footerReferenceSize: CGSize = .zero {
    didSet { invalidateLayout() }
  }

  /// The margins around every section's items, unless the delegate gives them. The default is `.zero`.
  open var sectionInset: UIEdgeInsets = .zero {
    didSet { invalidateLayout() }
  }

  /// The frames of the latest ``prepare()``.
  private(set) var geometry = FlowLayoutGeometry()
  /// The collection view's bounds size at the latest ``prepare()``.
  private var preparedSize: CGSize = .zero

  /// Asks the collection view for its sections and items and the delegate for their metrics, and places them.
  open override func prepare() {
    super.prepare()
    guard let collectionView else {
      geometry = FlowLayoutGeometry()
      return
    }
    preparedSize = collectionView.bounds.size
    let delegate = collectionView.flowLayoutDelegate
    var sections: [FlowLayoutGeometry.SectionMetrics] = []
    for section in 0..<collectionView.numberOfSections {
      let items = collectionView.numberOfItems(inSection: section)
      sections.append(
        FlowLayoutGeometry.SectionMetrics(
          itemSizes: (0..<items).map { item in
            delegate(DelegateSelector.sizeForItem)?.collectionView(
              collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section)) ?? itemSize
          },
          inset: delegate(DelegateSelector.insetForSection)?.collectionView(
            collectionView, layout: self, insetForSectionAt: section) ?? sectionInset,
          lineSpacing: delegate(DelegateSelector.minimumLineSpacingForSection)?.collectionView(
            collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing,
          interitemSpacing: delegate(DelegateSelector.minimumInteritemSpacingForSection)?.collectionView(
            collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing,
          headerSize: delegate(DelegateSelector.referenceSizeForHeader)?.collectionView(
            collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize,
          footerSize: delegate(DelegateSelector.referenceSizeForFooter)?.collectionView(
            collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize))
    }
    geometry = FlowLayoutGeometry(sections: sections, viewSize: preparedSize, direction: scrollDirection)
  }

  /// The size of all the sections together.
  open override var collectionViewContentSize: CGSize { geometry.contentSize }

  /// The attributes of the headers, items and footers whose frames overlap a rectangle, section by section.
  /// - Parameters:
  ///   - rect: A rectangle in content coordinates.
  /// - Returns: The attributes, in order: each section's header, items, then footer.
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    var found: [UICollectionViewLayoutAttributes] = []
    for (section, frames) in geometry.sections.enumerated() {
      let path = IndexPath(item: 0, section: section)
      if let header = frames.header, FlowLayoutGeometry.overlap(header, rect) {
        found.append(Self.supplementary(UICollectionView.elementKindSectionHeader, at: path, frame: header))
      }
      for (item, frame) in frames.items.enumerated() where FlowLayoutGeometry.overlap(frame, rect) {
        found.append(Self.cell(at: IndexPath(item: item, section: section), frame: frame))
      }
      if let footer = frames.footer, FlowLayoutGeometry.overlap(footer, rect) {
        found.append(Self.supplementary(UICollectionView.elementKindSectionFooter, at: path, frame: footer))
      }
    }
    return found
  }

  /// The attributes of an item's cell.
  /// - Parameters:
  ///   - indexPath: The item.
  /// - Returns: The attributes, or `nil` for an item that doesn't exist.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section),
      geometry.sections[indexPath.section].items.indices.contains(indexPath.item)
    else { return nil }
    return Self.cell(at: indexPath, frame: geometry.sections[indexPath.section].items[indexPath.item])
  }

  /// The attributes of a section's header or footer.
  /// - Parameters:
  ///   - elementKind: ``UICollectionView/elementKindSectionHeader`` or ``UICollectionView/elementKindSectionFooter``.
  ///   - indexPath: The section, with item 0.
  /// - Returns: The attributes, or `nil` when the section has no such view.
  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section) else { return nil }
    let frames = geometry.sections[indexPath.section]
    let frame: CGRect? =
      switch elementKind {
      case UICollectionView.elementKindSectionHeader: frames.header
      case UICollectionView.elementKindSectionFooter: frames.footer
      default: nil
      }
    return frame.map { Self.supplementary(elementKind, at: indexPath, frame: $0) }
  }

  /// Asks for a new layout when the collection view's size changes; scrolling keeps it.
  /// - Parameters:
  ///   - newBounds: The new bounds.
  /// - Returns: Whether the size differs from the one the layout was prepared for.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != preparedSize
  }

  private static func cell(at indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frame
    return attributes
  }

  private static func supplementary(_ kind: String, at indexPath: IndexPath, frame: CGRect)
    -> UICollectionViewLayoutAttributes
  {
    let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
    attributes.frame = frame
    return attributes
  }
}
