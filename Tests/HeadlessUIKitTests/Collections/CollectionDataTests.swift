import Foundation
import Testing

@testable import HeadlessUIKit

/// Asking the data source, making cells for the items in view, reusing them, and finding items.
///
/// Sources: Apple's `UICollectionView` reference (dequeueReusableCell(withReuseIdentifier:for:), reloadData(),
/// indexPathForItem(at:), cellForItem(at:), visibleCells) and `UICollectionViewDataSource` (numberOfSections(in:)
/// "If you don't implement this method, the collection view uses a default value of 1"); where Apple is silent, the
/// choice named in the test.
@MainActor
@Suite struct CollectionDataTests {
  /// Apple is silent on the order; we ask for the counts first (sections, then each section's items), then the
  /// cells of the items in view in item order, each followed by willDisplay.
  @Test func dataIsAskedForCountsFirstThenCellsForTheItemsInView() {
    let scene = CollectionScene(items: [30, 2])
    #expect(
      Array(scene.log.display.prefix(4)) == [
        "numberOfSections", "numberOfItems 0", "numberOfItems 1", "cellForItem 0.0",
      ])
    #expect(scene.log.display[4] == "willDisplay 0.0")
    // Rows at y = 0, 110, 220, 330, 440 overlap a 480-point-high view: 15 cells.
    #expect(scene.collectionView.indexPathsForVisibleItems.count == 15)
    #expect(scene.collectionView.visibleCells.count == 15)
    #expect(scene.cell(item: 15) == nil)
  }

  /// Apple (layoutAttributesForElements(in:)): the elements "that intersect the specified rectangle"; a row whose top
  /// edge only meets the bottom of the view shares no area with it, so it gets no cell.
  @Test func anItemWhoseEdgeOnlyMeetsTheBoundsGetsNoCell() {
    let scene = CollectionScene(items: [30]) { _, layout, _ in layout.minimumLineSpacing = 20 }
    #expect(scene.frame(item: 12)?.minY == 480)
    #expect(scene.cell(item: 11) != nil)
    #expect(scene.cell(item: 12) == nil)
  }

  /// Apple (numberOfSections(in:)): a data source that doesn't implement it has one section.
  @Test func dataSourceWithoutNumberOfSectionsHasOneSection() {
    let scene = CollectionScene(items: [4])
    let minimal = MinimalItems()
    scene.collectionView.dataSource = minimal
    #expect(scene.collectionView.numberOfSections == 1)
    #expect(scene.collectionView.numberOfItems(inSection: 0) == 3)
  }

  @Test func withoutADataSourceThereAreNoSections() {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
    #expect(view.numberOfSections == 0)
  }

  /// Apple (dequeueReusableCell(withReuseIdentifier:for:)): "If a cell isn't available for reuse, the collection
  /// view creates a new one"; "If you registered a class … this method … calls its init(frame:) method". Reused
  /// cells get prepareForReuse(); a cell that scrolls off is told didEndDisplaying.
  @Test func cellsThatScrollOffAreReusedForItemsThatScrollOn() {
    let scene = CollectionScene(items: [60])
    let first = scene.cell(item: 0) as? LoggingItemCell
    #expect(first?.madeBySubclassInit == true)
    #expect(first?.reuseIdentifier == LoggingItemCell.identifier)
    scene.collectionView.contentOffset = CGPoint(x: 0, y: 660)
    scene.collectionView.layoutIfNeeded()
    #expect(scene.cell(item: 0) == nil)
    #expect(scene.log.display.contains("didEndDisplaying 0.0"))
    #expect(scene.collectionView.visibleCells.contains { $0 === first })
    #expect(first?.reuseCount == 1)
    #expect(scene.collectionView.indexPathsForVisibleItems.first == IndexPath(item: 18, section: 0))
  }

  /// Apple (reloadData()): "This causes the collection view to discard any currently visible items (including
  /// placeholders) and redisplay items based on the current state of the data source object." Apple is silent on
  /// the selection; UIKit clears it (observed), and so do we.
  @Test func reloadDataAsksAgainAndReusesTheVisibleCells() {
    let scene = CollectionScene(items: [3])
    let cell = scene.cell(item: 1) as? LoggingItemCell
    scene.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    scene.log.items = [2]
    scene.collectionView.reloadData()
    #expect(scene.collectionView.numberOfItems(inSection: 0) == 2)
    #expect(scene.collectionView.indexPathsForSelectedItems == nil)
    scene.collectionView.layoutIfNeeded()
    #expect(scene.collectionView.visibleCells.count == 2)
    #expect(scene.collectionView.visibleCells.contains { $0 === cell })
    #expect(cell?.reuseCount == 1)
  }

  /// Apple (indexPathForItem(at:)): "the index path of the item at the specified point … or nil if no item was
  /// found"; spacing between items belongs to no item.
  @Test func indexPathForItemFindsTheItemUnderAPointAndNoneInTheSpacing() {
    let scene = CollectionScene(items: [6])
    #expect(scene.collectionView.indexPathForItem(at: CGPoint(x: 150, y: 150)) == IndexPath(item: 4, section: 0))
    #expect(scene.collectionView.indexPathForItem(at: CGPoint(x: 105, y: 50)) == nil)
    #expect(scene.collectionView.indexPathForItem(at: CGPoint(x: 110, y: 0)) == IndexPath(item: 1, section: 0))
    #expect(scene.collectionView.indexPathForItem(at: CGPoint(x: 100, y: 50)) == nil)
  }

  /// Apple (cellForItem(at:), indexPath(for:)): nil for an item that is not visible.
  @Test func cellForItemAndIndexPathForCellAnswerForVisibleItemsOnly() {
    let scene = CollectionScene(items: [60])
    let cell = scene.cell(item: 4)
    #expect(cell != nil)
    #expect(scene.collectionView.indexPath(for: cell!) == IndexPath(item: 4, section: 0))
    #expect(scene.cell(item: 40) == nil)
    #expect(scene.collectionView.indexPath(for: UICollectionViewCell(frame: .zero)) == nil)
  }

  /// Apple (viewForSupplementaryElementOfKind, dequeueReusableSupplementaryView): the data source gives a view for
  /// each header the layout places, dequeued by kind and identifier.
  @Test func headersAreAskedOfTheDataSourceAndShown() {
    let scene = CollectionScene(items: [3, 3]) { _, layout, _ in
      layout.headerReferenceSize = CGSize(width: 0, height: 40)
    }
    #expect(scene.log.display.contains("viewFor header 0.0"))
    let header = scene.collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect(header is LoggingHeader)
    #expect(header?.frame == CGRect(x: 0, y: 140, width: 320, height: 40))
    #expect(
      scene.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
        == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
    #expect(scene.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter).isEmpty)
  }

  /// Apple (UICollectionViewDataSource): viewForSupplementaryElementOfKind is optional; a data source that says it
  /// lacks it (responds(to:), cached when set) is not asked, and no header view is shown, though the layout places one.
  @Test func aDataSourceWithoutSupplementaryViewsShowsNoHeaders() {
    let scene = CollectionScene(items: [3]) { _, layout, _ in layout.headerReferenceSize = CGSize(width: 0, height: 40)
    }
    let plain = ItemsOnly()
    scene.collectionView.dataSource = plain
    scene.collectionView.layoutIfNeeded()
    #expect(scene.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).isEmpty)
    #expect(scene.frame(item: 0)?.minY == 40)
    #expect(scene.collectionView.visibleCells.count == 3)
  }

  /// Apple (collectionView(_:didEndDisplaying:forItemAt:)): told when a cell is removed from the collection view;
  /// reloadData() removes the visible ones.
  @Test func reloadDataTellsTheDelegateTheVisibleCellsEndedDisplaying() {
    let scene = CollectionScene(items: [2])
    scene.collectionView.reloadData()
    #expect(scene.log.display.suffix(2) == ["didEndDisplaying 0.0", "didEndDisplaying 0.1"])
  }

  /// Apple is silent on a tap on a header; it is not an item, so it selects nothing.
  @Test func tapOnAHeaderSelectsNothing() {
    let scene = CollectionScene(items: [3]) { _, layout, _ in layout.headerReferenceSize = CGSize(width: 0, height: 40)
    }
    scene.driver.tap(at: CGPoint(x: 160, y: 20))
    #expect(scene.log.selection.isEmpty)
  }

  /// UIKit's overlay: `IndexPath(item:section:)` and `item` read the second index; a path without two indexes
  /// traps (not tested: a trap ends the process).
  @Test func indexPathItemIsTheSecondIndex() {
    var path = IndexPath(item: 3, section: 1)
    #expect(path.item == 3)
    #expect(path.section == 1)
    #expect(path == IndexPath(row: 3, section: 1))
    path.item = 5
    #expect(Array(path) == [1, 5])
  }

  /// Apple (UICollectionView.delegate): typed `UICollectionViewDelegate?`; a scroll view delegate set through
  /// `UIScrollView` reads as `nil` from the collection view's property.
  @Test func delegateIsTypedAsACollectionViewDelegate() {
    let scene = CollectionScene(items: [3])
    let typed: (any UICollectionViewDelegate)? = scene.collectionView.delegate
    #expect(typed === scene.log)
    let plain = PlainScrollDelegate()
    (scene.collectionView as UIScrollView).delegate = plain
    #expect(scene.collectionView.delegate == nil)
    #expect((scene.collectionView as UIScrollView).delegate === plain)
  }
}

/// A data source with only the two required methods.
@MainActor
final class MinimalItems: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: LoggingItemCell.identifier, for: indexPath)
  }
}

/// A scroll view delegate that is not a collection view delegate.
@MainActor
final class PlainScrollDelegate: NSObject, UIScrollViewDelegate {}

/// A data source that serves items and says it implements no optional method.
@MainActor
final class ItemsOnly: NSObject, UICollectionViewDataSource, HeadlessSelectorResponder {
  func responds(toSelector selector: Selector) -> Bool { false }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: LoggingItemCell.identifier, for: indexPath)
  }
}
