import Foundation

/// The object that decides where a collection view's cells and supplementary views go: subclass it, or use
/// ``UICollectionViewFlowLayout``.
///
/// The collection view calls ``prepare()`` before it first needs the layout and after ``invalidateLayout()`` or a
/// change of its bounds size; then it asks ``collectionViewContentSize`` and
/// ``layoutAttributesForElements(in:)`` for the rectangle it shows, and places a view for each element.
///
/// ```swift
/// final class Column: UICollectionViewLayout {
///   override var collectionViewContentSize: CGSize {
///     CGSize(width: 320, height: CGFloat(collectionView?.numberOfItems(inSection: 0) ?? 0) * 60)
///   }
///   override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
///     let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
///     attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 60, width: 320, height: 60)
///     return attributes
///   }
/// }
/// ```
@MainActor
open class UICollectionViewLayout: NSObject {
  /// The collection view the layout is set on; held weakly, as UIKit does.
  weak var owningCollectionView: UICollectionView?
  /// Whether ``prepare()`` must run before the layout is next asked for attributes.
  var needsPreparation = true

  /// Creates a layout.
  public override init() {
    super.init()
  }

  /// Creates a layout from an archive. HeadlessUIKit has no archives, so this creates a layout with its defaults.
  /// - Parameters:
  ///   - coder: The archive.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The collection view that uses the layout, or `nil` before it is set on one.
  open var collectionView: UICollectionView? { owningCollectionView }

  /// Marks the layout as out of date: the collection view calls ``prepare()`` again at its next layout, and lays
  /// out its views again.
  open func invalidateLayout() {
    needsPreparation = true
    owningCollectionView?.setNeedsLayout()
  }

  /// Computes what the layout needs before it answers: the base does nothing. Call `super` in an override.
  open func prepare() {}

  /// The size of the whole content; the collection view's `contentSize`. The base answers `.zero`.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every element whose frame overlaps a rectangle.
  /// - Parameters:
  ///   - rect: A rectangle in the collection view's content coordinates.
  /// - Returns: The attributes; the base answers `nil`.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

  /// The attributes of an item's cell.
  /// - Parameters:
  ///   - indexPath: The item.
  /// - Returns: The attributes; the base answers `nil`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

  /// The attributes of a supplementary view.
  /// - Parameters:
  ///   - elementKind: Its kind.
  ///   - indexPath: Its index path.
  /// - Returns: The attributes; the base answers `nil`.
  open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }

  /// Asks whether a change of the collection view's bounds needs a new layout.
  /// - Parameters:
  ///   - newBounds: The new bounds.
  /// - Returns: `false`, Apple's documented default: scrolling keeps the layout.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Runs ``prepare()`` if the layout was invalidated since it last ran.
  func prepareIfNeeded() {
    guard needsPreparation else { return }
    needsPreparation = false
    prepare()
  }
}
