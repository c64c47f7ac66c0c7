import Foundation
import HeadlessUIKit
import Tapwise
import Testing

/// Data source and delegate closures on collection views, with and without an existing data source and delegate,
/// driven by layout and real taps on items through the scroll view's delayed touches.
///
/// Sources: Apple's `UICollectionViewDelegate` reference (touch down asks `shouldHighlightItemAt`, then
/// `didHighlightItemAt`; the lift asks `shouldSelectItemAt`, then `didUnhighlightItemAt`, `didSelectItemAt`; with
/// no implementation the should-methods answer `true`), the Collection View Programming Guide ("Managing the Visual
/// State for Selections and Highlights"), and `UICollectionViewDelegateFlowLayout` ("If you do not implement this
/// method, the flow layout uses the values in its `itemSize` property"); RxCocoa's `RxCollectionViewDelegateProxy`,
/// which adopts `UICollectionViewDelegateFlowLayout` so the app's sizes still reach the layout behind it.
@MainActor
@Suite struct CollectionViewClosureTests {
  let stage = ClosureStage()

  /// Registers closures that serve `count` items of "item" cells named by their item.
  private func serve(_ count: Int, in grid: UICollectionView) {
    grid.tw.numberOfItems { _, _ in count }
    grid.tw.cellForItem { grid, indexPath in
      let cell = grid.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
      cell.accessibilityIdentifier = "item \(indexPath.item)"
      return cell
    }
  }

  @Test func dataSourceClosuresFillTheCollectionView() {
    let grid = stage.collection()
    serve(4, in: grid)
    grid.layoutIfNeeded()
    #expect(grid.numberOfItems(inSection: 0) == 4)
    #expect(grid.visibleCells.map(\.accessibilityIdentifier) == ["item 0", "item 1", "item 2", "item 3"])
  }

  @Test func withNoNumberOfSectionsClosureThereIsOneSection() {
    let grid = stage.collection()
    serve(2, in: grid)
    #expect(grid.numberOfSections == 1)
  }

