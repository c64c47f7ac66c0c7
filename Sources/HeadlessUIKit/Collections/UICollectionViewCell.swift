import Foundation

/// The view of one item of a collection view: a reusable view with a content view, and selected and highlighted
/// states that the collection view sets as the user touches the item.
///
/// ```swift
/// final class PhotoCell: UICollectionViewCell {
///   override var isHighlighted: Bool {
///     didSet { contentView.alpha = isHighlighted ? 0.6 : 1 }
///   }
/// }
/// collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
/// ```
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view that holds the cell's content. It fills the cell.
  open var contentView: UIView { contentViewStorage }
  private let contentViewStorage = UIView()

  /// Creates a cell with the given frame; a collection view creates registered classes this way.
  /// - Parameters:
  ///   - frame: The frame in the collection view's content coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentViewStorage.frame = bounds
    addSubview(contentViewStorage)
  }

  /// Creates a cell from an archive; see ``UIView/init(coder:)``.
  /// - Parameters:
  ///   - coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentViewStorage)
  }

  /// Keeps ``contentView`` filling the cell.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentViewStorage.frame = bounds
  }

  /// Whether the cell shows as selected. The collection view sets it as items are selected and deselected, and when
  /// it shows a cell; override it (with `didSet`) to change the cell's look. The default is `false`.
  open var isSelected = false

  /// Whether the cell shows as highlighted: while a finger that may select the item is down on it. Override it (with
  /// `didSet`) to change the cell's look. The default is `false`.
  open var isHighlighted = false
}
