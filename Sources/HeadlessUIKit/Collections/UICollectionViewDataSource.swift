import Foundation

/// The object that tells a collection view how many sections and items it has, and gives it a cell for each item and
/// a view for each supplementary element, such as a section header.
///
/// The two item methods are required, as in UIKit. The others are optional in UIKit; Swift on Linux has no optional
/// protocol requirements, so each has a default implementation that answers as UIKit does for a data source that
/// doesn't implement it.
///
/// ```swift
/// final class Photos: NSObject, UICollectionViewDataSource {
///   let names = ["Beach", "Forest", "City"]
///   func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
///     names.count
///   }
///   func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
///     -> UICollectionViewCell
///   {
///     collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
///   }
/// }
/// ```
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// Asks for the number of items in a section.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - section: The section's index.
  /// - Returns: How many items it has.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int

  /// Asks for the cell of an item that is about to be shown, from
  /// `dequeueReusableCell(withReuseIdentifier:for:)`.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - indexPath: The item.
  /// - Returns: The configured cell.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell

  /// Asks for the number of sections.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  /// - Returns: How many sections the collection view has.
  func numberOfSections(in collectionView: UICollectionView) -> Int

  /// Asks for the view of a supplementary element that is about to be shown, such as a section header, from
  /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - kind: The element's kind, such as `UICollectionView.elementKindSectionHeader`.
  ///   - indexPath: The element's index path.
  /// - Returns: The configured view.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
  /// Answers 1, UIKit's answer when the data source doesn't implement the method.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  /// - Returns: 1.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// Answers an empty view, so a layout that asks for headers or footers gets one it can place.
  ///
  /// A data source that says it doesn't implement the method (``HeadlessSelectorResponder``) is not asked: the
  /// collection view shows no supplementary views.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - kind: The element's kind.
  ///   - indexPath: The element's index path.
  /// - Returns: A new, empty `UICollectionReusableView`.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView(frame: .zero)
  }
}
