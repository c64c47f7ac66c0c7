import Foundation

/// A view a collection view shows for one of its elements and reuses as elements leave the screen: the base of
/// ``UICollectionViewCell``, and the class of section headers and footers.
///
/// ```swift
/// final class TitleHeader: UICollectionReusableView {
///   override func prepareForReuse() {
///     super.prepareForReuse()
///     title = nil
///   }
///   var title: String?
/// }
/// collectionView.register(
///   TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
///   withReuseIdentifier: "title")
/// ```
///
/// - Note: A registered class is created with ``init(frame:)``, as on iOS. On Linux Swift can only do that for a
///   subclass that inherits or overrides that initializer (and `init(coder:)`), as almost every one does; one with
///   only initializers of its own fails to compile, where on iOS it would crash when dequeued.
@MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the collection view reuses the view by, or `nil` for a view it did not dequeue.
  open var reuseIdentifier: String? { reuseIdentifierStorage }
  private var reuseIdentifierStorage: String?

  /// Creates a view with the given frame; a collection view creates registered classes this way.
  /// - Parameters:
  ///   - frame: The frame in the collection view's content coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a view from an archive; see ``UIView/init(coder:)``.
  /// - Parameters:
  ///   - coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a view of a registered class for a collection view that dequeues it.
  ///
  /// This is how `UICollectionView` creates a registered class from its metatype, which Swift allows only through a
  /// `required` initializer. It calls ``init(frame:)``, the subclass's override if it has one.
  /// - Parameters:
  ///   - reuseIdentifier: The identifier the class was registered for.
  /// - Note: Not UIKit API: SPI, absent from the public interface.
  @_spi(HeadlessUIKit) public required convenience init(registeredFor reuseIdentifier: String) {
    self.init(frame: .zero)
    reuseIdentifierStorage = reuseIdentifier
  }

  /// Called just before the collection view hands the view out again from a dequeue method.
  ///
  /// The default does nothing; override it to reset state that configuration doesn't set. For a cell, the collection
  /// view has already cleared the highlight; it sets the selection when it shows the cell.
  open func prepareForReuse() {}

  /// Takes the layout's attributes for the element the view shows. The collection view calls it before it sets the
  /// view's frame from them; the default does nothing.
  /// - Parameters:
  ///   - layoutAttributes: The attributes.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}

extension UICollectionReusableView: ReusableView {}
