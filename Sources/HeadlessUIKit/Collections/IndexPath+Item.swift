import Foundation

/// UIKit's additions to `IndexPath` for collection views: an item in a section.
///
/// ```swift
/// let fourth = IndexPath(item: 3, section: 1)
/// fourth.item      // 3
/// fourth.section   // 1
/// ```
extension IndexPath {
  /// Creates an index path for an item of a collection view.
  /// - Parameters:
  ///   - item: The item's index within its section.
  ///   - section: The section's index.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The item index within the section: the path's second index.
  /// - Note: Traps, as on iOS, when the path does not have exactly two indexes.
  public var item: Int {
    get {
      requireItemPath()
      return self[1]
    }
    set {
      requireItemPath()
      self[1] = newValue
    }
  }

  /// Traps unless the path is a section and an item, with the message of UIKit's own check.
  private func requireItemPath() {
    precondition(
      count == 2,
      "Invalid index path for use with UICollectionView. Index paths passed to collection view must contain exactly "
        + "two indices specifying the section and item.")
  }
}
