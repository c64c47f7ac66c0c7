import Foundation

/// A collection view's `delegate`, typed as UIKit types it. Not UIKit API: adopted by `UICollectionView` alone.
///
/// UIKit redeclares `delegate` on `UICollectionView` as `(any UICollectionViewDelegate)?`; Swift doesn't let a
/// subclass change a settable property's type, so the subclass adopts this protocol and gets `delegate` with its own
/// type from the extension, as `_TableViewDelegateRedeclaring` does for tables (see ScrollViewDelegateRedeclaring.swift).
@MainActor
public protocol _CollectionViewDelegateRedeclaring: UIScrollView {}

extension _CollectionViewDelegateRedeclaring {
  /// The object asked about and told of highlighting, selection and display, and told about scrolling. Held weakly.
  ///
  /// Reading it gives `nil` when the scroll view's delegate, set through `UIScrollView`, is not a collection view
  /// delegate.
  public var delegate: (any UICollectionViewDelegate)? {
    get { scrollViewDelegate as? any UICollectionViewDelegate }
    set { scrollViewDelegate = newValue }
  }
}
