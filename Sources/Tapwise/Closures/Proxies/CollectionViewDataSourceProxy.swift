import Foundation

/// The data source Tapwise gives a collection view that has data source closures.
///
/// The collection view holds its data source weakly, so it owns the proxy as an associated object. Each method
/// answers with the newest closure registered for it; with none, the data source the collection view had before (the
/// forwardee) answers; with neither, the answer is UIKit's for a data source that doesn't implement the method: one
/// section, no items. `numberOfSections` and `viewForSupplementaryElement` are implemented for UIKit only while a
/// closure uses them or the forwardee implements them: a data source that implements neither shows no headers or
/// footers. Every other data source method goes straight to the forwardee (see ``DelegateForwardingProxy``).
@MainActor
final class CollectionViewDataSourceProxy: DelegateForwardingProxy, UICollectionViewDataSource {
  private(set) lazy var numberOfSections = HandlerList<(UICollectionView) -> Int>(owner: self)
  private(set) lazy var numberOfItems = HandlerList<(UICollectionView, Int) -> Int>(owner: self)
  private(set) lazy var cellForItem = HandlerList<(UICollectionView, IndexPath) -> UICollectionViewCell>(owner: self)
  private(set) lazy var viewForSupplementaryElement = HandlerList<
    (UICollectionView, String, IndexPath) -> UICollectionReusableView
  >(owner: self)

  /// The two optional methods; the item methods are required, so always implemented.
  override var ownOptionalMethods: [Selector: Bool] {
    [
      NSSelectorFromString("numberOfSectionsInCollectionView:"): !numberOfSections.isEmpty,
      NSSelectorFromString("collectionView:viewForSupplementaryElementOfKind:atIndexPath:"):
        !viewForSupplementaryElement.isEmpty,
    ]
  }

  /// The forwardee as a data source.
  private var dataSource: (any UICollectionViewDataSource)? { forwardee(as: .collectionViewDataSource) }

  /// The collection view's proxy, created if needed and made its data source again
  /// (``DelegateForwardingProxy/installed(in:of:)``).
  static func installed(on collectionView: UICollectionView) -> CollectionViewDataSourceProxy {
    installed(in: \.dataSource, of: collectionView)
  }

  // MARK: - UICollectionViewDataSource

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    guard let call = enterMethod() else { return 1 }
    defer { leave(call) }
    if let handler = numberOfSections.newest { return handler(collectionView) }
    let forwarded: ((UICollectionView) -> Int)? = dataSource?.numberOfSections(in:)
    return forwarded?(collectionView) ?? 1
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    guard let call = enterMethod() else { return 0 }
    defer { leave(call) }
    if let handler = numberOfItems.newest { return handler(collectionView, section) }
    return dataSource?.collectionView(collectionView, numberOfItemsInSection: section) ?? 0
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    guard let call = enterMethod() else { return UICollectionViewCell(frame: .zero) }
    defer { leave(call) }
    if let handler = cellForItem.newest { return handler(collectionView, indexPath) }
    // Items with no cell to give are a programmer error UIKit traps on; a blank cell keeps the screen up.
    return dataSource?.collectionView(collectionView, cellForItemAt: indexPath) ?? UICollectionViewCell(frame: .zero)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let call = enterMethod() else { return UICollectionReusableView(frame: .zero) }
    defer { leave(call) }
    if let handler = viewForSupplementaryElement.newest { return handler(collectionView, kind, indexPath) }
    let forwarded: ((UICollectionView, String, IndexPath) -> UICollectionReusableView)? =
      dataSource?.collectionView(_:viewForSupplementaryElementOfKind:at:)
    // A layout that asks for a view it gets none for is a programmer error UIKit traps on; a blank view keeps the
    // screen up.
    return forwarded?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
  }
}
