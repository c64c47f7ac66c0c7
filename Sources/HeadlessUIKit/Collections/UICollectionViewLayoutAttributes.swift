import Foundation

/// Where a layout puts one element of a collection view (an item's cell, or a supplementary view such as a section
/// header) and how it shows it.
///
/// The collection view applies the attributes to the element's view (``UICollectionReusableView/apply(_:)``, then
/// its frame, alpha and hidden state), and answers hit tests from their frames.
///
/// ```swift
/// let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
/// attributes.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
/// attributes.center   // (25, 25)
/// ```
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  /// The element's frame, in the collection view's content coordinates.
  open var frame: CGRect = .zero

  /// The centre of ``frame``. Setting it moves the frame.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// The size of ``frame``. Setting it keeps the centre where it is.
  open var size: CGSize {
    get { frame.size }
    set {
      let center = self.center
      frame = CGRect(
        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
        height: newValue.height)
    }
  }

  /// The element's opacity; applied to its view. The default is 1.
  open var alpha: CGFloat = 1

  /// The element's position on the z axis; HeadlessUIKit records it and adds views in layout order.
  open var zIndex = 0

  /// Whether the element is hidden; applied to its view, so hidden elements take no touches. The default is `false`.
  open var isHidden = false

  /// The element's index path: the item's for a cell, the section's (item 0) for a header or footer.
  open var indexPath = IndexPath(item: 0, section: 0)

  /// Whether the attributes describe a cell, a supplementary view or a decoration view.
  open private(set) var representedElementCategory = UICollectionView.ElementCategory.cell

  /// The kind of supplementary or decoration view, or `nil` for a cell.
  open private(set) var representedElementKind: String?

  /// Creates attributes for a cell at the origin, with a zero size.
  public override init() {
    super.init()
  }

  /// Creates attributes for an item's cell.
  /// - Parameters:
  ///   - indexPath: The item.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// Creates attributes for a supplementary view.
  /// - Parameters:
  ///   - elementKind: Its kind, such as ``UICollectionView/elementKindSectionHeader``.
  ///   - indexPath: Its index path.
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }
}
