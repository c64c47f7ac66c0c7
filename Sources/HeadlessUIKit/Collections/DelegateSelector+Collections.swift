import Foundation

/// The Objective-C names of the optional collection view delegate, flow layout delegate and data source methods
/// HeadlessUIKit calls.
extension DelegateSelector {
  // MARK: UICollectionViewDelegate

  /// `collectionView:shouldHighlightItemAtIndexPath:`
  public static let shouldHighlightItem = NSSelectorFromString("collectionView:shouldHighlightItemAtIndexPath:")
  /// `collectionView:didHighlightItemAtIndexPath:`
  public static let didHighlightItem = NSSelectorFromString("collectionView:didHighlightItemAtIndexPath:")
  /// `collectionView:didUnhighlightItemAtIndexPath:`
  public static let didUnhighlightItem = NSSelectorFromString("collectionView:didUnhighlightItemAtIndexPath:")
  /// `collectionView:shouldSelectItemAtIndexPath:`
  public static let shouldSelectItem = NSSelectorFromString("collectionView:shouldSelectItemAtIndexPath:")
  /// `collectionView:shouldDeselectItemAtIndexPath:`
  public static let shouldDeselectItem = NSSelectorFromString("collectionView:shouldDeselectItemAtIndexPath:")
  /// `collectionView:didSelectItemAtIndexPath:`
  public static let didSelectItem = NSSelectorFromString("collectionView:didSelectItemAtIndexPath:")
  /// `collectionView:didDeselectItemAtIndexPath:`
  public static let didDeselectItem = NSSelectorFromString("collectionView:didDeselectItemAtIndexPath:")
  /// `collectionView:willDisplayCell:forItemAtIndexPath:`
  public static let willDisplayItemCell = NSSelectorFromString("collectionView:willDisplayCell:forItemAtIndexPath:")
  /// `collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:`
  public static let willDisplaySupplementaryView = NSSelectorFromString(
    "collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:")
  /// `collectionView:didEndDisplayingCell:forItemAtIndexPath:`
  public static let didEndDisplayingItemCell = NSSelectorFromString(
    "collectionView:didEndDisplayingCell:forItemAtIndexPath:")
  /// `collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:`
  public static let didEndDisplayingSupplementaryView = NSSelectorFromString(
    "collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:")

  // MARK: UICollectionViewDelegateFlowLayout

  /// `collectionView:layout:sizeForItemAtIndexPath:`
  public static let sizeForItem = NSSelectorFromString("collectionView:layout:sizeForItemAtIndexPath:")
  /// `collectionView:layout:insetForSectionAtIndex:`
  public static let insetForSection = NSSelectorFromString("collectionView:layout:insetForSectionAtIndex:")
  /// `collectionView:layout:minimumLineSpacingForSectionAtIndex:`
  public static let minimumLineSpacingForSection = NSSelectorFromString(
    "collectionView:layout:minimumLineSpacingForSectionAtIndex:")
  /// `collectionView:layout:minimumInteritemSpacingForSectionAtIndex:`
  public static let minimumInteritemSpacingForSection = NSSelectorFromString(
    "collectionView:layout:minimumInteritemSpacingForSectionAtIndex:")
  /// `collectionView:layout:referenceSizeForHeaderInSection:`
  public static let referenceSizeForHeader = NSSelectorFromString(
    "collectionView:layout:referenceSizeForHeaderInSection:")
  /// `collectionView:layout:referenceSizeForFooterInSection:`
  public static let referenceSizeForFooter = NSSelectorFromString(
    "collectionView:layout:referenceSizeForFooterInSection:")

  // MARK: UICollectionViewDataSource

  /// `collectionView:numberOfItemsInSection:`
  public static let numberOfItems = NSSelectorFromString("collectionView:numberOfItemsInSection:")
  /// `collectionView:cellForItemAtIndexPath:`
  public static let cellForItem = NSSelectorFromString("collectionView:cellForItemAtIndexPath:")
  /// `numberOfSectionsInCollectionView:`
  public static let numberOfSectionsInCollection = NSSelectorFromString("numberOfSectionsInCollectionView:")
  /// `collectionView:viewForSupplementaryElementOfKind:atIndexPath:`
  public static let viewForSupplementaryElement = NSSelectorFromString(
    "collectionView:viewForSupplementaryElementOfKind:atIndexPath:")

  /// The collection view delegate methods a collection view calls, besides the scroll view's.
  public static let collectionView = [
    shouldHighlightItem, didHighlightItem, didUnhighlightItem, shouldSelectItem, shouldDeselectItem, didSelectItem,
    didDeselectItem, willDisplayItemCell, willDisplaySupplementaryView, didEndDisplayingItemCell,
    didEndDisplayingSupplementaryView,
  ]
  /// The flow layout delegate methods a flow layout calls.
  public static let flowLayout = [
    sizeForItem, insetForSection, minimumLineSpacingForSection, minimumInteritemSpacingForSection,
    referenceSizeForHeader, referenceSizeForFooter,
  ]
  /// The optional data source methods a collection view calls.
  public static let collectionDataSource = [numberOfSectionsInCollection, viewForSupplementaryElement]
}
