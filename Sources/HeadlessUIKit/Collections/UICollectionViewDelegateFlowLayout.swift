import Foundation

/// The collection view delegate's questions from a ``UICollectionViewFlowLayout``: each item's size and each
/// section's insets, spacing, header and footer size.
///
/// Every method is optional in UIKit. Swift on Linux has no optional protocol requirements, so each has a default
/// implementation that answers the flow layout's own property, as UIKit uses it when the delegate doesn't implement
/// the method.
///
/// ```swift
/// final class Grid: NSObject, UICollectionViewDelegateFlowLayout {
///   func collectionView(
///     _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
///     sizeForItemAt indexPath: IndexPath
///   ) -> CGSize {
///     CGSize(width: 100, height: indexPath.item == 0 ? 200 : 100)
///   }
/// }
/// ```
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// Asks for an item's size.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The flow layout asking.
  ///   - indexPath: The item.
  /// - Returns: The size in points.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize

  /// Asks for the margins around a section's items.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The flow layout asking.
  ///   - section: The section's index.
  /// - Returns: The insets.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets

  /// Asks for the minimum spacing between a section's lines.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The flow layout asking.
  ///   - section: The section's index.
  /// - Returns: The spacing in points.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat

  /// Asks for the minimum spacing between the items of a line in a section.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The flow layout asking.
  ///   - section: The section's index.
  /// - Returns: The spacing in points.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat

  /// Asks for a section header's size; only the dimension along the scroll direction is used.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The flow layout asking.
  ///   - section: The section's index.
  /// - Returns: The size; 0 along the scroll direction means no header.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize

  /// Asks for a section footer's size; only the dimension along the scroll direction is used.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The flow layout asking.
  ///   - section: The section's index.
  /// - Returns: The size; 0 along the scroll direction means no footer.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  /// Answers the flow layout's ``UICollectionViewFlowLayout/itemSize``, as UIKit uses it when the delegate doesn't
  /// implement the method.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The flow layout asking.
  ///   - indexPath: The item.
  /// - Returns: The layout's item size (zero for another layout).
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }

  /// Answers the flow layout's ``UICollectionViewFlowLayout/sectionInset``, as UIKit uses it when the delegate
  /// doesn't implement the method.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The flow layout asking.
  ///   - section: The section's index.
  /// - Returns: The layout's section inset (zero for another layout).
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
  }

  /// Answers the flow layout's ``UICollectionViewFlowLayout/minimumLineSpacing``, as UIKit uses it when the delegate
  /// doesn't implement the method.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The flow layout asking.
  ///   - section: The section's index.
  /// - Returns: The layout's line spacing (0 for another layout).
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
  }

  /// Answers the flow layout's ``UICollectionViewFlowLayout/minimumInteritemSpacing``, as UIKit uses it when the
  /// delegate doesn't implement the method.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The flow layout asking.
  ///   - section: The section's index.
  /// - Returns: The layout's item spacing (0 for another layout).
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }

  /// Answers the flow layout's ``UICollectionViewFlowLayout/headerReferenceSize``, as UIKit uses it when the
  /// delegate doesn't implement the method.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The flow layout asking.
  ///   - section: The section's index.
  /// - Returns: The layout's header size (zero for another layout).
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }

  /// Answers the flow layout's ``UICollectionViewFlowLayout/footerReferenceSize``, as UIKit uses it when the
  /// delegate doesn't implement the method.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The flow layout asking.
  ///   - section: The section's index.
  /// - Returns: The layout's footer size (zero for another layout).
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}
