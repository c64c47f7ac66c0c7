import Foundation

extension UICollectionView {
  /// Where an item ends up in the visible area when the collection view scrolls to it, with UIKit's raw values.
  ///
  /// Combine at most one vertical and one horizontal position; the empty set scrolls nothing.
  public struct ScrollPosition: OptionSet, @unchecked Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates a position from its raw bits.
    /// - Parameters:
    ///   - rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The item's top at the top of the visible area.
    public static var top: UICollectionView.ScrollPosition { ScrollPosition(rawValue: 1 << 0) }
    /// The item centred vertically in the visible area.
    public static var centeredVertically: UICollectionView.ScrollPosition { ScrollPosition(rawValue: 1 << 1) }
    /// The item's bottom at the bottom of the visible area.
    public static var bottom: UICollectionView.ScrollPosition { ScrollPosition(rawValue: 1 << 2) }
    /// The item's left edge at the left of the visible area.
    public static var left: UICollectionView.ScrollPosition { ScrollPosition(rawValue: 1 << 3) }
    /// The item centred horizontally in the visible area.
    public static var centeredHorizontally: UICollectionView.ScrollPosition { ScrollPosition(rawValue: 1 << 4) }
    /// The item's right edge at the right of the visible area.
    public static var right: UICollectionView.ScrollPosition { ScrollPosition(rawValue: 1 << 5) }
  }

  /// The axis a flow layout scrolls along, with UIKit's raw values.
  public enum ScrollDirection: Int, @unchecked Sendable {
    /// Lines are rows, filled left to right, stacked top to bottom.
    case vertical = 0
    /// Lines are columns, filled top to bottom, stacked left to right.
    case horizontal = 1
  }

  /// What a set of layout attributes describes, with UIKit's raw values.
  public enum ElementCategory: UInt, @unchecked Sendable {
    /// An item's cell.
    case cell = 0
    /// A supplementary view, such as a section header or footer.
    case supplementaryView = 1
    /// A decoration view, which the layout owns; HeadlessUIKit's layouts make none.
    case decorationView = 2
  }

  /// The kind of a section header's supplementary view: UIKit's `UICollectionElementKindSectionHeader`.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

  /// The kind of a section footer's supplementary view: UIKit's `UICollectionElementKindSectionFooter`.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
