import Foundation

/// The object a collection view asks about highlighting and selection, and tells about selection and display.
///
/// Every method is optional in UIKit. Swift on Linux has no optional protocol requirements, so each has a default
/// implementation that answers as UIKit does for a delegate that doesn't implement it. It inherits the scroll view's
/// delegate methods; set it with `collectionView.delegate = self`.
///
/// ```swift
/// final class Gallery: NSObject, UICollectionViewDelegate {
///   func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
///     open(photo: indexPath.item)
///   }
/// }
/// ```
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Asks whether an item may be highlighted when a finger goes down on it. On `false` the touch neither highlights
  /// nor selects the item.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - indexPath: The item.
  /// - Returns: Whether to highlight it.
  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool

  /// Tells the delegate that an item was highlighted by a touch.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)

  /// Tells the delegate that an item's highlight was removed.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)

  /// Asks, when a tap is about to select an item, whether it may.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - indexPath: The tapped item.
  /// - Returns: Whether to select it.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool

  /// Asks, when a tap is about to deselect a selected item (with multiple selection), whether it may.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - indexPath: The tapped item.
  /// - Returns: Whether to deselect it.
  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool

  /// Tells the delegate that a tap selected an item.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The selected item.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)

  /// Tells the delegate that a tap deselected an item.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The deselected item.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)

  /// Tells the delegate that a cell is about to be shown for an item.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell, already configured by the data source.
  ///   - indexPath: Its item.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)

  /// Tells the delegate that a supplementary view is about to be shown.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - view: The view, already configured by the data source.
  ///   - elementKind: Its kind.
  ///   - indexPath: Its index path.
  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)

  /// Tells the delegate that a cell was removed from the collection view.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell.
  ///   - indexPath: The item it showed.
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)

  /// Tells the delegate that a supplementary view was removed from the collection view.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - view: The view.
  ///   - elementKind: Its kind.
  ///   - indexPath: Its index path.
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  /// Answers `true`, as UIKit does when the delegate doesn't implement the method.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - indexPath: The item.
  /// - Returns: `true`.
  public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Does nothing, as UIKit does when the delegate doesn't implement the method.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}

  /// Does nothing, as UIKit does when the delegate doesn't implement the method.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}

  /// Answers `true`, as UIKit does when the delegate doesn't implement the method.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - indexPath: The item.
  /// - Returns: `true`.
  public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Answers `true`, as UIKit does when the delegate doesn't implement the method.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - indexPath: The item.
  /// - Returns: `true`.
  public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Does nothing, as UIKit does when the delegate doesn't implement the method.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The selected item.
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

  /// Does nothing, as UIKit does when the delegate doesn't implement the method.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The deselected item.
  public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

  /// Does nothing, as UIKit does when the delegate doesn't implement the method.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell about to be shown.
  ///   - indexPath: Its item.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing, as UIKit does when the delegate doesn't implement the method.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - view: The view about to be shown.
  ///   - elementKind: Its kind.
  ///   - indexPath: Its index path.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}

  /// Does nothing, as UIKit does when the delegate doesn't implement the method.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The removed cell.
  ///   - indexPath: The item it showed.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing, as UIKit does when the delegate doesn't implement the method.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - view: The removed view.
  ///   - elementKind: Its kind.
  ///   - indexPath: Its index path.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
}
