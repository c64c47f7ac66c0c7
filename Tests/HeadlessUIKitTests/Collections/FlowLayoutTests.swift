import Foundation
import Testing

@testable import HeadlessUIKit

/// Where a flow layout puts items, headers and footers.
///
/// Sources: Apple's `UICollectionViewFlowLayout` reference (itemSize, minimumLineSpacing, minimumInteritemSpacing,
/// sectionInset, headerReferenceSize, footerReferenceSize, scrollDirection), developer.apple.com/documentation/uikit/
/// uicollectionviewflowlayout; where Apple is silent, the choice named in the test (UIKitBehaviour.md lists them).
@MainActor
@Suite struct FlowLayoutTests {
  /// Apple: itemSize "The default size value is (50.0, 50.0)"; minimumLineSpacing and minimumInteritemSpacing
  /// "The default value of this property is 10.0"; headerReferenceSize/footerReferenceSize "(0, 0)"; vertical.
  @Test func defaultsAreApplesDocumentedValues() {
    let layout = UICollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.minimumLineSpacing == 10)
    #expect(layout.minimumInteritemSpacing == 10)
    #expect(layout.headerReferenceSize == .zero)
    #expect(layout.footerReferenceSize == .zero)
    #expect(layout.sectionInset == .zero)
    #expect(layout.scrollDirection == .vertical)
  }

  /// Apple (flow layout overview): items flow from one row to the next, "each row comprising as many cells as will
  /// fit"; minimumLineSpacing is the spacing between successive rows.
  @Test func itemsFillRowsThenWrapAtTheLineSpacing() {
    let scene = CollectionScene(items: [7])
    #expect(scene.frame(item: 0) == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(scene.frame(item: 1) == CGRect(x: 110, y: 0, width: 100, height: 100))
    #expect(scene.frame(item: 2) == CGRect(x: 220, y: 0, width: 100, height: 100))
    #expect(scene.frame(item: 3) == CGRect(x: 0, y: 110, width: 100, height: 100))
    #expect(scene.collectionView.contentSize == CGSize(width: 320, height: 320))
  }

  /// Apple (minimumInteritemSpacing): the spacing "is used to compute how many items can fit in a single line, but
  /// after the number of items is determined, the actual spacing may possibly be adjusted upward". We justify the
  /// line: first item at the leading edge, last at the trailing one.
  @Test func interitemSpacingIsAMinimumAndFullLinesAreJustified() {
    let scene = CollectionScene(items: [4]) { _, layout, _ in layout.itemSize = CGSize(width: 90, height: 50) }
    // 3 × 90 + 2 × 10 = 290 fits in 320; the 30 left over widens the two gaps to 25.
    #expect(scene.frame(item: 0)?.minX == 0)
    #expect(scene.frame(item: 1)?.minX == 115)
    #expect(scene.frame(item: 2)?.maxX == 320)
    #expect(scene.frame(item: 3)?.origin == CGPoint(x: 115, y: 60))
  }

  /// Apple is silent on a line of one item; UIKit's flow layout centres it (our choice, matching what devices show).
  @Test func aLineOfOneItemIsCentredAcross() {
    let scene = CollectionScene(items: [1])
    #expect(scene.frame(item: 0) == CGRect(x: 110, y: 0, width: 100, height: 100))
  }

  /// Apple (sectionInset): "margins used to lay out content in a section"; the insets shrink the room for a line.
  @Test func sectionInsetsSurroundEachSectionsItems() {
    let scene = CollectionScene(items: [2, 1]) { _, layout, _ in
      layout.sectionInset = UIEdgeInsets(top: 20, left: 10, bottom: 30, right: 10)
      layout.itemSize = CGSize(width: 145, height: 40)
    }
    #expect(scene.frame(item: 0) == CGRect(x: 10, y: 20, width: 145, height: 40))
    #expect(scene.frame(item: 1) == CGRect(x: 165, y: 20, width: 145, height: 40))
    // Section 1 starts after section 0's bottom inset: 20 + 40 + 30 = 90, then its own top inset.
    #expect(scene.frame(item: 0, section: 1)?.minY == 110)
    #expect(scene.collectionView.contentSize.height == 180)
  }

  /// Apple (headerReferenceSize, footerReferenceSize): only the dimension along the scroll direction is used, the
  /// header spans the collection view's width, and 0 there means no header; line spacing is not applied between
  /// the header and the first line (minimumLineSpacing).
  @Test func headersAndFootersSpanTheWidthAtTheirReferenceHeight() {
    let scene = CollectionScene(items: [3, 3]) { _, layout, _ in
      layout.headerReferenceSize = CGSize(width: 1, height: 40)
      layout.footerReferenceSize = CGSize(width: 999, height: 20)
    }
    let header = scene.collectionView.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect(header?.frame == CGRect(x: 0, y: 160, width: 320, height: 40))
    #expect(header?.representedElementCategory == .supplementaryView)
    #expect(header?.representedElementKind == UICollectionView.elementKindSectionHeader)
    #expect(scene.frame(item: 0) == CGRect(x: 0, y: 40, width: 100, height: 100))
    let footer = scene.collectionView.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
    #expect(footer?.frame == CGRect(x: 0, y: 140, width: 320, height: 20))
  }

  @Test func zeroReferenceHeightMeansNoHeader() {
    let scene = CollectionScene(items: [3]) { _, layout, _ in layout.headerReferenceSize = CGSize(width: 320, height: 0)
    }
    #expect(
      scene.collectionView.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
    #expect(scene.frame(item: 0)?.minY == 0)
  }

  /// Apple (scrollDirection, minimumLineSpacing): scrolling horizontally, lines are columns, filled top to bottom;
  /// a header uses its reference width and the collection view's height.
  @Test func horizontalScrollingFillsColumnsTopToBottom() {
    let scene = CollectionScene(items: [6]) { view, layout, _ in
      view.frame = CGRect(x: 0, y: 0, width: 320, height: 210)
      layout.scrollDirection = .horizontal
      layout.headerReferenceSize = CGSize(width: 30, height: 5)
    }
    #expect(scene.frame(item: 0) == CGRect(x: 30, y: 0, width: 100, height: 100))
    #expect(scene.frame(item: 1) == CGRect(x: 30, y: 110, width: 100, height: 100))
    #expect(scene.frame(item: 2) == CGRect(x: 140, y: 0, width: 100, height: 100))
    #expect(scene.collectionView.contentSize == CGSize(width: 350, height: 210))
    let header = scene.collectionView.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 30, height: 210))
  }

  /// Apple (UICollectionViewDelegateFlowLayout): the delegate's sizeForItemAt overrides itemSize per item. Apple is
  /// silent on vertical alignment within a line of unequal items; we centre them, as UIKit's flow layout does.
  @Test func delegateSizesItemsAndShortItemsAreCentredInTheirLine() {
    let scene = CollectionScene(items: [3]) { _, _, log in
      log.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 100, height: 200)
    }
    #expect(scene.frame(item: 1)?.size == CGSize(width: 100, height: 200))
    #expect(scene.frame(item: 0)?.minY == 50)
    #expect(scene.frame(item: 2)?.minY == 50)
    #expect(scene.collectionView.contentSize.height == 200)
  }

  /// Apple (invalidateLayout): "invalidates the current layout and triggers a layout update"; changing a property
  /// does it, so the next layout moves the cells.
  @Test func changingAPropertyLaysTheItemsOutAgain() {
    let scene = CollectionScene(items: [6])
    scene.layout.minimumLineSpacing = 50
    scene.collectionView.layoutIfNeeded()
    #expect(scene.frame(item: 3)?.minY == 150)
    #expect(scene.cell(item: 3)?.frame.minY == 150)
  }

  /// Apple (shouldInvalidateLayout(forBoundsChange:)): the base layout answers `false`; the flow layout lays out
  /// again for a new size, so a wider collection view fits more items a row.
  @Test func aWiderCollectionViewFitsMoreItemsARow() {
    let scene = CollectionScene(items: [6])
    #expect(UICollectionViewLayout().shouldInvalidateLayout(forBoundsChange: .zero) == false)
    scene.collectionView.frame = CGRect(x: 0, y: 0, width: 430, height: 480)
    scene.collectionView.layoutIfNeeded()
    #expect(scene.frame(item: 3)?.minY == 0)
  }
}