  @Test func sectionsAndSupplementaryViewsComeFromTheirClosures() {
    let grid = stage.collection()
    (grid.collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize = CGSize(width: 0, height: 30)
    grid.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    var askedSections: [Int] = []
    grid.tw.numberOfSections { _ in 3 }
    grid.tw.numberOfItems { _, section in
      askedSections.append(section)
      return section + 1
    }
    grid.tw.cellForItem { grid, indexPath in grid.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath) }
    grid.tw.viewForSupplementaryElement { grid, kind, indexPath in
      let header = grid.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
      header.accessibilityIdentifier = "header \(indexPath.section)"
      return header
    }
    grid.layoutIfNeeded()
    #expect(grid.numberOfSections == 3)
    #expect((0..<3).map(grid.numberOfItems(inSection:)) == [1, 2, 3])
    #expect(askedSections == [0, 1, 2])
    #expect(
      grid.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).map(\.accessibilityIdentifier)
        == ["header 0", "header 1", "header 2"])
  }

  @Test func theNewestValueClosureAnswersAndRemovingItBringsBackTheOneBefore() {
    let grid = stage.collection()
    serve(2, in: grid)
    let newest = grid.tw.numberOfItems { _, _ in 5 }
    #expect(grid.numberOfItems(inSection: 0) == 5)
    newest.remove()
    grid.reloadData()
    #expect(grid.numberOfItems(inSection: 0) == 2)
  }

  @Test func withNoSizeForItemClosureTheLayoutsItemSizeIsUsed() {
    let grid = stage.collection()
    serve(3, in: grid)
    grid.tw.didSelectItem { _, _ in }
    #expect(stage.frame(item: 1, in: grid).size == CGSize(width: 100, height: 50))
  }

  @Test func sizeForItemClosureGivesEachItemItsSize() {
    let grid = stage.collection()
    serve(3, in: grid)
    grid.tw.sizeForItem { _, indexPath in
      indexPath.item == 0 ? CGSize(width: 400, height: 120) : CGSize(width: 80, height: 40)
    }
    #expect(stage.frame(item: 0, in: grid) == CGRect(x: 0, y: 0, width: 400, height: 120))
    #expect(stage.frame(item: 2, in: grid).size == CGSize(width: 80, height: 40))
    #expect(stage.frame(item: 2, in: grid).minY == 130)
  }

  @Test func aQuickTapCallsTheHighlightAndSelectionClosuresInUIKitsOrder() {
    let grid = stage.collection()
    serve(6, in: grid)
    var log: [String] = []
    grid.tw.shouldHighlightItem { _, indexPath in
      log.append("shouldHighlight \(indexPath.item)")
      return true
    }
    grid.tw.didHighlightItem { _, indexPath in log.append("didHighlight \(indexPath.item)") }
    grid.tw.didUnhighlightItem { _, indexPath in log.append("didUnhighlight \(indexPath.item)") }
    grid.tw.shouldSelectItem { _, indexPath in
      log.append("shouldSelect \(indexPath.item)")
      return true
    }
    grid.tw.didSelectItem { grid, indexPath in
      log.append("didSelect \(indexPath.item), selected \(grid.indexPathsForSelectedItems ?? [])")
    }
    stage.tap(item: 4, in: grid)
    #expect(
      log == [
        "shouldHighlight 4", "didHighlight 4", "shouldSelect 4", "didUnhighlight 4", "didSelect 4, selected [[0, 4]]",
      ])
  }

  @Test func tappingAnItemCallsEveryDidSelectItemClosureInRegistrationOrder() {
    let grid = stage.collection()
    serve(5, in: grid)
    var log: [String] = []
    grid.tw.didSelectItem { _, indexPath in log.append("first \(indexPath.item)") }
    grid.tw.didSelectItem { _, indexPath in log.append("second \(indexPath.item)") }
    stage.tap(item: 3, in: grid)
    #expect(log == ["first 3", "second 3"])
  }

  @Test func withNoShouldSelectItemClosureTheTappedItemIsSelected() {
    let grid = stage.collection()
    serve(3, in: grid)
    grid.tw.didSelectItem { _, _ in }
    stage.tap(item: 2, in: grid)
    #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
  }

  @Test func shouldSelectItemAndShouldHighlightItemRefuseTheSelection() {
    let grid = stage.collection()
    serve(4, in: grid)
    var selected: [Int] = []
    grid.tw.didSelectItem { _, indexPath in selected.append(indexPath.item) }
    grid.tw.shouldSelectItem { _, indexPath in indexPath.item != 3 }
    grid.tw.shouldHighlightItem { _, indexPath in indexPath.item != 1 }
    stage.tap(item: 3, in: grid)
    stage.tap(item: 1, in: grid)
    #expect(grid.indexPathsForSelectedItems == nil)
    stage.tap(item: 2, in: grid)
    #expect(selected == [2])
  }

  @Test func tappingAnotherItemCallsDidDeselectItemForTheOldOne() {
    let grid = stage.collection()
    serve(4, in: grid)
    var log: [String] = []
    grid.tw.didSelectItem { _, indexPath in log.append("select \(indexPath.item)") }
    grid.tw.didDeselectItem { _, indexPath in log.append("deselect \(indexPath.item)") }
    stage.tap(item: 1, in: grid)
    stage.tap(item: 3, in: grid)
    #expect(log == ["select 1", "deselect 1", "select 3"])
  }

  @Test func withMultipleSelectionATapOnASelectedItemDeselectsIt() {
    let grid = stage.collection()
    grid.allowsMultipleSelection = true
    serve(4, in: grid)
    var log: [String] = []
    grid.tw.didSelectItem { _, indexPath in log.append("select \(indexPath.item)") }
    grid.tw.didDeselectItem { _, indexPath in log.append("deselect \(indexPath.item)") }
    stage.tap(item: 1, in: grid)
    stage.tap(item: 2, in: grid)
    stage.tap(item: 1, in: grid)
    #expect(log == ["select 1", "select 2", "deselect 1"])
    #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
  }

  @Test func anExistingDataSourceAndDelegateReceiveEveryCallAfterTheClosures() {
    let existing = LoggingCollectionDelegate()
    let grid = stage.collection(ownedBy: existing)
    grid.tw.didSelectItem { _, indexPath in existing.log.append("closure didSelect \(indexPath.item)") }
    grid.tw.didDeselectItem { _, _ in }
    grid.layoutIfNeeded()
    // No closure for items, cells or sizes: the existing data source and delegate answer them.
    #expect(grid.numberOfItems(inSection: 0) == 3)
    #expect(
      grid.visibleCells.map(\.accessibilityIdentifier) == [
        "delegate's item 0", "delegate's item 1", "delegate's item 2",
      ])
    #expect(stage.frame(item: 0, in: grid) == CGRect(x: 0, y: 7, width: 120, height: 60), "its size and inset")
    #expect(stage.frame(item: 2, in: grid).minY == 7, "three of its 120-point items fit a line")
    #expect(existing.log.contains("delegate willDisplay 2"), "a method with no closure at all")
    existing.log.removeAll()
    stage.tap(item: 1, in: grid)
    #expect(
      existing.log == [
        "delegate shouldHighlight 1", "delegate shouldSelect 1", "closure didSelect 1", "delegate didSelect 1",
      ])
    grid.contentOffset = CGPoint(x: 0, y: 1)
    #expect(existing.log.last == "delegate didScroll")
  }

  /// A delegate proxy that stands in front of the app's delegate and isn't a flow layout delegate drops its
  /// `sizeForItemAt`, and the layout silently falls back to `itemSize`.
  @Test func theExistingDelegatesFlowLayoutAnswersStillShapeTheLayout() {
    let existing = LoggingCollectionDelegate()
    existing.size = CGSize(width: 180, height: 90)
    let grid = stage.collection(ownedBy: existing)
    grid.tw.didSelectItem { _, _ in }
    grid.tw.shouldSelectItem { _, _ in true }
    grid.reloadData()
    #expect(stage.frame(item: 0, in: grid).size == CGSize(width: 180, height: 90))
    #expect(stage.frame(item: 2, in: grid).minY == CGFloat(7 + 90 + 3), "its inset and line spacing too")
    #expect(existing.log.contains("delegate sizeForItem 2"))
  }

  @Test func aValueClosureAnswersInsteadOfTheExistingDataSourceAndDelegate() {
    let existing = LoggingCollectionDelegate()
    let grid = stage.collection(ownedBy: existing)
    serve(2, in: grid)
    grid.tw.sizeForItem { _, _ in CGSize(width: 60, height: 30) }
    grid.tw.shouldSelectItem { _, _ in false }
    #expect(grid.numberOfItems(inSection: 0) == 2)
    #expect(stage.frame(item: 1, in: grid).size == CGSize(width: 60, height: 30))
    stage.tap(item: 1, in: grid)
    #expect(grid.indexPathsForSelectedItems == nil)
    #expect(!existing.log.contains { $0.contains("numberOfItems") || $0.contains("cellForItem") })
    #expect(!existing.log.contains { $0.contains("sizeForItem") || $0.contains("shouldSelect") })
  }

  @Test func anExistingDelegatesShouldSelectVetoStandsOverAClosuresYes() {
    let existing = LoggingCollectionDelegate()
    existing.shouldSelect = false
    let grid = stage.collection(ownedBy: existing)
    var asked: [Int] = []
    var selected: [Int] = []
    grid.tw.shouldSelectItem { _, indexPath in
      asked.append(indexPath.item)
      return true
    }
    grid.tw.didSelectItem { _, indexPath in selected.append(indexPath.item) }
    stage.tap(item: 0, in: grid)
    #expect(asked == [0])
    #expect(existing.log.contains("delegate shouldSelect 0"))
    #expect(selected.isEmpty)
    #expect(grid.indexPathsForSelectedItems == nil)
  }

  @Test func closuresKeepWorkingAfterTheExistingDelegateDeallocates() {
    let grid = stage.collection()
    var existing: LoggingCollectionDelegate? = LoggingCollectionDelegate()
    weak let gone = existing
    grid.dataSource = existing
    grid.delegate = existing
    var selected: [Int] = []
    grid.tw.didSelectItem { _, indexPath in selected.append(indexPath.item) }
    serve(3, in: grid)
    existing = nil
    #expect(gone == nil)
    grid.reloadData()
    #expect(stage.frame(item: 1, in: grid).size == CGSize(width: 100, height: 50), "the layout's itemSize")
    stage.tap(item: 1, in: grid)
    grid.contentOffset = CGPoint(x: 0, y: 1)
    #expect(selected == [1])
  }

  @Test func settingTheDelegateAfterTheClosuresSilencesThemUntilTheNextRegistration() {
    let grid = stage.collection()
    serve(3, in: grid)
    var log: [String] = []
    grid.tw.didSelectItem { _, indexPath in log.append("closure \(indexPath.item)") }
    let replacement = LoggingCollectionDelegate()
    grid.delegate = replacement
    stage.tap(item: 0, in: grid)
    #expect(log.isEmpty)
    #expect(replacement.log.contains("delegate didSelect 0"))
    grid.tw.didDeselectItem { _, _ in }
    replacement.log.removeAll()
    stage.tap(item: 2, in: grid)
    #expect(log == ["closure 2"])
    #expect(replacement.log.contains("delegate didSelect 2"))
  }

  @Test func removingAClosureDuringDispatchTakesEffectAtOnce() {
    let grid = stage.collection()
    serve(3, in: grid)
    var log: [String] = []
    var second: HandlerRegistration?
    var first: HandlerRegistration?
    first = grid.tw.didSelectItem { _, _ in
      log.append("first")
      second?.remove()
      first?.remove()
    }
    second = grid.tw.didSelectItem { _, _ in log.append("second") }
    grid.tw.didSelectItem { _, _ in log.append("third") }
    stage.tap(item: 0, in: grid)
    stage.tap(item: 1, in: grid)
    #expect(log == ["first", "third", "third"])
    #expect(first?.isRegistered == false)
  }

  @Test func closuresReceiveTheCollectionViewTypedAsItself() {
    final class CityGrid: UICollectionView {
      var name = "cities"
    }
    let grid = CityGrid(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    stage.collection(grid)
    var names: [String] = []
    grid.tw.numberOfItems { grid, _ in
      names.append(grid.name)
      return 1
    }
    grid.tw.cellForItem { grid, indexPath in grid.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath) }
    grid.tw.didSelectItem { grid, _ in names.append(grid.name) }
    stage.tap(item: 0, in: grid)
    #expect(names.first == "cities")
    #expect(names.last == "cities")
  }
}
