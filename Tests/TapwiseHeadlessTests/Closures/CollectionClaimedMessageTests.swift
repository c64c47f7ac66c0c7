import Foundation
import HeadlessUIKit
import Tapwise
import Testing

/// ClaimedMessageTests' rule for collection views: a message the delegate proxy claimed for a forwardee that has
/// since deallocated (UIKit cached the answer) gets UIKit's answer for an unimplemented method, never zero where
/// that isn't UIKit's. Sources: `UICollectionViewDelegateFlowLayout` ("If you do not implement this method, the flow
/// layout uses the values in its `sectionInset` / `minimumLineSpacing` property"); `UICollectionViewDelegate`
/// (`collectionView(_:shouldHighlightItemAt:)`, `shouldDeselectItemAt`: "If you do not implement this method, the
/// default return value is true").
@MainActor
@Suite struct CollectionClaimedMessageTests {
  /// A delegate that implements a few methods the proxy doesn't, and says so.
  final class ShortLivedDelegate: NSObject, UICollectionViewDelegateFlowLayout, HeadlessSelectorResponder {
    static let implemented = [
      "collectionView:shouldDeselectItemAtIndexPath:", "collectionView:shouldHighlightItemAtIndexPath:",
      "collectionView:layout:insetForSectionAtIndex:", "collectionView:layout:minimumLineSpacingForSectionAtIndex:",
    ].map(NSSelectorFromString)

    func responds(toSelector selector: Selector) -> Bool { Self.implemented.contains(selector) }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
      true
    }
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets { .zero }
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { 0 }
  }

  @Test func messagesClaimedForAGoneForwardeeGetTheLayoutsValuesAndUIKitsYes() {
    let stage = ClosureStage()
    let grid = stage.collection()
    let layout = grid.collectionViewLayout as? UICollectionViewFlowLayout
    layout?.sectionInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    layout?.minimumLineSpacing = 30
    grid.allowsMultipleSelection = true
    grid.tw.numberOfItems { _, _ in 6 }
    grid.tw.cellForItem { grid, indexPath in grid.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath) }
    var delegate: ShortLivedDelegate? = ShortLivedDelegate()
    weak let gone = delegate
    grid.delegate = delegate
    var log: [String] = []
    grid.tw.didSelectItem { _, indexPath in log.append("select \(indexPath.item)") }
    grid.tw.didDeselectItem { _, indexPath in log.append("deselect \(indexPath.item)") }
    delegate = nil
    #expect(gone == nil, "the delegate must be gone for this test to mean anything")
    grid.reloadData()

    #expect(stage.frame(item: 0, in: grid).minY == 20, "the layout's sectionInset, not zero")
    #expect(stage.frame(item: 3, in: grid).minY == CGFloat(20 + 50 + 30), "the layout's minimumLineSpacing, not zero")
    stage.tap(item: 1, in: grid)
    stage.tap(item: 1, in: grid)
    #expect(log == ["select 1", "deselect 1"], "highlighting and deselection answer yes")
  }
}
