import Foundation
@_spi(Tapwise) import HeadlessUIKit
import PropertyBased
import Tapwise
import Testing

/// A collection view's proxies implement a method of their own for UIKit only while a closure uses it or the
/// forwardee implements it, as the table's do (IdleMethodTests). A flow layout whose delegate implements
/// `collectionView(_:layout:sizeForItemAt:)` asks every item's size on each layout and ignores `itemSize` ("If you do
/// not implement this method, the flow layout uses the values in its `itemSize` property", Apple's
/// `UICollectionViewDelegateFlowLayout` documentation), so a `didSelectItem` closure alone must not make it
/// implemented. HeadlessUIKit caches `responds(to:)` when a delegate or data source is set, as UIKit does, so these
/// tests also check that the proxy sets the slot again when an answer changes.
@MainActor
@Suite struct CollectionIdleMethodTests {
  let stage = ClosureStage()

  /// Stands in front of a collection view's delegate as another library's proxy does, answers `responds(to:)` as
  /// the delegate it captured, and counts the item sizes the layout asks it for.
  final class ItemSizeCounter: NSObject, UICollectionViewDelegateFlowLayout, HeadlessSelectorResponder {
    private weak var captured: (any UICollectionViewDelegateFlowLayout)?
    private(set) var sizeQueries = 0

    /// Captures the collection view's delegate and takes its place. Keep the result: the view holds it weakly.
    init(inFrontOf grid: UICollectionView) {
      captured = grid.delegate as? any UICollectionViewDelegateFlowLayout
      super.init()
      grid.delegate = self
    }

    func responds(toSelector selector: Selector) -> Bool {
      guard let captured else { return false }
      if let responder = captured as? any HeadlessSelectorResponder { return responder.responds(toSelector: selector) }
      return DelegateSelector.all.contains(selector)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      sizeQueries += 1
      return captured?.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath) ?? .zero
    }
  }

  /// A collection view of 40 items from data source closures.
  private func grid() -> UICollectionView {
    let grid = stage.collection()
    grid.tw.numberOfItems { _, _ in 40 }
    grid.tw.cellForItem { grid, indexPath in grid.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath) }
    return grid
  }

  /// Whether the object in a slot says it implements a method.
  private func responds(_ object: AnyObject?, to name: String) -> Bool {
    (object as? any HeadlessSelectorResponder)?.responds(toSelector: NSSelectorFromString(name)) ?? false
  }

  @Test func aDidSelectItemClosureAloneAsksNoItemSizes() {
    let grid = grid()
    grid.tw.didSelectItem { _, _ in }
    let counter = ItemSizeCounter(inFrontOf: grid)
    grid.reloadData()
    #expect(stage.frame(item: 39, in: grid).size == CGSize(width: 100, height: 50), "the layout's itemSize")
    #expect(counter.sizeQueries == 0)
  }

  @Test func aSizeForItemClosureMakesTheLayoutAskEveryItemsSize() {
    let grid = grid()
    grid.tw.sizeForItem { _, _ in CGSize(width: 50, height: 50) }
    let counter = ItemSizeCounter(inFrontOf: grid)
    grid.reloadData()
    grid.layoutIfNeeded()
    #expect(counter.sizeQueries == 40)
  }

  @Test func aSizeForItemClosureRegisteredAfterAnotherClosureIsAsked() {
    let grid = grid()
    grid.tw.didSelectItem { _, _ in }
    grid.layoutIfNeeded()
    grid.tw.sizeForItem { _, _ in CGSize(width: 190, height: 70) }
    grid.reloadData()
    #expect(stage.frame(item: 1, in: grid).size == CGSize(width: 190, height: 70))
  }

  @Test func removingTheLastSizeForItemClosureStopsTheSizeQueriesBehindAnotherProxy() {
    let grid = grid()
    let registration = grid.tw.sizeForItem { _, _ in CGSize(width: 50, height: 50) }
    let counter = ItemSizeCounter(inFrontOf: grid)
    registration.remove()
    grid.reloadData()
    #expect(stage.frame(item: 1, in: grid).size == CGSize(width: 100, height: 50))
    #expect(counter.sizeQueries == 0, "the proxy in front was set again, so the layout asked it anew")
  }

  @Test func itemClosuresAloneLeaveTheDataSourcesOptionalMethodsUnimplemented() {
    let grid = grid()
    (grid.collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize = CGSize(width: 0, height: 30)
    grid.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    let header = UICollectionView.elementKindSectionHeader
    #expect(!responds(grid.dataSource, to: "numberOfSectionsInCollectionView:"))
    #expect(!responds(grid.dataSource, to: "collectionView:viewForSupplementaryElementOfKind:atIndexPath:"))
    #expect(responds(grid.dataSource, to: "collectionView:numberOfItemsInSection:"), "a required method")
    grid.layoutIfNeeded()
    #expect(grid.visibleSupplementaryViews(ofKind: header).isEmpty)
    grid.tw.viewForSupplementaryElement { grid, kind, indexPath in
      grid.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    grid.layoutIfNeeded()
    #expect(grid.visibleSupplementaryViews(ofKind: header).count == 1, "the view asked again, and shows the header")
  }

  /// Random registrations and removals of the collection delegate's closures, with a foreign proxy put in front now
  /// and then: after each step the collection view's delegate implements each of the proxy's methods exactly when a
  /// closure for it is registered.
  @Test func theCollectionDelegateImplementsAMethodExactlyWhileAClosureUsesIt() async {
    let names = [
      "collectionView:layout:sizeForItemAtIndexPath:", "collectionView:shouldSelectItemAtIndexPath:",
      "collectionView:didSelectItemAtIndexPath:", "collectionView:didDeselectItemAtIndexPath:",
      "collectionView:shouldHighlightItemAtIndexPath:", "collectionView:didHighlightItemAtIndexPath:",
      "collectionView:didUnhighlightItemAtIndexPath:",
    ]
    // 0-6 register a closure for that method, 7-13 remove the newest one (if any), 14 puts a foreign proxy in front.
    await propertyCheck(count: 200, input: Gen.int(in: 0...14).array(of: 1...30)) { steps in
      let grid = grid()
      var registrations: [[HandlerRegistration]] = Array(repeating: [], count: names.count)
      var inFront: [ItemSizeCounter] = []
      for step in steps {
        switch step {
        case 0: registrations[0].append(grid.tw.sizeForItem { _, _ in .zero })
        case 1: registrations[1].append(grid.tw.shouldSelectItem { _, _ in true })
        case 2: registrations[2].append(grid.tw.didSelectItem { _, _ in })
        case 3: registrations[3].append(grid.tw.didDeselectItem { _, _ in })
        case 4: registrations[4].append(grid.tw.shouldHighlightItem { _, _ in true })
        case 5: registrations[5].append(grid.tw.didHighlightItem { _, _ in })
        case 6: registrations[6].append(grid.tw.didUnhighlightItem { _, _ in })
        case 14: inFront.append(ItemSizeCounter(inFrontOf: grid))
        default: registrations[step - 7].popLast()?.remove()
        }
        for (index, name) in names.enumerated() {
          #expect(responds(grid.delegate, to: name) == !registrations[index].isEmpty, "\(name) after \(steps)")
        }
      }
      grid.removeFromSuperview()
    }
  }
}
